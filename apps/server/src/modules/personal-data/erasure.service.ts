import { erasureDueAt, isSuperUser, PERSONAL_DATA_MESSAGES, ROLE } from '@alumni/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { erasureRequests, schools, userRoles, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import { schoolLocale } from '../../platform/public-url.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withAllSchools } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { eraseMember } from './erasure.ts';
import { removeFiles, removeMemberFolders } from './media-keys.ts';
import { erasureWords, mailMember, notifyMember, type Tell } from './tell.ts';

/**
 * Erasure requests (issue 34 item 6; docs/areas/personal-data.md "Erasure"): a member asks the
 * erasure of their account, an admin that of a member of the school; either waits
 * ERASURE_GRACE_DAYS, cancellable meanwhile, then the `personal-data.erase` job (sent with the
 * request, to start at its date, keyed by it) runs it once: the request moves from pending to
 * done in the erasure's own transaction, so a repeated or late job finds nothing to do.
 */

export const ERASE_JOB = 'personal-data.erase';

export type ErasureRow = typeof erasureRequests.$inferSelect;

/** The member's pending erasure (from any school's host: their own account), or null. */
export async function pendingErasure(db: Db, userId: number): Promise<ErasureRow | null> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.userId, userId), eq(erasureRequests.status, 'pending')));
  return row ?? null;
}

interface Scheduling {
  db: Db;
  queue: JobQueue;
  tell: Omit<Tell, 'db' | 'school' | 'member'>;
  log: { debug(obj: object): void };
}

/** Stores a pending erasure, its job at the due date, the member's notification and mail. */
async function schedule(
  s: Scheduling,
  actor: Actor,
  member: { id: number; email: string; firstName: string },
  scope: 'account' | 'school',
): Promise<ErasureRow> {
  const now = new Date();
  const [row] = await s.db
    .insert(erasureRequests)
    .values({
      schoolId: actor.school.id,
      userId: member.id,
      requestedBy: actor.authUser.id,
      scope,
      dueAt: erasureDueAt(now),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(PERSONAL_DATA_MESSAGES[actor.locale].erasurePending);
  await s.queue.send(
    ERASE_JOB,
    { requestId: row.id },
    { key: `erase:${row.id}`, startAfter: row.dueAt },
  );
  const byAdmin = member.id !== actor.authUser.id;
  const tell = { ...s.tell, db: s.db, school: actor.school, member };
  await notifyMember(tell, 'erasure_scheduled', {
    erasure_id: row.id,
    due_at: row.dueAt.toISOString(),
    by_admin: byAdmin,
  });
  await mailMember(tell, `erasure:${row.id}`, erasureWords(actor.school, row.dueAt, byAdmin));
  return row;
}

/** The member asks the erasure of their own account; 409 when one is pending. */
export function requestOwnErasure(s: Scheduling, actor: Actor): Promise<ErasureRow> {
  const { id, email, firstName } = actor.authUser;
  return schedule(s, actor, { id, email, firstName }, 'account');
}

/** The member cancels the erasure they asked; 404 when none of theirs is pending. */
export async function cancelOwnErasure(db: Db, actor: Actor): Promise<void> {
  const [row] = await db
    .update(erasureRequests)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(
      and(
        eq(erasureRequests.userId, actor.authUser.id),
        eq(erasureRequests.requestedBy, actor.authUser.id),
        eq(erasureRequests.status, 'pending'),
      ),
    )
    .returning({ id: erasureRequests.id });
  if (!row) throw notFound(PERSONAL_DATA_MESSAGES[actor.locale].noPendingErasure);
}

/**
 * An admin asks the erasure of member `memberId` of the school: their whole account when this
 * school alone holds them, else their presence here (`school` scope). 404 when they hold no
 * role here; 403 for the admin themselves and for a super user or (unless a super user asks)
 * another admin of the school; 409 when one is pending.
 */
export async function requestMemberErasure(
  s: Scheduling,
  actor: Actor,
  memberId: number,
): Promise<ErasureRow> {
  const m = PERSONAL_DATA_MESSAGES[actor.locale];
  const roles = await s.db
    .select({ schoolId: userRoles.schoolId, role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, memberId));
  const here = roles.filter((r) => r.schoolId === actor.school.id);
  if (!here.length) throw notFound();
  if (memberId === actor.authUser.id) throw forbidden(m.selfErasure);
  const [member] = await s.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, su: users.isSuperuser })
    .from(users)
    .where(eq(users.id, memberId));
  if (!member) throw notFound();
  const adminHere = here.some((r) => r.role === ROLE.SchoolAdmin);
  if (member.su || (adminHere && !isSuperUser(actor.user))) throw forbidden(m.privilegedMember);
  // Other schools' roles are behind the tenancy wall: one logged step across schools.
  const elsewhere = await withAllSchools(
    s.db,
    'personal-data erasure scope',
    (entry) => s.log.debug({ audit: 'all-schools', ...entry, member: memberId }),
    (tx) => otherSchoolsHold(tx, memberId, actor.school.id),
  );
  return schedule(s, actor, member, elsewhere ? 'school' : 'account');
}

