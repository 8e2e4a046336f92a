import { type BulkBadges, VALIDATION_REFS } from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schoolBadges, userBadges } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import { badRequest } from '../../platform/errors.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { bulkMember, skipped } from './members.ts';

/**
 * Giving badges in bulk (issue 34 item 1; spec 2 §6 "give badges"), kind `give_badges`: each
 * member of the school, in any state, gets the school's badges `badges` (modules/badges'
 * holdings, one row per member and badge; a badge held already stays as it was).
 */

/** What a badge operation keeps (its `params`). */
export interface BulkBadgesParams {
  badges: number[];
}

/** The table a badge operation writes. */
export const BADGE_TABLES = ['user_badges'] as const;

/**
 * Starts giving `input.badges`: 400 `{"badges"}` unless each is one of the school's badges,
 * then the members resolved and the operation queued. Returns its id.
 */
export async function startGiveBadges(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: BulkBadges,
): Promise<number> {
  const badges = [...new Set(input.badges)].sort((a, b) => a - b);
  const found = await db
    .select({ id: schoolBadges.id })
    .from(schoolBadges)
    .where(and(eq(schoolBadges.schoolId, actor.school.id), inArray(schoolBadges.id, badges)));
  if (found.length !== badges.length) throw badRequest({ badges: [VALIDATION_REFS.invalidChoice] });
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'give_badges',
    createdBy: actor.authUser.id,
    params: { badges, target },
    targetIds: ids,
  });
  return op.id;
}

/**
 * One member's badges, in the runner's savepoint: `not_member`, `has_badges` (held every one
 * already), otherwise the missing ones given (a badge deleted meanwhile is not given: the
 * insert reads the school's badges).
 */
export async function giveBadgesMember(
  ctx: BulkMemberContext<BulkBadgesParams>,
): Promise<BulkMemberResult> {
  const { db, schoolId, userId } = ctx;
  const member = await bulkMember(db, schoolId, userId);
  if (!member) return skipped('not_member');
  const live = await db
    .select({ id: schoolBadges.id })
    .from(schoolBadges)
    .where(and(eq(schoolBadges.schoolId, schoolId), inArray(schoolBadges.id, ctx.params.badges)));
  if (!live.length) return skipped('has_badges');
  const given = await db
    .insert(userBadges)
    .values(live.map((b) => ({ userId, badgeId: b.id, schoolId, givenBy: ctx.createdBy })))
    .onConflictDoNothing()
    .returning({ badgeId: userBadges.badgeId });
  return given.length ? { outcome: 'done' } : skipped('has_badges');
}

/** Registers the `give_badges` kind with the runner. */
export function registerGiveBadges(bulk: BulkOperations): void {
  bulk.register<BulkBadgesParams>('give_badges', giveBadgesMember, { tables: BADGE_TABLES });
}
