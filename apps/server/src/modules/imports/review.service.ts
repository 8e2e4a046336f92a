import { importRef } from '@alumni/domain';
import { and, count, desc, eq, getTableColumns, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type ImportLineData,
  type ImportStatus,
  importLogs,
  imports,
  schools,
  users,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { messagesFor } from '../../platform/messages.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { importScope } from './policy.ts';
import { linesOf, type ReportStage } from './report-lines.ts';

/**
 * Reviewing member imports (spec 1 §5 User import, spec 2 §6): the second of an import's
 * three steps (check, review, apply). A school admin lists the school's imports and logs
 * and submits a draft; a super user lists every school's and rejects a submitted one.
 * Status changes compare the status they expect (draft, submitted): of two people acting
 * at once, the second finds it changed and gets 409.
 */

export type ImportRow = typeof imports.$inferSelect;
/** An import without its file: what lists and details read. */
export type ImportSummaryRow = Omit<ImportRow, 'content'>;
export type ImportLogRow = typeof importLogs.$inferSelect;

/** An import with its school and author, as lists and details show it. */
export interface ImportView {
  import: ImportSummaryRow;
  school: { id: number; subdomain: string; name: string };
  createdBy: { id: number; firstName: string; lastName: string; email: string } | null;
  /** The invalid lines of its upload's report (`check`) and of its result (`apply`). */
  lines: Record<ReportStage, ImportLineData[]>;
}

/** A command-line import still being written is no import anyone sees yet. */
const visible = ne(imports.status, 'applying');

/** The views with their reports' invalid lines (import_lines). */
async function withLines(db: Db, rows: Omit<ImportView, 'lines'>[]): Promise<ImportView[]> {
  const lines = await linesOf(
    db,
    rows.map((r) => r.import.id),
  );
  return rows.map((row) => ({
    ...row,
    lines: lines.get(row.import.id) ?? { check: [], apply: [] },
  }));
}

export const { content: _content, ...importSummaryColumns } = getTableColumns(imports);

/** Imports joined to their school and author; the file itself is not read. */
function importViews(db: Db) {
  return db
    .select({
      import: importSummaryColumns,
      school: { id: schools.id, subdomain: schools.subdomain, name: schools.name },
      createdBy: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      },
    })
    .from(imports)
    .innerJoin(schools, eq(schools.id, imports.schoolId))
    .leftJoin(users, eq(users.id, imports.createdBy));
}

/**
 * Imports the actor may see, newest first: their school's, or every school's for a super
 * user ("Import file validation"), optionally with one status. Returns the page and the total.
 */
export async function listImports(
  db: Db,
  actor: Actor,
  opts: { status?: ImportStatus | undefined; page: number; pageSize: number },
): Promise<{ count: number; results: ImportView[] }> {
  const schoolId = importScope(actor);
  const filters: SQL[] = [visible];
  if (schoolId !== null) filters.push(eq(imports.schoolId, schoolId));
  if (opts.status) filters.push(eq(imports.status, opts.status));
  const where = and(...filters);
  const { rows, count: total } = await pagedQuery(
    { page: opts.page, page_size: opts.pageSize },
    importViews(db).where(where).orderBy(desc(imports.id)).$dynamic(),
    db.select({ count: count() }).from(imports).where(where),
  );
  return { count: total, results: await withLines(db, rows) };
}

/**
 * One import: any school's when `schoolId` is null (super users), else only the given
 * school's; 404 otherwise, so ids of other schools cannot be probed.
 */
export async function findImport(db: Db, id: number, schoolId: number | null): Promise<ImportView> {
  const where =
    schoolId === null
      ? and(eq(imports.id, id), visible)
      : and(eq(imports.id, id), eq(imports.schoolId, schoolId), visible);
  const [row] = await importViews(db).where(where).limit(1);
  if (!row) throw notFound();
  const [view] = await withLines(db, [row]);
  if (!view) throw notFound();
  return view;
}

/** One import the actor may see (importScope); 404 otherwise. */
export const getImport = (db: Db, actor: Actor, id: number) =>
  findImport(db, id, importScope(actor));

/** The file of an import, as uploaded (decoded). */
export async function importContent(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ content: imports.content })
    .from(imports)
    .where(eq(imports.id, id));
  if (!row) throw notFound();
  return row.content;
}

/**
 * Moves an import from `from` to `to` in one conditional update (its status is the version
 * compared). 404 when not visible; 400 `{"detail"}` when it had another status already;
 * 409 `{"detail"}` when it changed between reading and writing (someone acted meanwhile).
 */
export async function changeImportStatus(
  db: Db,
  actor: Actor,
  id: number,
  change: { from: ImportStatus; to: 'submitted' | 'rejected' },
): Promise<ImportView> {
  const current = await getImport(db, actor, id);
  if (current.import.status !== change.from) throw wrongStatus(change.from);
  const now = new Date();
  const [updated] = await db
    .update(imports)
    .set(
      change.to === 'submitted'
        ? { status: 'submitted', submittedAt: now }
        : { status: 'rejected', decidedAt: now, decidedBy: actor.user.id },
    )
    .where(and(eq(imports.id, current.import.id), eq(imports.status, change.from)))
    .returning(importSummaryColumns);
  if (!updated) throw importChanged(actor);
  return { ...current, import: updated };
}

/** The school's admin sends draft `id` to the super users for validation (draft → submitted). */
export const submitImport = (db: Db, actor: Actor, input: { id: number }) =>
  changeImportStatus(db, actor, input.id, { from: 'draft', to: 'submitted' });

/**
 * The school's admin deletes draft `id` (a report they will not submit; issue 12 item 8).
 * 404 when not visible; 400 `{"detail"}` when it is no longer a draft; 409 when it was
 * submitted meanwhile.
 */
export async function deleteDraft(db: Db, actor: Actor, input: { id: number }): Promise<void> {
  const current = await getImport(db, actor, input.id);
  if (current.import.status !== 'draft') throw wrongStatus('draft');
  const [deleted] = await db
    .delete(imports)
    .where(and(eq(imports.id, input.id), eq(imports.status, 'draft')))
    .returning({ id: imports.id });
  if (!deleted) throw importChanged(actor);
}

const WRONG_STATUS = {
  draft: 'notDraft',
  submitted: 'notSubmitted',
  applied: 'notApplied',
  rejected: 'notSubmitted',
  applying: 'notApplied',
} as const;

/** 400 `{"detail"}`: the import is not in the status `expected` the action needs. */
export function wrongStatus(expected: ImportStatus) {
  return badRequest({ detail: importRef(WRONG_STATUS[expected]) });
}

/** 409 `{"detail"}`: the import's status changed since it was read (a lost race). */
export const importChanged = (actor: Actor) => conflict(messagesFor(actor.locale).changedMeanwhile);

/** The import logs of the actor's school, newest first, paginated (spec 1 §3 Import log). */
export async function listImportLogs(
  db: Db,
  actor: Actor,
  page: { page: number; pageSize: number },
): Promise<{ count: number; results: ImportLogRow[] }> {
  const where = eq(importLogs.schoolId, actor.school.id);
  const { rows, count: total } = await pagedQuery(
    { page: page.page, page_size: page.pageSize },
    db.select().from(importLogs).where(where).orderBy(desc(importLogs.id)).$dynamic(),
    db.select({ count: count() }).from(importLogs).where(where),
  );
  return { count: total, results: rows };
}