/** The admin cancels the pending erasure an admin asked for member `memberId`; 404 otherwise. */
export async function cancelMemberErasure(db: Db, actor: Actor, memberId: number): Promise<void> {
  const [row] = await db
    .update(erasureRequests)
    .set({ status: 'cancelled', cancelledAt: new Date() })
    .where(
      and(
        eq(erasureRequests.userId, memberId),
        eq(erasureRequests.schoolId, actor.school.id),
        ne(erasureRequests.requestedBy, memberId),
        eq(erasureRequests.status, 'pending'),
      ),
    )
    .returning({ id: erasureRequests.id });
  if (!row) throw notFound(PERSONAL_DATA_MESSAGES[actor.locale].noPendingErasure);
}

/** Whether a school other than `schoolId` holds a role of the member (the catalogue's reach). */
async function otherSchoolsHold(db: Db, userId: number, schoolId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from user_roles where user_id = ${userId} and school_id <> ${schoolId} and refused_at is null) as held`,
  )) as unknown as { rows: { held: boolean }[] };
  return result.rows[0]?.held === true;
}

export interface ErasureRuntime {
  db: Db;
  mediaRoot: string;
  log: { debug(obj: object): void };
}

/**
 * The erasure job: claims request `requestId` if still pending and due, and erases in the same
 * transaction (across schools, logged); then removes the files of the rows it erased. An
 * account erasure whose member joined another school meanwhile erases this school's presence
 * only. Returns whether it ran.
 */
export async function runErasure(
  rt: ErasureRuntime,
  job: { requestId: number },
  now = new Date(),
): Promise<boolean> {
  const outcome = await withAllSchools(
    rt.db,
    'personal-data erasure',
    (entry) => rt.log.debug({ audit: 'all-schools', ...entry, erasure: job.requestId }),
    async (tx) => {
      const [claimed] = await tx
        .update(erasureRequests)
        .set({ status: 'done', doneAt: now })
        .where(
          and(
            eq(erasureRequests.id, job.requestId),
            eq(erasureRequests.status, 'pending'),
            sql`${erasureRequests.dueAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      if (!claimed) return null;
      const [school] = await tx.select().from(schools).where(eq(schools.id, claimed.schoolId));
      const locale = school ? schoolLocale(school) : 'fr';
      const whole =
        claimed.scope === 'account' &&
        !(await otherSchoolsHold(tx, claimed.userId, claimed.schoolId));
      const keys = await eraseMember(
        tx,
        whole
          ? { userId: claimed.userId, scope: 'account' }
          : { userId: claimed.userId, scope: 'school', schoolId: claimed.schoolId },
        locale,
      );
      if (!whole && claimed.scope === 'account') {
        await tx
          .update(erasureRequests)
          .set({ scope: 'school' })
          .where(eq(erasureRequests.id, claimed.id));
      }
      return { keys, whole, userId: claimed.userId, school: school as SchoolRow | undefined };
    },
  );
  if (!outcome) return false;
  await removeFiles(rt.mediaRoot, outcome.keys);
  if (outcome.whole) await removeMemberFolders(rt.mediaRoot, outcome.userId);
  return true;
}

/** The erasures due and still pending (a job lost with its queue), for the sweep. */
export async function dueErasures(rt: ErasureRuntime, now = new Date()): Promise<number[]> {
  return withAllSchools(
    rt.db,
    'personal-data erasure sweep',
    (entry) => rt.log.debug({ audit: 'all-schools', ...entry }),
    async (tx) =>
      (
        await tx
          .select({ id: erasureRequests.id })
          .from(erasureRequests)
          .where(
            and(
              eq(erasureRequests.status, 'pending'),
              sql`${erasureRequests.dueAt} <= ${now.toISOString()}::timestamptz`,
            ),
          )
      ).map((r) => r.id),
  );
}
