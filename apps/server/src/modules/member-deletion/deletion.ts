import {
  DUPLICATE_REFS,
  type MemberContentChoice,
  type MemberDeletion,
  type MemberDeletionPreview,
  ROLE,
} from '@alumni/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import { badRequest, HttpError } from '../../platform/errors.ts';
import {
  deleteOwnedContent,
  ownedContentCounts,
  reassignOwnedContent,
  removeSchoolRows,
} from '../../platform/member-reference-moves.ts';
import { withAllSchools } from '../../platform/school-scope.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { recountGroupMembers } from '../duplicates/index.ts';
import { assertKeepsAnAdmin } from '../schools/index.ts';

/**
 * Deletion of members (issue 34 item 1; spec 1 §5 "Mass delete with content conflict: choose
 * delete or reassign; the reassignment target must be a different user", spec 2 §8 "Mass
 * deletion blocked when users own content"), a bulk operation of kind `delete`. Per member, in
 * the runner's savepoint: the admin who started it is skipped (`self`), a member no longer in
 * the school (`not_member`), the school's last active admin (`last_admin`, through
 * assertKeepsAnAdmin), a member owning content when the request said nothing of it
 * (`owns_content`); otherwise their content in the school is deleted or given to the heir,
 * their rows of the school go (roles, school settings, registrations, likes…:
 * platform/member-reference-moves.ts `removeSchoolRows`), and their account too when they
 * belong to no other school (never a super user's).
 */

/** What a deletion keeps (its `params`). */
export interface MemberDeletionParams {
  content: MemberContentChoice | null;
  reassignTo: number | null;
}

/** The user is an active member of `schoolId` (active account and an active role there). */
async function isActiveMember(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.isActive, true),
        isNull(userRoles.refusedAt),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Starts a deletion: resolves the members (a selection or the admin directory's filters, 400
 * when nobody), checks the heir (400 `{"reassign_to"}` unless an active member of the school
 * other than those deleted), stores the operation and queues its job in the request's
 * transaction. Returns the operation's id.
 */
export async function startMemberDeletion(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: MemberDeletion,
): Promise<number> {
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const heir = input.content === 'reassign' ? (input.reassign_to ?? null) : null;
  if (heir !== null && (ids.includes(heir) || !(await isActiveMember(db, actor.school.id, heir)))) {
    throw badRequest({ reassign_to: [DUPLICATE_REFS.reassignDifferent] });
  }
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'delete',
    createdBy: actor.authUser.id,
    params: { content: input.content ?? null, reassignTo: heir, target },
    targetIds: ids,
  });
  return op.id;
}

/**
 * What deleting the members would meet (the dialog asks before starting): how many they are,
 * how many own content in the school, whether the admin is among them, and 1 in `last_admins`
 * when they are every active admin of the school (one is kept).
 */
export async function previewMemberDeletion(
  db: Db,
  actor: Actor,
  input: Pick<MemberDeletion, 'user_ids' | 'filters'>,
): Promise<MemberDeletionPreview> {
  const { ids } = await resolveBulkTarget(db, actor, input);
  const owners = await ownedContentCounts(db, actor.school.id, ids);
  const admins = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        eq(userRoles.schoolId, actor.school.id),
        eq(userRoles.role, ROLE.SchoolAdmin),
        eq(userRoles.isActive, true),
        eq(users.isActive, true),
      ),
    );
  const self = actor.authUser.id;
  const remaining = admins.filter((a) => a.userId === self || !ids.includes(a.userId)).length;
  return {
    total: ids.length,
    owning_content: owners.size,
    includes_self: ids.includes(self),
    last_admins: admins.length > 0 && remaining === 0 ? 1 : 0,
  };
}

/** Whether `error` is the admin guard's refusal (409 from assertKeepsAnAdmin). */
const isLastAdminRefusal = (error: unknown) =>
  error instanceof HttpError && error.statusCode === 409;

/**
 * One member's deletion, in `ctx.db` (the runner's savepoint): why they are not deleted, or
 * their content handled, their rows of the school removed and, when they belong to no other
 * school, their account deleted.
 */
export async function deleteMember(
  ctx: BulkMemberContext<MemberDeletionParams>,
  log: FastifyBaseLogger,
): Promise<BulkMemberResult> {
  const { db, schoolId, userId, params } = ctx;
  if (userId === ctx.createdBy) return { outcome: 'skipped', reason: 'self' };
  const roles = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.schoolId, schoolId)));
  if (!roles.length) return { outcome: 'skipped', reason: 'not_member' };
  const owns = (await ownedContentCounts(db, schoolId, [userId])).size > 0;
  const heir = params.content === 'reassign' ? params.reassignTo : null;
  if (owns) {
    if (!params.content) return { outcome: 'skipped', reason: 'owns_content' };
    // The heir left the school since the operation started: nobody to give the content to.
    if (params.content === 'reassign' && (heir === null || heir === userId)) {
      return { outcome: 'skipped', reason: 'owns_content' };
    }
    if (heir !== null && !(await isActiveMember(db, schoolId, heir))) {
      return { outcome: 'skipped', reason: 'owns_content' };
    }
  }
  try {
    await assertKeepsAnAdmin(
      db,
      schoolId,
      roles.map((r) => r.id),
    );
  } catch (error) {
    if (isLastAdminRefusal(error)) return { outcome: 'skipped', reason: 'last_admin' };
    throw error;
  }
  if (owns && heir !== null) await reassignOwnedContent(db, schoolId, userId, heir);
  else if (owns) await deleteOwnedContent(db, schoolId, userId);
  await removeSchoolRows(db, schoolId, userId);
  // Their roles elsewhere are behind the other schools' walls: one audited look across.
  const elsewhere = await withAllSchools(
    db,
    'member deletion: does the member belong to another school',
    (entry) => log.info({ audit: 'all-schools', ...entry, schoolId, userId }),
    (tx) =>
      tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), ne(userRoles.schoolId, schoolId)))
        .limit(1),
  );
  if (!elsewhere.length) {
    await db.delete(users).where(and(eq(users.id, userId), eq(users.isSuperuser, false)));
  }
  return { outcome: 'done' };
}

/**
 * Registers the `delete` kind: its per-member effect, and at the end the groups' member
 * counters recounted and the planner statistics of the tables it changed.
 */
export function registerMemberDeletion(bulk: BulkOperations, log: FastifyBaseLogger): void {
  bulk.register<MemberDeletionParams>('delete', (ctx) => deleteMember(ctx, log), {
    // Memberships went without the groups module's counter update: recount once at the end.
    finish: ({ db, schoolId }) => recountGroupMembers(db, schoolId),
    tables: ['users', 'user_roles', 'user_school_settings', 'group_members'],
  });
}
