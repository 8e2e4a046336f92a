import {
  type ChatMessage,
  DISCUSSION_REFS,
  MESSAGE_PAGE_SIZE,
  type MessageCreate,
  type MessagePatch,
  type UnreadCounts,
} from '@alumni/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { onCommit } from '../../platform/school-scope.ts';
import { attachmentsOf } from './attachments.ts';
import type { ChatDeps } from './conversations.service.ts';
import { removeMessageForEveryone } from './message-removal.ts';
import { type OwnConversation, participantConversation, writability } from './policy.ts';
import { type MessageRow, presentMessage } from './presenters.ts';
import {
  appendMessage,
  changeFrame,
  findMessage,
  nextSeq,
  participantIds,
  publishChange,
  type RecipientUnread,
  selectMessages,
  unreadCounts,
  unreadTotals,
} from './store.ts';
import { conversationView } from './views.ts';

/**
 * A conversation's messages (docs/areas/discussions.md "API", "Transport"): the thread by
 * pages, sending once per `client_id`, editing and deleting one's own, and read receipts.
 * Each change is published to the participants' sockets and their unread counts to their
 * streams once it is committed.
 */

/**
 * A page of the thread, newest first: `page_size` (default 30) messages with `seq` below
 * `before`. `next` is the `before` of the older page, or null. 404 when not a participant.
 */
export async function listMessages(
  db: Db,
  actor: Actor,
  id: number,
  query: { before?: number; page_size?: number },
  deps: ChatDeps,
): Promise<{ next: string | null; results: ChatMessage[] }> {
  await participantConversation(db, actor, id);
  const limit = query.page_size ?? MESSAGE_PAGE_SIZE;
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.schoolId, actor.school.id),
        eq(messages.conversationId, id),
        query.before === undefined ? undefined : lt(messages.seq, query.before),
      ),
    )
    .orderBy(desc(messages.seq))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    next: rows.length > limit && last ? String(last.seq) : null,
    results: shown.map((row) => presentMessage(row, deps.mediaUrl)),
  };
}

/**
 * Whether someone in the conversation may still be written to by the actor: 403 `blocked`
 * (a direct conversation whose other is blocked either way) or `cannotWrite` (nobody left who
 * is an active member).
 */
async function requireSomeoneToWrite(
  db: Db,
  actor: Actor,
  row: OwnConversation,
  deps: ChatDeps,
): Promise<void> {
  const view = await conversationView(db, actor.school.id, actor.user.id, row, deps.mediaUrl);
  if (view.can_write) return;
  const states = await writability(
    db,
    actor,
    view.participants.map((p) => p.id),
  );
  if (row.kind === 'direct' && [...states.values()].includes('blocked')) {
    throw forbidden(DISCUSSION_REFS.blocked);
  }
  throw forbidden(DISCUSSION_REFS.cannotWrite);
}

/**
 * Publishes a change once committed: the frame to every participant's sockets, and to each
 * of `recipients` their new unread counts (total and this conversation's).
 */
async function publishAfterCommit(
  db: Db,
  actor: Actor,
  message: ChatMessage,
  recipients: readonly RecipientUnread[],
  deps: ChatDeps,
): Promise<void> {
  const userIds = await participantIds(db, message.conversation_id);
  const totals = await unreadTotals(
    db,
    actor.school.id,
    recipients.map((r) => r.userId),
  );
  const unread = recipients.map((r) => ({ ...r, unread: totals.get(r.userId) ?? 0 }));
  onCommit(() => {
    void publishChange(
      deps.bus,
      {
        schoolId: actor.school.id,
        userIds,
        frame: changeFrame(message),
        conversationId: message.conversation_id,
        unread,
      },
      (error) => deps.log.warn({ err: error }, 'chat publication failed'),
    );
  });
}

/**
 * Sends a message: its attachments must be the actor's own unused uploads; stored once per
 * `client_id` (a repeat answers the stored message, `created: false`, and publishes nothing).
 * 404 when not a participant; 403 when nobody in it may be written to (a block, members gone);
 * 400 `{"attachments"}` for an unknown upload.
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  id: number,
  input: MessageCreate,
  deps: ChatDeps & { mediaRoot: string },
): Promise<{ message: ChatMessage; created: boolean }> {
  const row = await participantConversation(db, actor, id);
  const [repeat] = await selectMessages(db).where(
    and(
      eq(messages.conversationId, id),
      eq(messages.senderId, actor.user.id),
      eq(messages.clientId, input.client_id),
    ),
  );
  if (repeat) return { message: presentMessage(repeat, deps.mediaUrl), created: false };
  await requireSomeoneToWrite(db, actor, row, deps);
  const attachments = await attachmentsOf(db, actor, input.attachments, deps.mediaRoot);
  const written = await appendMessage(db, {
    schoolId: actor.school.id,
    conversationId: id,
    senderId: actor.user.id,
    body: input.body,
    attachments,
    clientId: input.client_id,
  });
  const message = presentMessage(written.message, deps.mediaUrl);
  if (written.created) await publishAfterCommit(db, actor, message, written.recipients, deps);
  return { message, created: written.created };
}

/** The actor's own message `messageId` of conversation `id`: 404 unknown, 403 someone else's. */
async function ownMessage(
  db: Db,
  actor: Actor,
  id: number,
  messageId: number,
): Promise<MessageRow> {
  await participantConversation(db, actor, id);
  const row = await findMessage(db, actor.school.id, id, messageId);
  if (!row) throw notFound();
  if (row.senderId !== actor.user.id) throw forbidden(DISCUSSION_REFS.notOwnMessage);
  return row;
}

