import { type AnyColumn, and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { membershipsOf, seesAllGroups } from './policy.ts';
import { audienceCondition, statusCondition, visibleActiveCondition } from './store.ts';

/**
 * What other modules use of the groups (issue 33): a group's access for the feed (posts of a
 * group, their comments, likes and reports), the school feed's rule for group posts, the
 * members to tell of a new post, and the names of groups to show on cards. Other modules read
 * the groups' tables only through these.
 */
export { accessOf, type GroupAccess, groupAccess, seesGroup } from './access.ts';

/**
 * SQL, for any reader of posts outside a group's own feed (the school feed, profile activity,
 * the dashboard, search): a post of no group (`groupId` null), or of a public active group the
 * actor may see (its audience filters). Never a private group's post, even to its members: they
 * read it in the group.
 */
export function schoolFeedGroupCondition(actor: Actor, groupId: AnyColumn): SQL {
  return sql`(${groupId} is null or ${groupId} in (select ${groups.id} from ${groups} where ${groups.schoolId} = ${actor.school.id} and ${groups.visibility} = 'public' and ${visibleActiveCondition(actor)}))`;
}

/**
 * schoolFeedGroupCondition as a part of a prepared statement (the feed's page, one statement
 * with its group scoping; issue 35 item 4): `condition` is written with placeholders and
 * depends only on `shape` (whether the actor sees every active group), so one statement per
 * shape serves every actor; `values` are the placeholders' values for this actor.
 */
export function schoolFeedGroupPlaceholders(actor: Actor) {
  const filtered = !seesAllGroups(actor) && actor.school.hasFilterClub;
  const active = statusCondition('published');
  const ints = (name: string) => sql`${sql.placeholder(name)}::int[]`;
  const visible = filtered
    ? audienceCondition(active, {
        userId: sql`${sql.placeholder('groupsUserId')}::int`,
        degrees: ints('groupsDegrees'),
        roles: ints('groupsRoles'),
        campuses: ints('groupsCampuses'),
        years: ints('groupsYears'),
      })
    : active;
  const ms = filtered ? membershipsOf(actor) : [];
  const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  return {
    shape: filtered ? 'filtered' : 'all',
    condition: (groupId: AnyColumn) =>
      sql`(${groupId} is null or ${groupId} in (select ${groups.id} from ${groups} where ${groups.schoolId} = ${sql.placeholder('groupsSchoolId')}::int and ${groups.visibility} = 'public' and ${visible}))`,
    values: {
      groupsSchoolId: actor.school.id,
      groupsUserId: actor.user.id,
      groupsDegrees: present(ms.map((m) => m.degreeId)),
      groupsRoles: present(ms.map((m) => m.role)),
      groupsCampuses: present(ms.map((m) => m.campusId)),
      groupsYears: present(ms.map((m) => m.graduationYear)),
    },
  };
}

/**
 * The members of group `groupId` told of a new post by `authorId` (issue 33 item 4, "per
 * their settings"): members who keep `notify_posts` on, the author left out.
 */
export async function membersToNotify(
  db: Db,
  groupId: number,
  authorId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'member'),
        eq(groupMembers.notifyPosts, true),
        ne(groupMembers.userId, authorId),
      ),
    );
  return rows.map((row) => row.id);
}

/** What a card shows of a group: its id, title, slug and visibility. */
export interface GroupLabel {
  id: number;
  title: string;
  slug: string;
  visibility: 'public' | 'private';
}

/** The labels of groups `ids` of school `schoolId`, by id (unknown ids are left out). */
export async function groupLabels(
  db: Db,
  schoolId: number,
  ids: number[],
): Promise<Map<number, GroupLabel>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: groups.id,
      title: groups.title,
      slug: groups.slug,
      visibility: groups.visibility,
    })
    .from(groups)
    .where(and(eq(groups.schoolId, schoolId), inArray(groups.id, [...new Set(ids)])));
  return new Map(
    rows.map((r) => [r.id, { ...r, visibility: r.visibility as GroupLabel['visibility'] }]),
  );
}
