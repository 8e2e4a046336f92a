import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { revokeUserTokens } from '../../platform/user-tokens.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { queueInvitations } from '../imports/index.ts';
import { bulkMember, skipped } from './members.ts';

/**
 * Invitations and new links in bulk (issue 34 item 1; spec 2 §6 "invite, regenerate tokens";
 * spec 1 §5 "new invitations only for inactive users"). `invite`: each member whose account is
 * not activated gets a new activation link by e-mail (the import's invitation, imports'
 * queueInvitations; older links stay valid until they expire). `regenerate_tokens`: their
 * unspent activation links are revoked first (platform/user-tokens.ts revokeUserTokens), then
 * the new one is sent, the only way to hand over a link whose clear token is never stored.
 * Token and e-mail are written in the member's savepoint, the e-mail keyed by operation and
 * member: a resumed run never mails anyone twice.
 */

export interface BulkInvitationDeps {
  mailer: Mailer;
  /** Where links in e-mails point: the school's public origin. */
  schoolOrigin: (school: SchoolRow) => string;
}

/** The tables an invitation writes. */
export const INVITATION_TABLES = ['user_tokens'] as const;

/** Starts `invite` or `regenerate_tokens` on the body's members. Returns the operation's id. */
export async function startInvitations(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  kind: 'invite' | 'regenerate_tokens',
  input: {
    user_ids?: number[] | undefined;
    filters?: Parameters<typeof resolveBulkTarget>[2]['filters'];
  },
): Promise<number> {
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind,
    createdBy: actor.authUser.id,
    params: { target },
    targetIds: ids,
  });
  return op.id;
}

/**
 * One member's invitation, in the runner's savepoint: `not_member`, `already_active` (their
 * account is activated: nothing to invite), otherwise (after revoking the older links when
 * `revoke`) a new activation token and its e-mail queued.
 */
export async function inviteMember(
  ctx: BulkMemberContext<unknown>,
  deps: BulkInvitationDeps,
  revoke: boolean,
): Promise<BulkMemberResult> {
  const { db, schoolId, userId } = ctx;
  const member = await bulkMember(db, schoolId, userId);
  if (!member) return skipped('not_member');
  if (member.isActive) return skipped('already_active');
  const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
  if (!school) return skipped('not_member');
  if (revoke) {
    await revokeUserTokens(db, { userId, schoolId, purpose: 'activation', now: new Date() });
  }
  await queueInvitations(db, deps.mailer, school, [member], {
    origin: deps.schoolOrigin(school),
    keyOf: (invitee) => `bulk:${ctx.operationId}:invite:${invitee.id}`,
  });
  return { outcome: 'done' };
}

/** Registers the `invite` and `regenerate_tokens` kinds with the runner. */
export function registerInvitations(bulk: BulkOperations, deps: BulkInvitationDeps): void {
  bulk.register('invite', (ctx) => inviteMember(ctx, deps, false), { tables: INVITATION_TABLES });
  bulk.register('regenerate_tokens', (ctx) => inviteMember(ctx, deps, true), {
    tables: INVITATION_TABLES,
  });
}
