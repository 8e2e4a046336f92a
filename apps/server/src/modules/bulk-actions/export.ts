import {
  BULK_EXPORT_LABELS,
  BULK_EXPORT_TTL_MS,
  type BulkExport,
  type BulkExportColumn,
  type BulkExportFormat,
  orderedExportColumns,
} from '@alumni/domain';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bulkOperationItems,
  campuses,
  degrees,
  schoolRoles,
  schools,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type {
  BulkFinishContext,
  BulkMemberContext,
  BulkMemberResult,
  BulkOperations,
} from '../../platform/bulk-operations.ts';
import { removeMedia } from '../../platform/images.ts';
import { schoolLocale } from '../../platform/public-url.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { resolveBulkTarget } from '../bulk-operations/index.ts';
import { memberStatuses, schoolRolesOf } from '../directory/index.ts';
import { exportFileKey, writeExportFile } from './export-file.ts';
import { bulkMember, skipped } from './members.ts';

/**
 * Exports in bulk (issue 34 item 1; spec 2 §6 "export"), kind `export`: the chosen columns of
 * the admin list (the name, then the column chooser's) for the members still in the school,
 * as CSV or XLSX. Each member is checked by the runner (`not_member` when gone); the file is
 * written once by the kind's finish step, from the members done, in id order, in the school's
 * language, and kept BULK_EXPORT_TTL_MS (24 h): the `bulk.export.expire` job, queued with it,
 * removes it then, and the download route refuses it after that.
 */

/** What an export keeps (its `params`). */
export interface BulkExportParams {
  columns: BulkExportColumn[];
  format: BulkExportFormat;
}

/** The job that removes an export's file once it expired. */
export const EXPORT_EXPIRE_JOB = 'bulk.export.expire';

/** Members read per page while writing the file. */
const PAGE = 1000;

/** Starts an export of `input.columns` as `input.format`. Returns the operation's id. */
export async function startExport(
  db: Db,
  actor: Actor,
  bulk: BulkOperations,
  input: BulkExport,
): Promise<number> {
  const { target, ids } = await resolveBulkTarget(db, actor, input);
  const op = await bulk.create(db, {
    schoolId: actor.school.id,
    kind: 'export',
    createdBy: actor.authUser.id,
    params: { columns: orderedExportColumns(input.columns), format: input.format, target },
    targetIds: ids,
  });
  return op.id;
}

/** One member of an export: in the file when still a member of the school. */
export async function exportMember(
  ctx: BulkMemberContext<BulkExportParams>,
): Promise<BulkMemberResult> {
  const member = await bulkMember(ctx.db, ctx.schoolId, ctx.userId);
  return member ? { outcome: 'done' } : skipped('not_member');
}

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : '');

/**
 * The rows of the members done, a page at a time, in id order: each chosen column as text
 * (role, degree and campus names; the status in the school's language; dates as YYYY-MM-DD).
 */
async function* exportRows(
  db: Db,
  ctx: BulkFinishContext<BulkExportParams>,
): AsyncGenerator<string[][]> {
  const [school] = await db.select().from(schools).where(eq(schools.id, ctx.schoolId));
  if (!school) return;
  const locale = schoolLocale(school);
  const labels = BULK_EXPORT_LABELS[locale];
  const [roleRows, degreeRows, campusRows] = [
    await db.select().from(schoolRoles).where(eq(schoolRoles.schoolId, school.id)),
    await db.select().from(degrees).where(eq(degrees.schoolId, school.id)),
    await db.select().from(campuses).where(eq(campuses.schoolId, school.id)),
  ];
  const roleName = new Map(roleRows.map((r) => [r.role, r.names[locale] ?? String(r.role)]));
  const degreeName = new Map(degreeRows.map((d) => [d.id, d.name]));
  const campusName = new Map(campusRows.map((c) => [c.id, c.name]));
  const columns = orderedExportColumns(ctx.params.columns);
  let after = 0;
  for (;;) {
    const done = await db
      .select({ id: bulkOperationItems.userId })
      .from(bulkOperationItems)
      .where(
        and(
          eq(bulkOperationItems.operationId, ctx.operationId),
          eq(bulkOperationItems.outcome, 'done'),
          gt(bulkOperationItems.userId, after),
        ),
      )
      .orderBy(asc(bulkOperationItems.userId))
      .limit(PAGE);
    const ids = done.map((d) => d.id);
    const last = ids.at(-1);
    if (last === undefined) return;
    after = last;
    const people = await db
      .select()
      .from(users)
      .where(inArray(users.id, ids))
      .orderBy(asc(users.id));
    const roles = await schoolRolesOf(db, school, ids);
    const statuses = columns.includes('status') ? await memberStatuses(db, school, ids) : new Map();
    yield people.map((user) => {
      const held = roles.get(user.id) ?? [];
      const first = held[0];
      const cell: Record<BulkExportColumn, string> = {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        phone: user.phone ?? '',
        roles: held.map((r) => roleName.get(r.role) ?? String(r.role)).join(', '),
        graduation_year: held
          .map((r) => r.graduationYear ?? '')
          .filter(Boolean)
          .join(', '),
        degree: first?.degreeId ? (degreeName.get(first.degreeId) ?? '') : '',
        campus: first?.campusId ? (campusName.get(first.campusId) ?? '') : '',
        city: user.city ?? '',
        external_ref: user.externalRef ?? '',
        status:
          labels.statuses[statuses.get(user.id)?.status as keyof typeof labels.statuses] ?? '',
        activation_date: day(user.activationDate),
        registration_date: day(user.registrationDate),
        import_date: day(user.importDate),
        last_profile_update: day(user.lastProfileUpdate),
      };
      return columns.map((column) => cell[column]);
    });
  }
}

/**
 * The export's finish step: writes its file (again, whole, when a retried run comes back
 * here) and queues its removal BULK_EXPORT_TTL_MS later, keyed by the operation.
 */
export async function finishExport(
  ctx: BulkFinishContext<BulkExportParams>,
  deps: { mediaRoot: string; queue: JobQueue },
): Promise<void> {
  const { format } = ctx.params;
  const key = exportFileKey(ctx.schoolId, ctx.operationId, format);
  const [school] = await ctx.db.select().from(schools).where(eq(schools.id, ctx.schoolId));
  const labels = BULK_EXPORT_LABELS[school ? schoolLocale(school) : 'fr'];
  const header = orderedExportColumns(ctx.params.columns).map((c) => labels.columns[c]);
  await writeExportFile(deps.mediaRoot, key, format, header, exportRows(ctx.db, ctx));
  await deps.queue.send(
    EXPORT_EXPIRE_JOB,
    { key },
    {
      key: `bulk:${ctx.operationId}:export-expire`,
      startAfter: new Date(Date.now() + BULK_EXPORT_TTL_MS),
    },
  );
}

/** Registers the `export` kind and works its expiry job. */
export async function registerExports(
  bulk: BulkOperations,
  deps: { mediaRoot: string; queue: JobQueue },
): Promise<void> {
  bulk.register<BulkExportParams>('export', exportMember, {
    finish: (ctx) => finishExport(ctx, deps),
  });
  await deps.queue.work<{ key: string }>(EXPORT_EXPIRE_JOB, async (job) => {
    if (job.data.key.startsWith('exports/bulk/')) await removeMedia(deps.mediaRoot, job.data.key);
  });
}
