import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, conversations, messages } from '../../db/schema/index.ts';
import { onCommit } from '../../platform/school-scope.ts';
import { removeAttachmentsAfterCommit } from './attachments.ts';
import type { DiscussionsOptions } from './options.ts';
import { presentMessage } from './presenters.ts';
import {
  changeFrame,
  findMessage,
  nextSeq,
  participantIds,
  publishChange,
  unreadTotals,
} from './store.ts';

/**
 * The one deletion of a message (issue 32 items 6, 7), by its sender (messages.service.ts
 * deleteMessage) or by moderation, a moderator having accepted a report of it
 * (modules/reports, domain event `message.removed`): text and attachments gone (files removed once
 * committed), its place kept, a new change number published to every participant's sockets
 * once committed, the unread count of each participant who had not read it down by one (never
 * below 0). Runs in the report decision's transaction.
 */

type RemovalDeps = Pick<DiscussionsOptions, 'bus' | 'mediaUrl' | 'mediaRoot'> & {
  log: Parameters<typeof removeAttachmentsAfterCommit>[2];
};

/**
 * Deletes message `messageId` of `schoolId` for everyone, whoever sent it; nothing when it is
 * deleted already or gone with its conversation. Returns whether it deleted it.
 */
export async function removeMessageForEveryone(
  db: Db,
  schoolId: number,
  messageId: number,
  deps: RemovalDeps,
): Promise<boolean> {
  const [target] = await db
    .select({ conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.schoolId, schoolId)));
  if (!target) return false;
  const { conversationId } = target;
  // The conversation's row lock first, as every change to it takes it (nextSeq), then the
  // message read under it: a deletion by its sender meanwhile is seen, and takes no number.
  await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  const row = await findMessage(db, schoolId, conversationId, messageId);
  if (!row || row.deletedAt) return false;
  const seq = await nextSeq(db, conversationId);
  await db
    .update(messages)
    .set({ body: '', attachments: [], deletedAt: sql`now()`, changeSeq: seq })
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt)));
  const recipients = await db
    .update(conversationParticipants)
    .set({ unreadCount: sql`greatest(${conversationParticipants.unreadCount} - 1, 0)` })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        row.senderId === null ? undefined : ne(conversationParticipants.userId, row.senderId),
        lt(conversationParticipants.lastReadSeq, row.seq),
      ),
    )
    .returning({
      userId: conversationParticipants.userId,
      conversationUnread: conversationParticipants.unreadCount,
    });
  const updated = await findMessage(db, schoolId, conversationId, messageId);
  if (!updated) return false;
  removeAttachmentsAfterCommit(deps.mediaRoot, row.attachments, deps.log);
  const userIds = await participantIds(db, conversationId);
  const totals = await unreadTotals(
    db,
    schoolId,
    recipients.map((r) => r.userId),
  );
  const frame = changeFrame(presentMessage(updated, deps.mediaUrl));
  const unread = recipients.map((r) => ({ ...r, unread: totals.get(r.userId) ?? 0 }));
  onCommit(() => {
    void publishChange(deps.bus, { schoolId, userIds, frame, conversationId, unread }, (error) =>
      deps.log.warn({ err: error }, 'chat publication failed'),
    );
  });
  return true;
}

/**
 * Subscribes the discussions to `message.removed` (an accepted message report): the message
 * is deleted for everyone in the decision's transaction. Registered by app.ts with the
 * discussions' options.
 */
export const messageRemovalPlugin: FastifyPluginAsync<
  Pick<DiscussionsOptions, 'bus' | 'mediaUrl' | 'mediaRoot'>
> = async (app, deps) => {
  app.domainEvents.on('message.removed', async ({ messageId }, { db, school }) => {
    await removeMessageForEveryone(db, school.id, messageId, { ...deps, log: app.log });
  });
};
