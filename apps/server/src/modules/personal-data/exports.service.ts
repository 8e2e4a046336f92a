import { exportExpiresAt, PERSONAL_DATA_MESSAGES } from '@alumni/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personalDataExports, schools, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { withAllSchools, withSchool } from '../../platform/school-scope.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { memberRows, writeExportArchive } from './export-archive.ts';
import { mediaFile, removeFiles } from './media-keys.ts';
import { exportReadyWords, mailMember, notifyMember, type Tell } from './tell.ts';

/**
 * Exports of a member's data (issue 34 item 6): asked in Settings → personal data, built by
 * the `personal-data.export` job (keyed by the export, so a repeated job builds one archive),
 * announced in the bell and by mail, downloaded by its owner signed in until it expires
 * (EXPORT_LINK_DAYS), when the `personal-data.expire` job removes the file.
 */

export const EXPORT_JOB = 'personal-data.export';
export const EXPIRE_JOB = 'personal-data.expire';

export type ExportRow = typeof personalDataExports.$inferSelect;

/** How many of the member's exports the settings list (newest first). */
const LISTED = 5;

/**
 * Asks a new export for the actor in their school: 202 with it pending; 409 while one is
 * being built (a unique index decides two asks at once).
 */
export async function requestExport(db: Db, actor: Actor, queue: JobQueue): Promise<ExportRow> {
  const [row] = await db
    .insert(personalDataExports)
    .values({ schoolId: actor.school.id, userId: actor.authUser.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(PERSONAL_DATA_MESSAGES[actor.locale].exportPending);
  await queue.send(
    EXPORT_JOB,
    { exportId: row.id, schoolId: row.schoolId },
    { key: `export:${row.id}` },
  );
  return row;
}

/** The actor's latest exports in this school, newest first. */
export function listExports(db: Db, actor: Actor): Promise<ExportRow[]> {
  return db
    .select()
    .from(personalDataExports)
    .where(
      and(
        eq(personalDataExports.schoolId, actor.school.id),
        eq(personalDataExports.userId, actor.authUser.id),
      ),
    )
    .orderBy(desc(personalDataExports.id))
    .limit(LISTED);
}

/**
 * The file of export `id` for its owner, signed in, while ready and unexpired: `{file, name}`;
 * 404 for anyone else's (another member, another school), a pending, failed or expired one.
 */
export async function exportFile(
  db: Db,
  actor: Actor,
  id: number,
  mediaRoot: string,
): Promise<{ file: string; name: string }> {
  const [row] = await db
    .select()
    .from(personalDataExports)
    .where(
      and(
        eq(personalDataExports.id, id),
        eq(personalDataExports.schoolId, actor.school.id),
        eq(personalDataExports.userId, actor.authUser.id),
        eq(personalDataExports.status, 'ready'),
        sql`${personalDataExports.expiresAt} > now()`,
      ),
    );
  const file = row?.fileKey ? await mediaFile(mediaRoot, row.fileKey) : null;
  if (!row || !file) throw notFound(PERSONAL_DATA_MESSAGES[actor.locale].exportUnavailable);
  const day = (row.readyAt ?? row.createdAt).toISOString().slice(0, 10);
  return { file, name: `${actor.school.subdomain}-personal-data-${day}.zip` };
}

export interface ExportRuntime {
  db: Db;
  queue: JobQueue;
  mediaRoot: string;
  tell: Omit<Tell, 'db' | 'school' | 'member'>;
  log: { debug(obj: object): void };
}

/**
 * The export job: builds the archive of a pending export, marks it ready with its expiry,
 * queues its removal at that date and tells the member. A repeated job finds it ready and
 * does nothing; a failure leaves it pending for the queue's retry.
 */
export async function runExport(rt: ExportRuntime, job: { exportId: number; schoolId: number }) {
  const row = await withSchool(rt.db, job.schoolId, async (tx) => {
    const [found] = await tx
      .select()
      .from(personalDataExports)
      .where(
        and(eq(personalDataExports.id, job.exportId), eq(personalDataExports.status, 'pending')),
      );
    return found;
  });
  if (!row) return;
  // The member's rows of every school: reading across schools is logged (school-scope.ts).
  const tables = await withAllSchools(
    rt.db,
    'personal-data export',
    (entry) => rt.log.debug({ audit: 'all-schools', ...entry, export: row.id }),
    (tx) => memberRows(tx, row.userId),
  );
  const archive = await writeExportArchive(
    rt.mediaRoot,
    { exportId: row.id, schoolId: row.schoolId, userId: row.userId, createdAt: row.createdAt },
    tables,
  );
  const won = await withSchool(rt.db, job.schoolId, async (tx) => {
    const readyAt = new Date();
    const expiresAt = exportExpiresAt(readyAt);
    const [ready] = await tx
      .update(personalDataExports)
      .set({ status: 'ready', fileKey: archive.key, size: archive.size, readyAt, expiresAt })
      .where(and(eq(personalDataExports.id, row.id), eq(personalDataExports.status, 'pending')))
      .returning();
    if (!ready) return false;
    const [school] = await tx.select().from(schools).where(eq(schools.id, ready.schoolId));
    const [member] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, ready.userId));
    if (!school || !member) return true;
    const tell = { ...rt.tell, db: tx, school: school as SchoolRow, member };
    await notifyMember(tell, 'personal_data_export_ready', {
      export_id: ready.id,
      expires_at: expiresAt.toISOString(),
    });
    await mailMember(
      tell,
      `personal-data-export:${ready.id}`,
      exportReadyWords(tell.school, expiresAt),
    );
    await rt.queue.send(
      EXPIRE_JOB,
      { exportId: ready.id, schoolId: ready.schoolId },
      { key: `export-expire:${ready.id}`, startAfter: expiresAt },
    );
    return true;
  });
  if (!won) await removeFiles(rt.mediaRoot, [archive.key]);
}

/**
 * The expiry job: an export past its date becomes `expired` and its file is removed. Also
 * sweeps the school's other exports past their date (a job lost with its queue).
 */
export async function expireExports(
  rt: ExportRuntime,
  job: { schoolId: number },
  now = new Date(),
) {
  const expired = await withSchool(rt.db, job.schoolId, async (tx) => {
    const result = (await tx.execute(sql`
      with old as (
        select id, file_key from ${personalDataExports}
        where school_id = ${job.schoolId} and status = 'ready' and expires_at <= ${now.toISOString()}::timestamptz
        for update)
      update ${personalDataExports} p set status = 'expired', file_key = null
      from old where p.id = old.id returning old.file_key as key`)) as unknown as {
      rows: { key: string | null }[];
    };
    return result.rows;
  });
  await removeFiles(
    rt.mediaRoot,
    expired.map((r) => r.key).filter((k): k is string => !!k),
  );
}