/**
 * Edits one's own message: its text, marked edited, with a new change number. 400 `{"body"}`
 * when it would be empty without an attachment, `{"detail"}` for a deleted message; 403
 * someone else's; 404.
 */
export async function editMessage(
  db: Db,
  actor: Actor,
  id: number,
  messageId: number,
  input: MessagePatch,
  deps: ChatDeps,
): Promise<ChatMessage> {
  const row = await ownMessage(db, actor, id, messageId);
  if (row.deletedAt) throw badRequest({ detail: DISCUSSION_REFS.messageDeleted });
  if (input.body === '' && row.attachments.length === 0) {
    throw badRequest({ body: [DISCUSSION_REFS.emptyMessage] });
  }
  if (input.body === row.body) return presentMessage(row, deps.mediaUrl);
  const updated = await db.transaction(async (tx) => {
    const seq = await nextSeq(tx, id);
    await tx
      .update(messages)
      .set({ body: input.body, editedAt: sql`now()`, changeSeq: seq })
      .where(eq(messages.id, messageId));
    return findMessage(tx, actor.school.id, id, messageId);
  });
  if (!updated) throw notFound();
  const message = presentMessage(updated, deps.mediaUrl);
  await publishAfterCommit(db, actor, message, [], deps);
  return message;
}

/**
 * Deletes one's own message: its text and attachments are gone (files removed once
 * committed), its place stays, a new change number tells every socket; the unread count of
 * each participant who had not read it goes down by one (never below 0). A message deleted
 * already is answered as it is. 403 someone else's; 404.
 */
export async function deleteMessage(
  db: Db,
  actor: Actor,
  id: number,
  messageId: number,
  deps: ChatDeps & { mediaRoot: string },
): Promise<ChatMessage> {
  await ownMessage(db, actor, id, messageId);
  // The same deletion as moderation's, under the conversation's row lock: two deletions at
  // once take one number and lower the unread counts once.
  await db.transaction((tx) => removeMessageForEveryone(tx, actor.school.id, messageId, deps));
  const row = await findMessage(db, actor.school.id, id, messageId);
  if (!row) throw notFound();
  return presentMessage(row, deps.mediaUrl);
}

/**
 * Reads conversation `id` up to `seq`: never backwards nor past its last change
 * (`greatest(old, least(seq, last_seq))`), the unread count recomputed exactly (messages of
 * others above it, not deleted). The conversation's row is held in share mode meanwhile, so
 * no message is being written during the count. Once committed, a `read` frame goes to every
 * participant's sockets and the reader's streams get their counts (their other devices clear
 * the badge). Returns the reader's unread counts; 404 when not a participant.
 */
export async function readConversation(
  db: Db,
  actor: Actor,
  id: number,
  seq: number,
  deps: ChatDeps,
): Promise<UnreadCounts> {
  const before = await participantConversation(db, actor, id);
  const after = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${conversations} where id = ${id} for share`);
    const [row] = await tx
      .update(conversationParticipants)
      .set({
        lastReadSeq: sql`greatest(${conversationParticipants.lastReadSeq}, least(${seq}::int, (select c.last_seq from ${conversations} c where c.id = ${id})))`,
        unreadCount: sql`(select count(*)::int from ${messages} m where m.conversation_id = ${id} and m.sender_id is distinct from ${actor.user.id} and m.deleted_at is null and m.seq > greatest(${conversationParticipants.lastReadSeq}, least(${seq}::int, (select c.last_seq from ${conversations} c where c.id = ${id}))))`,
      })
      .where(
        and(
          eq(conversationParticipants.conversationId, id),
          eq(conversationParticipants.userId, actor.user.id),
        ),
      )
      .returning({
        lastReadSeq: conversationParticipants.lastReadSeq,
        unreadCount: conversationParticipants.unreadCount,
      });
    return row;
  });
  if (!after) throw notFound();
  const counts = await unreadCounts(db, actor.school.id, actor.user.id);
  if (after.lastReadSeq !== before.lastReadSeq || after.unreadCount !== before.unreadCount) {
    const userIds = await participantIds(db, id);
    onCommit(() => {
      void publishChange(
        deps.bus,
        {
          schoolId: actor.school.id,
          userIds,
          frame: {
            type: 'read',
            conversation_id: id,
            user_id: actor.user.id,
            seq: after.lastReadSeq,
          },
          conversationId: id,
          unread: [
            {
              userId: actor.user.id,
              unread: counts.unread,
              conversationUnread: after.unreadCount,
            },
          ],
        },
        (error) => deps.log.warn({ err: error }, 'chat publication failed'),
      );
    });
  }
  return counts;
}
