import { directKey, type MassMessage } from '@alumni/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  conversationParticipants,
  conversations,
  userRoles,
  userSchoolSettings,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { jobIdOf } from '../../platform/queue.ts';
import { onCommit } from '../../platform/school-scope.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { blockedEitherWay } from './policy.ts';
import { presentMessage } from './presenters.ts';
import { appendMessage, changeFrame, publishChange, unreadTotals } from './store.ts';

/**
 * Mass messages (issue 32 item 5; spec 2 §6 "School admins … mass-message"): an admin writes
 * one message to many members, each getting it in their direct conversation with the admin,
 * as a bulk operation (platform/bulk-operations.ts) of kind `mass_message`. Per member, in the
 * runner's savepoint: skipped when they are no longer a member (`not_member`), inactive
 * (`inactive`), refused mass messages (their school setting `mass_chat_reception` off:
 * `refused_mass_messages`), or a block exists either way (`blocked`); otherwise the direct
 * conversation (created if need be, race-safe on its `direct_key`) and the message, with a
 * `client_id` derived from (operation, member): a retried job never sends it twice.
 */

/** What a mass message operation keeps (its `params`). */
export interface MassMessageParams {
  body: string;
}

/**
 * Starts a mass message: resolves the members (a selection or the admin directory's filters,
 * 400 when nobody), stores the operation and queues its job in the request's transaction.
 * Returns the operation's id.
 */
export async function startMassMessage(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: MassMessage,
): Promise<number> {
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'mass_message',
    createdBy: actor.authUser.id,
    params: { body: input.body, target },
    targetIds: ids,
  });
  return op.id;
}

/** The client id of one member's message of one operation: a UUID, the same on every run. */
export const massMessageClientId = (operationId: number, userId: number) =>
  jobIdOf('mass-message', `${operationId}:${userId}`);

/** Why `userId` cannot get the admin's message in `schoolId`, or null when they can. */
async function unreachable(
  db: Db,
  schoolId: number,
  adminId: number,
  userId: number,
): Promise<BulkMemberResult | null> {
  const [member] = await db
    .select({
      userActive: users.isActive,
      roleActive: sql<boolean>`bool_or(${userRoles.isActive} and ${userRoles.refusedAt} is null)`,
      accepts: sql<boolean>`coalesce(bool_and(${userSchoolSettings.massChatReception}), true)`,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.schoolId, schoolId)))
    .leftJoin(
      userSchoolSettings,
      and(eq(userSchoolSettings.userId, users.id), eq(userSchoolSettings.schoolId, schoolId)),
    )
    .where(and(eq(users.id, userId), isNull(userRoles.refusedAt)))
    .groupBy(users.id);
  if (!member) return { outcome: 'skipped', reason: 'not_member' };
  if (!member.userActive || !member.roleActive) return { outcome: 'skipped', reason: 'inactive' };
  if (!member.accepts) return { outcome: 'skipped', reason: 'refused_mass_messages' };
  // A block is an accepted user report, by either of the two of the other (spec 1 §4 Reports).
  const [block] = await db
    .select({ blocked: blockedEitherWay(schoolId, adminId, userId).mapWith(Boolean) })
    .from(users)
    .where(eq(users.id, userId));
  if (block?.blocked) return { outcome: 'skipped', reason: 'blocked' };
  return null;
}

/**
 * The direct conversation of `a` and `b` in `schoolId`, created with both as participants
 * when there is none: the insert yields to a concurrent one on the unique `direct_key`.
 */
async function directConversation(db: Db, schoolId: number, a: number, b: number) {
  const key = directKey(a, b);
  const [created] = await db
    .insert(conversations)
    .values({ schoolId, kind: 'direct', createdBy: a, directKey: key })
    .onConflictDoNothing({
      target: [conversations.schoolId, conversations.directKey],
      where: sql`${conversations.directKey} is not null`,
    })
    .returning({ id: conversations.id });
  const id =
    created?.id ??
    (
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.schoolId, schoolId), eq(conversations.directKey, key)))
    )[0]?.id;
  if (id === undefined) throw new Error(`direct conversation ${key} neither created nor found`);
  await db
    .insert(conversationParticipants)
    .values([a, b].map((userId) => ({ conversationId: id, userId, schoolId })))
    .onConflictDoNothing();
  return id;
}

/**
 * One member's part of a mass message, in `ctx.db` (the runner's savepoint; the seed's
 * transaction): why they are not reached, or their message written once (a repeated run finds
 * it by its client id: `sent.created` false). No live publication here.
 */
export async function massMessageMember(ctx: BulkMemberContext<MassMessageParams>): Promise<{
  result: BulkMemberResult;
  sent?: Awaited<ReturnType<typeof appendMessage>> & { conversationId: number; adminId: number };
}> {
  const { db, schoolId, userId } = ctx;
  const adminId = ctx.createdBy;
  // The admin's account is gone: nobody can send on their behalf.
  if (adminId === null) return { result: { outcome: 'failed', reason: 'error' } };
  if (adminId === userId) return { result: { outcome: 'skipped', reason: 'self' } };
  const refusal = await unreachable(db, schoolId, adminId, userId);
  if (refusal) return { result: refusal };
  const conversationId = await directConversation(db, schoolId, adminId, userId);
  const sent = await appendMessage(db, {
    schoolId,
    conversationId,
    senderId: adminId,
    body: ctx.params.body,
    attachments: [],
    clientId: massMessageClientId(ctx.operationId, userId),
  });
  return { result: { outcome: 'done' }, sent: { ...sent, conversationId, adminId } };
}

/**
 * Registers the `mass_message` kind's per-member effect. Once the member's message is
 * committed, it goes to their sockets and their unread counter (as any message does).
 */
export function registerMassMessages(
  bulk: BulkOperations,
  deps: { bus: EventBus; mediaUrl: MediaUrl; log: FastifyBaseLogger },
): void {
  bulk.register<MassMessageParams & Record<string, unknown>>(
    'mass_message',
    async (ctx: BulkMemberContext<MassMessageParams>) => {
      const { result, sent } = await massMessageMember(ctx);
      if (sent?.created) {
        const { db, schoolId, userId } = ctx;
        const { adminId, conversationId } = sent;
        const totals = await unreadTotals(db, schoolId, [userId]);
        const frame = changeFrame(presentMessage(sent.message, deps.mediaUrl));
        const unread = sent.recipients.map((r) => ({
          userId: r.userId,
          unread: totals.get(r.userId) ?? 0,
          conversationUnread: r.conversationUnread,
        }));
        onCommit(() => {
          void publishChange(
            deps.bus,
            { schoolId, userIds: [adminId, userId], frame, conversationId, unread },
            (error) => deps.log.warn({ err: error }, 'mass message: live publication failed'),
          );
        });
      }
      return result;
    },
  );
}
