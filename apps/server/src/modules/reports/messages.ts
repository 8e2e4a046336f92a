import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversationParticipants, messages, users } from '../../db/schema/index.ts';

/**
 * Reports of messages (issue 32 item 6 "messages can be reported (reports module)"): what a
 * member may report of the discussions, and what moderators are shown of it. Read here as the
 * reports read the posts they name (service.ts): only the reported message and the names of
 * its conversation's participants, never the rest of the conversation
 * (docs/areas/discussions.md "Moderation").
 */

/** A member as a report names them. */
export interface ReportPerson {
  id: number;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/**
 * The message `messageId` of `schoolId` as a member reporting it reaches it: a message not
 * deleted, whose sender's account still exists, in a conversation `viewerId` takes part in;
 * else null (not found: one cannot tell another conversation's message from none). The
 * message's row is locked until the request's transaction ends, so that its report and a
 * moderator's decision deleting it take turns.
 */
export async function findReportableMessage(
  db: Db,
  opts: { schoolId: number; viewerId: number; messageId: number },
): Promise<{ id: number; senderId: number } | null> {
  const [row] = await db
    .select({ id: messages.id, senderId: messages.senderId })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, opts.viewerId),
      ),
    )
    .where(
      and(
        eq(messages.id, opts.messageId),
        eq(messages.schoolId, opts.schoolId),
        isNull(messages.deletedAt),
        isNotNull(messages.senderId),
      ),
    )
    .for('update', { of: messages })
    .limit(1);
  return row?.senderId ? { id: row.id, senderId: row.senderId } : null;
}

/**
 * The participants of each of `conversationIds`, by name (first then last), as a map from the
 * conversation's id: what a moderator is shown of a reported message's conversation.
 */
export async function participantsOf(
  db: Db,
  schoolId: number,
  conversationIds: number[],
): Promise<Map<number, ReportPerson[]>> {
  const byConversation = new Map<number, ReportPerson[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        eq(conversationParticipants.schoolId, schoolId),
        inArray(conversationParticipants.conversationId, conversationIds),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  for (const { conversationId, ...person } of rows) {
    const list = byConversation.get(conversationId) ?? [];
    list.push(person);
    byConversation.set(conversationId, list);
  }
  return byConversation;
}
