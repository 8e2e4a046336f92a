import type {
  ChatChangeFrame,
  ChatMessage,
  ChatServerFrame,
  ChatUnreadEvent,
} from '@alumni/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  messages,
  type StoredChatAttachment,
  users,
} from '../../db/schema/index.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { type MessageRow, presentMessage } from './presenters.ts';

/**
 * The discussions' shared queries (docs/areas/discussions.md "Model", "Transport"): the
 * per-conversation counter, writing a message exactly once, the changes a socket missed, the
 * unread totals, and the publication of a change to the participants' sockets and streams.
 * The REST services and the socket (socket.ts) both use them.
 */

/** The columns every read of a message selects, its sender's summary with it. */
export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  changeSeq: messages.changeSeq,
  senderId: messages.senderId,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderPicture: users.picture,
  body: messages.body,
  attachments: messages.attachments,
  clientId: messages.clientId,
  createdAt: messages.createdAt,
  editedAt: messages.editedAt,
  deletedAt: messages.deletedAt,
};

/** `select messageColumns from messages left join users (the sender)`, to be filtered. */
export const selectMessages = (db: Db) =>
  db
    .select(messageColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .$dynamic();

/** One message by id within its conversation and school, or null. */
export async function findMessage(
  db: Db,
  schoolId: number,
  conversationId: number,
  messageId: number,
): Promise<MessageRow | null> {
  const [row] = await selectMessages(db).where(
    and(
      eq(messages.schoolId, schoolId),
      eq(messages.conversationId, conversationId),
      eq(messages.id, messageId),
    ),
  );
  return row ?? null;
}

/**
 * Takes the conversation's next change number: `UPDATE conversations SET last_seq = last_seq
 * + 1 … RETURNING last_seq`, which holds the conversation's row lock until the caller's
 * transaction ends, so numbers are given and committed in order. `touch` also sets
 * `last_message_at` (a new message). Throws when the conversation does not exist.
 */
export async function nextSeq(
  db: Db,
  conversationId: number,
  opts: { touch?: boolean } = {},
): Promise<number> {
  const [row] = await db
    .update(conversations)
    .set({
      lastSeq: sql`${conversations.lastSeq} + 1`,
      ...(opts.touch ? { lastMessageAt: sql`now()` } : {}),
    })
    .where(eq(conversations.id, conversationId))
    .returning({ lastSeq: conversations.lastSeq });
  if (!row) throw new Error(`conversation ${conversationId} not found`);
  return row.lastSeq;
}

/** What appendMessage writes. */
export interface NewMessage {
  schoolId: number;
  conversationId: number;
  senderId: number;
  body: string;
  attachments: StoredChatAttachment[];
  /** The sending tab's UUID (lower case): a repeated one returns the stored message. */
  clientId: string;
}

/** A recipient's counts after a change: their conversation's unread count. */
export interface RecipientUnread {
  userId: number;
  conversationUnread: number;
}

/** A thrown marker: the client id was taken by a concurrent send (its savepoint rolls back). */
class RepeatedClientId extends Error {}

/**
 * Writes a message once (one transaction): the next seq, the row (a repeated `clientId` of the
 * same sender in the conversation returns the stored message, `created: false`, and takes no
 * number: no gap), each other participant's unread count + 1 and their conversation shown
 * again, the sender's own read position at it, `last_message_at`. Returns the message row and
 * the recipients' new unread counts (empty for a repeat).
 */
export async function appendMessage(
  db: Db,
  input: NewMessage,
): Promise<{ message: MessageRow; created: boolean; recipients: RecipientUnread[] }> {
  const stored = () =>
    selectMessages(db).where(
      and(
        eq(messages.conversationId, input.conversationId),
        eq(messages.senderId, input.senderId),
        eq(messages.clientId, input.clientId),
      ),
    );
  const [before] = await stored();
  if (before) return { message: before, created: false, recipients: [] };
  try {
    return await db.transaction(async (tx) => {
      const seq = await nextSeq(tx, input.conversationId, { touch: true });
      const [inserted] = await tx
        .insert(messages)
        .values({
          schoolId: input.schoolId,
          conversationId: input.conversationId,
          seq,
          changeSeq: seq,
          senderId: input.senderId,
          body: input.body,
          attachments: input.attachments,
          clientId: input.clientId,
        })
        .onConflictDoNothing({
          target: [messages.conversationId, messages.senderId, messages.clientId],
        })
        .returning({ id: messages.id });
      // A send with the same client id committed between the look-up and the lock: undo the
      // number taken (the savepoint) and answer the stored one.
      if (!inserted) throw new RepeatedClientId();
      const recipients = await tx
        .update(conversationParticipants)
        .set({ unreadCount: sql`${conversationParticipants.unreadCount} + 1`, hiddenAt: null })
        .where(
          and(
            eq(conversationParticipants.conversationId, input.conversationId),
            ne(conversationParticipants.userId, input.senderId),
          ),
        )
        .returning({
          userId: conversationParticipants.userId,
          conversationUnread: conversationParticipants.unreadCount,
        });
      await tx
        .update(conversationParticipants)
        .set({
          hiddenAt: null,
          lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, ${seq})`,
        })
        .where(
          and(
            eq(conversationParticipants.conversationId, input.conversationId),
            eq(conversationParticipants.userId, input.senderId),
          ),
        );
      const message = await findMessage(tx, input.schoolId, input.conversationId, inserted.id);
      if (!message) throw new Error('message written but not found');
      return { message, created: true, recipients };
    });
  } catch (error) {
    if (!(error instanceof RepeatedClientId)) throw error;
    const [after] = await stored();
    if (!after) throw error;
    return { message: after, created: false, recipients: [] };
  }
}

/**
 * The changes `userId` missed (docs/areas/discussions.md "Transport"): for each conversation
 * of `cursors` they take part in, in `schoolId`, its messages with `change_seq` above the
 * cursor, at most `limitPerConversation` each (the oldest first), ordered by conversation
 * then `change_seq`, presented as the socket sends them (`seq` of the frame = change_seq).
 * Conversations they are not in are left out. Empty for empty cursors.
 */
export async function changesSince(
  db: Db,
  schoolId: number,
  userId: number,
  cursors: ReadonlyMap<number, number>,
  limitPerConversation: number,
  mediaUrl: MediaUrl,
): Promise<ChatMessage[]> {
  if (cursors.size === 0) return [];
  const ids = [...cursors.keys()];
  const seqs = ids.map((id) => cursors.get(id) ?? 0);
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: messages.id,
        rank: sql<number>`row_number() over (partition by ${messages.conversationId} order by ${messages.changeSeq})`.as(
          'rank',
        ),
      })
      .from(messages)
      .innerJoin(
        sql`unnest(${sql.param(ids)}::int[], ${sql.param(seqs)}::int[]) as cursor(conversation_id, seq)`,
        sql`cursor.conversation_id = ${messages.conversationId}`,
      )
      .innerJoin(
        conversationParticipants,
        and(
          eq(conversationParticipants.conversationId, messages.conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .where(and(eq(messages.schoolId, schoolId), sql`${messages.changeSeq} > cursor.seq`)),
  );
  const rows = await db
    .with(ranked)
    .select(messageColumns)
    .from(messages)
    .innerJoin(ranked, eq(ranked.id, messages.id))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(sql`${ranked.rank} <= ${limitPerConversation}`)
    .orderBy(messages.conversationId, messages.changeSeq);
  return rows.map((row) => presentMessage(row, mediaUrl));
}

/**
 * Each user's unread messages in `schoolId`, summed over their conversations (never below 0);
 * 0 for a user with none. One query for all of `userIds`.
 */
export async function unreadTotals(
  db: Db,
  schoolId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const totals = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return totals;
  const rows = await db
    .select({
      userId: conversationParticipants.userId,
      unread: sql<number>`coalesce(sum(greatest(${conversationParticipants.unreadCount}, 0)), 0)::int`,
    })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.schoolId, schoolId),
        sql`${conversationParticipants.userId} = any(${sql.param([...userIds])}::int[])`,
      ),
    )
    .groupBy(conversationParticipants.userId);
  for (const row of rows) totals.set(row.userId, Number(row.unread));
  return totals;
}

/**
 * One user's unread counts in `schoolId`: the total and each conversation that has any
 * (`GET /api/conversations/unread/`, the stream's fallback).
 */
export async function unreadCounts(
  db: Db,
  schoolId: number,
  userId: number,
): Promise<{ unread: number; conversations: Record<string, number> }> {
  const rows = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      unread: conversationParticipants.unreadCount,
    })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.schoolId, schoolId),
        eq(conversationParticipants.userId, userId),
        sql`${conversationParticipants.unreadCount} > 0`,
      ),
    );
  const counts: Record<string, number> = {};
  let unread = 0;
  for (const row of rows) {
    counts[String(row.conversationId)] = row.unread;
    unread += row.unread;
  }
  return { unread, conversations: counts };
}

/** The change frame of a message (its `seq` is the message's `change_seq`). */
export const changeFrame = (message: ChatMessage): ChatChangeFrame => ({
  type: 'change',
  conversation_id: message.conversation_id,
  seq: message.change_seq,
  message,
});

/**
 * Publishes a chat frame to each of `userIds`' sockets (a `UserEvent` `chat` on their
 * channel, in-process or through Redis) and, to each of `unread`, the live stream's `message`
 * event with their total and this conversation's count. Call it once the change is committed
 * (`onCommit`): a socket that reads the gap from the database must find it. Publication
 * failures are reported to `onError`, never thrown: reconnect catch-up fills the gap.
 */
export async function publishChange(
  bus: EventBus,
  change: {
    schoolId: number;
    userIds: readonly number[];
    frame: ChatServerFrame;
    conversationId: number;
    unread?: readonly { userId: number; unread: number; conversationUnread: number }[];
  },
  onError: (error: unknown) => void,
): Promise<void> {
  const sends: Promise<void>[] = change.userIds.map((userId) =>
    bus.publish(userId, { schoolId: change.schoolId, event: 'chat', data: change.frame }),
  );
  for (const { userId, unread, conversationUnread } of change.unread ?? []) {
    const data: ChatUnreadEvent = {
      unread: Math.max(0, unread),
      conversation_id: change.conversationId,
      conversation_unread: Math.max(0, conversationUnread),
    };
    sends.push(bus.publish(userId, { schoolId: change.schoolId, event: 'message', data }));
  }
  for (const result of await Promise.allSettled(sends)) {
    if (result.status === 'rejected') onError(result.reason);
  }
}

/** The ids of a conversation's participants. */
export async function participantIds(db: Db, conversationId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}
