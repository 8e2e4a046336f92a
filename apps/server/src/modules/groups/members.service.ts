import { GROUP_MESSAGES, type MembershipStatus, searchTerms } from '@alumni/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { groupMembers, groupMembershipHistory, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { type GroupAccess, groupAccess } from './access.ts';
import { type MemberRecord, type PersonRow, personColumns } from './store.ts';

/**
 * Reading a group's people (spec 1 §2 Groups tabs Members and Member validation; issue 33
 * items 1 and 3): the members (managers first) for whoever may see them, the requests,
 * invitations and past members for its managers, the members of the school a manager may
 * invite, and the membership history.
 */

/** How many people the invitation dialog's search offers at most. */
const INVITABLE_MAX = 20;
/** Membership history rows answered at most (newest first). */
const HISTORY_MAX = 200;

/** The actor's access to group `groupId`; 404 when they may not see it. */
async function accessTo(db: Db, actor: Actor, groupId: number): Promise<GroupAccess> {
  const access = await groupAccess(db, actor, groupId);
  if (!access) throw notFound();
  return access;
}

/** SQL: the user column's person matches every word of `q` (prefix search, as the directory). */
function nameSearch(q: string | undefined): SQL | undefined {
  const terms = searchTerms(q ?? '');
  if (terms.length === 0) return undefined;
  const tsquery = terms.map((term) => `${term}:*`).join(' & ');
  return sql`${users.searchVector} @@ to_tsquery('simple', ${tsquery})`;
}

/**
 * A page of group `groupId`'s people with `status` (issue 33 design "Visibility rules"):
 * members, managers first then by name, for whoever reads the group's posts (anyone for a
 * public group, its members for a private one; 403 otherwise); any other status (pending
 * requests, invitations, refused, left, removed, declined) for its managers only (403). `q`:
 * words of the names. 404 when the actor may not see the group.
 */
export async function listMembers(
  db: Db,
  actor: Actor,
  groupId: number,
  query: { status: MembershipStatus; q?: string | undefined; page: number; page_size: number },
) {
  const access = await accessTo(db, actor, groupId);
  const allowed = query.status === 'member' ? access.canReadPosts : access.isManager;
  if (!allowed) throw forbidden(GROUP_MESSAGES[actor.locale].forbidden);
  const decider = alias(users, 'decider');
  const where = and(
    eq(groupMembers.groupId, access.group.id),
    eq(groupMembers.status, query.status),
    nameSearch(query.q),
  ) as SQL;
  return pagedQuery(
    query,
    db
      .select({
        ...groupMembersColumns(),
        user: personColumns,
        decider: {
          id: decider.id,
          firstName: decider.firstName,
          lastName: decider.lastName,
          picture: decider.picture,
        },
      })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .leftJoin(decider, eq(decider.id, groupMembers.decidedBy))
      .where(where)
      .orderBy(
        sql`case when ${groupMembers.role} = 'manager' then 0 else 1 end`,
        asc(users.sortName),
        asc(users.id),
      )
      .$dynamic(),
    db
      .select({ count: count() })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where),
  );
}

/** The columns of group_members (with names drizzle keeps). */
function groupMembersColumns() {
  return {
    groupId: groupMembers.groupId,
    userId: groupMembers.userId,
    schoolId: groupMembers.schoolId,
    status: groupMembers.status,
    role: groupMembers.role,
    message: groupMembers.message,
    refusalReason: groupMembers.refusalReason,
    notifyPosts: groupMembers.notifyPosts,
    decidedBy: groupMembers.decidedBy,
    createdAt: groupMembers.createdAt,
    updatedAt: groupMembers.updatedAt,
  };
}

/**
 * Up to 20 members of the school a manager of group `groupId` may invite (issue 33 item 3),
 * by name: active members (an active, not refused role here) whose "interest-group
 * invitations" setting allows it and who are not in the group already (member, invited or
 * pending), never the actor. `q`: words of their names. 404; 403 for a non-manager.
 */
export async function invitablePeople(db: Db, actor: Actor, groupId: number, q: string) {
  const access = await accessTo(db, actor, groupId);
  if (!access.isManager) throw forbidden(GROUP_MESSAGES[actor.locale].forbidden);
  const schoolId = actor.school.id;
  return db
    .select(personColumns)
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`${users.id} <> ${actor.user.id}`,
        sql`exists (select 1 from user_roles r where r.user_id = ${users.id} and r.school_id = ${schoolId} and r.is_active and r.refused_at is null)`,
        sql`coalesce((select s.interest_group_invitations from user_school_settings s where s.user_id = ${users.id} and s.school_id = ${schoolId}), true)`,
        sql`not exists (select 1 from ${groupMembers} gm where gm.group_id = ${access.group.id} and gm.user_id = ${users.id} and gm.status in ('member', 'invited', 'pending'))`,
        nameSearch(q),
      ),
    )
    .orderBy(asc(users.sortName), asc(users.id))
    .limit(INVITABLE_MAX);
}

/**
 * Group `groupId`'s membership history, newest first (issue 33 item 3 "request history
 * kept"): every row for its managers, their own rows for anyone else who may see the group.
 * 404 when the actor may not see it.
 */
export async function membershipHistory(db: Db, actor: Actor, groupId: number) {
  const access = await accessTo(db, actor, groupId);
  const actorUser = alias(users, 'actor_user');
  return db
    .select({
      id: groupMembershipHistory.id,
      action: groupMembershipHistory.action,
      fromStatus: groupMembershipHistory.fromStatus,
      toStatus: groupMembershipHistory.toStatus,
      message: groupMembershipHistory.message,
      createdAt: groupMembershipHistory.createdAt,
      user: personColumns,
      actor: {
        id: actorUser.id,
        firstName: actorUser.firstName,
        lastName: actorUser.lastName,
        picture: actorUser.picture,
      },
    })
    .from(groupMembershipHistory)
    .innerJoin(users, eq(users.id, groupMembershipHistory.userId))
    .leftJoin(actorUser, eq(actorUser.id, groupMembershipHistory.actorId))
    .where(
      and(
        eq(groupMembershipHistory.groupId, access.group.id),
        access.isManager ? undefined : eq(groupMembershipHistory.userId, actor.user.id),
      ),
    )
    .orderBy(desc(groupMembershipHistory.id))
    .limit(HISTORY_MAX);
}

/** A membership row with its person and the manager who decided it last, as answered. */
export async function memberWithPeople(
  db: Db,
  row: MemberRecord,
): Promise<MemberRecord & { user: PersonRow; decider: PersonRow | null }> {
  const ids = [row.userId, ...(row.decidedBy ? [row.decidedBy] : [])];
  const people = await db.select(personColumns).from(users).where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  const user = byId.get(row.userId);
  if (!user) throw notFound();
  return { ...row, user, decider: row.decidedBy ? (byId.get(row.decidedBy) ?? null) : null };
}
