import type { ChatMessage, ChatParticipant, Conversation } from '@alumni/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, messages, users } from '../../db/schema/index.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { activeMemberOf, blockedEitherWay, type OwnConversation, USER_ID } from './policy.ts';
import { presentConversation, presentMessage, presentParticipant } from './presenters.ts';
import { messageColumns } from './store.ts';

/**
 * Conversations as one participant sees them (contract ConversationSchema): their rows with
 * the other participants (active or not for the viewer) and the last message, read for a
 * whole page at once.
 */

/**
 * The other participants of each of `conversationIds`, as `viewerId` sees them: `active`
 * when an active member of `schoolId` whom neither the viewer nor they blocked. One query.
 */
async function othersOf(
  db: Db,
  schoolId: number,
  viewerId: number,
  conversationIds: number[],
  mediaUrl: MediaUrl,
): Promise<Map<number, ChatParticipant[]>> {
  const rows = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
      lastReadSeq: conversationParticipants.lastReadSeq,
      active: sql<boolean>`(${activeMemberOf(schoolId, USER_ID)} and not ${blockedEitherWay(
        schoolId,
        viewerId,
        USER_ID,
      )})`.mapWith(Boolean),
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        sql`${conversationParticipants.conversationId} = any(${sql.param(conversationIds)}::int[])`,
        ne(conversationParticipants.userId, viewerId),
      ),
    )
    .orderBy(users.sortName, users.id);
  const byConversation = new Map<number, ChatParticipant[]>();
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push(presentParticipant(row, mediaUrl));
    byConversation.set(row.conversationId, list);
  }
  return byConversation;
}

/** The latest message (highest seq) of each of `conversationIds`. One query. */
async function lastMessagesOf(
  db: Db,
  conversationIds: number[],
  mediaUrl: MediaUrl,
): Promise<Map<number, ChatMessage>> {
  const rows = await db
    .selectDistinctOn([messages.conversationId], messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(sql`${messages.conversationId} = any(${sql.param(conversationIds)}::int[])`)
    .orderBy(messages.conversationId, desc(messages.seq));
  return new Map(rows.map((row) => [row.conversationId, presentMessage(row, mediaUrl)]));
}

/** `rows` (the viewer's conversations, in their order) as the viewer sees them. */
export async function conversationViews(
  db: Db,
  schoolId: number,
  viewerId: number,
  rows: readonly OwnConversation[],
  mediaUrl: MediaUrl,
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: a request's queries share its one connection.
  const others = await othersOf(db, schoolId, viewerId, ids, mediaUrl);
  const lastMessages = await lastMessagesOf(db, ids, mediaUrl);
  return rows.map((row) =>
    presentConversation({
      ...row,
      participants: others.get(row.id) ?? [],
      lastMessage: lastMessages.get(row.id) ?? null,
    }),
  );
}

/** One conversation as the viewer sees it. */
export async function conversationView(
  db: Db,
  schoolId: number,
  viewerId: number,
  row: OwnConversation,
  mediaUrl: MediaUrl,
): Promise<Conversation> {
  const [view] = await conversationViews(db, schoolId, viewerId, [row], mediaUrl);
  if (!view) throw new Error('conversation view missing');
  return view;
}
