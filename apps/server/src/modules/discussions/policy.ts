import { canUseMessaging } from '@alumni/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, reports, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';

/**
 * Who may do what in the discussions (docs/areas/discussions.md "Who"; spec 2 §6 "Messaging:
 * permission on the conversation list view"): signed-in members with that permission, through
 * `authorize`; a conversation of which one is not a participant is not found (404, so its id
 * tells nothing); one writes only to active members of the school whom one has not blocked
 * and who have not blocked one (an accepted user report either way, domain reportBlocksUser).
 */

/** The predicate of every discussions route: the conversation-list permission. */
export const mayUseMessaging = (actor: Actor): boolean =>
  canUseMessaging(actor.user, actor.permissionSchool);

/** A conversation as its participant reads it, with their own read state. */
export interface OwnConversation {
  id: number;
  kind: 'direct' | 'group';
  title: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  lastSeq: number;
  directKey: string | null;
  lastReadSeq: number;
  unreadCount: number;
  hiddenAt: Date | null;
}

/** The columns OwnConversation is read with (conversations joined to the actor's participation). */
export const ownConversationColumns = {
  id: conversations.id,
  kind: conversations.kind,
  title: conversations.title,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  lastSeq: conversations.lastSeq,
  directKey: conversations.directKey,
  lastReadSeq: conversationParticipants.lastReadSeq,
  unreadCount: conversationParticipants.unreadCount,
  hiddenAt: conversationParticipants.hiddenAt,
};

/**
 * The conversation `id` of the actor's school in which the actor takes part (hidden from
 * their list or not). 404 otherwise: another school's, someone else's, or none.
 */
export async function participantConversation(
  db: Db,
  actor: Actor,
  id: number,
): Promise<OwnConversation> {
  const [row] = await db
    .select(ownConversationColumns)
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, actor.user.id),
      ),
    )
    .where(and(eq(conversations.id, id), eq(conversations.schoolId, actor.school.id)));
  if (!row) throw notFound();
  return row;
}

/**
 * SQL: `a` and `b` are apart by a block in `schoolId`: an accepted user report by either
 * about the other (domain reportBlocksUser).
 */
export const blockedEitherWay = (
  schoolId: number,
  a: number | SQL | AnyPgColumn,
  b: number | SQL | AnyPgColumn,
) =>
  sql`exists (select 1 from ${reports} b where b.school_id = ${schoolId} and b.type = 'user' and b.status = 'accepted' and ((b.author_id = ${a} and b.reported_user_id = ${b}) or (b.author_id = ${b} and b.reported_user_id = ${a})))`;

/**
 * `users.id` qualified by its table, for the subqueries below: Drizzle leaves a column of a
 * query's only table unqualified, which the subqueries' own `id` columns would shadow.
 */
export const USER_ID = sql.raw('"users"."id"');

/**
 * SQL: the user `userId` is an active member of `schoolId`: an active account holding an
 * active role there, neither refused nor waiting for validation (the rule of
 * platform/member-visibility.ts visibleMemberRole, inactive members never counted).
 */
export const activeMemberOf = (schoolId: number, userId: number | SQL) =>
  sql`exists (select 1 from user_roles member_role join users member_user on member_user.id = member_role.user_id where member_role.user_id = ${userId} and member_role.school_id = ${schoolId} and member_role.refused_at is null and member_role.is_active and member_user.is_active)`;

/**
 * Of `userIds`, who the actor may write to, and why not the others: `blocked` (a block
 * either way) or `notAMember` (not an active member of the actor's school, unknown ids
 * included). One query.
 */
export async function writability(
  db: Db,
  actor: Actor,
  userIds: readonly number[],
): Promise<Map<number, 'ok' | 'blocked' | 'notAMember'>> {
  const result = new Map<number, 'ok' | 'blocked' | 'notAMember'>(
    userIds.map((id) => [id, 'notAMember']),
  );
  if (userIds.length === 0) return result;
  const schoolId = actor.school.id;
  const rows = await db
    .select({
      id: users.id,
      member: activeMemberOf(schoolId, USER_ID).mapWith(Boolean),
      blocked: blockedEitherWay(schoolId, actor.user.id, USER_ID).mapWith(Boolean),
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.param([...userIds])}::int[])`);
  for (const row of rows) {
    result.set(row.id, !row.member ? 'notAMember' : row.blocked ? 'blocked' : 'ok');
  }
  return result;
}
