import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import { type ImportLineData, importLines } from '../../db/schema/index.ts';
import { arrayParam, BATCH, type Queryable } from './batches.ts';

/**
 * The invalid lines of an import's reports (issue 16 item 4): written a batch at a time as
 * the file is read, kept in `import_lines` rather than in memory or in one JSON array, and
 * read back by page. A dry run keeps its lines in memory instead (nothing is written).
 */

export type ReportStage = 'check' | 'apply';

/** Where a reading of a file puts its invalid lines, and asks which lines were invalid. */
export interface ReportLines {
  /** Adds invalid lines (in file order), on `db` (the step's transaction). */
  add(db: Queryable, lines: readonly ImportLineData[]): Promise<void>;
  /** Line numbers between `first` and `last` (inclusive) that were found invalid. */
  invalidBetween(db: Queryable, first: number, last: number): Promise<Set<number>>;
  /** Every invalid line, in file order, a page at a time (the CLI's output). */
  pages(db: Queryable): AsyncGenerator<ImportLineData[]>;
}

/** Lines kept in memory: a dry run's, which writes nothing. */
export function memoryLines(): ReportLines {
  const lines: ImportLineData[] = [];
  return {
    async add(_db, added) {
      lines.push(...added);
    },
    async invalidBetween(_db, first, last) {
      return new Set(lines.filter((l) => l.line >= first && l.line <= last).map((l) => l.line));
    },
    async *pages() {
      yield lines;
    },
  };
}

/** Lines of import `importId` of `schoolId` at `stage`, in `import_lines`. */
export function storedLines(importId: number, schoolId: number, stage: ReportStage): ReportLines {
  const where = and(eq(importLines.importId, importId), eq(importLines.stage, stage));
  return {
    async add(db, added) {
      if (!added.length) return;
      await db.execute(sql`
        insert into import_lines (import_id, school_id, stage, line, reason, value)
        select ${importId}, ${schoolId}, ${stage}, l, r, v
        from unnest(
          ${arrayParam(added.map((l) => l.line))}::int[],
          ${arrayParam(added.map((l) => l.reason))}::text[],
          ${arrayParam(added.map((l) => l.value ?? null))}::text[]
        ) as t(l, r, v)`);
    },
    async invalidBetween(db, first, last) {
      const rows = await db
        .select({ line: importLines.line })
        .from(importLines)
        .where(and(where, between(importLines.line, first, last)));
      return new Set(rows.map((r) => r.line));
    },
    pages: (db) => linePages(db, importId, stage),
  };
}

/** The invalid lines of one import's report at `stage`, in file order, BATCH at a time. */
export async function* linePages(
  db: Queryable,
  importId: number,
  stage: ReportStage,
): AsyncGenerator<ImportLineData[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ line: importLines.line, reason: importLines.reason, value: importLines.value })
      .from(importLines)
      .where(
        and(
          eq(importLines.importId, importId),
          eq(importLines.stage, stage),
          gt(importLines.line, after),
        ),
      )
      .orderBy(asc(importLines.line))
      .limit(BATCH);
    if (!rows.length) return;
    yield rows.map(lineData);
    after = rows.at(-1)?.line ?? after;
    if (rows.length < BATCH) return;
  }
}

/** The invalid lines of these imports, by import and stage, in file order (API answers). */
export async function linesOf(
  db: Queryable,
  importIds: readonly number[],
): Promise<Map<number, Record<ReportStage, ImportLineData[]>>> {
  const out = new Map<number, Record<ReportStage, ImportLineData[]>>();
  for (const id of importIds) out.set(id, { check: [], apply: [] });
  if (!importIds.length) return out;
  const rows = await db
    .select()
    .from(importLines)
    .where(inArray(importLines.importId, [...importIds]))
    .orderBy(asc(importLines.importId), asc(importLines.stage), asc(importLines.line));
  for (const row of rows) out.get(row.importId)?.[row.stage].push(lineData(row));
  return out;
}

/** Copies the `from` lines of an import to `to` in the database (a CLI import's report). */
export async function copyLines(
  db: Queryable,
  importId: number,
  from: ReportStage,
  to: ReportStage,
): Promise<void> {
  const rows = db
    .select({
      importId: importLines.importId,
      schoolId: importLines.schoolId,
      stage: sqlStage(to),
      line: importLines.line,
      reason: importLines.reason,
      value: importLines.value,
    })
    .from(importLines)
    .where(and(eq(importLines.importId, importId), eq(importLines.stage, from)));
  await db.insert(importLines).select(rows);
}

const sqlStage = (stage: ReportStage) => sql<ReportStage>`${stage}::varchar`.as('stage');

const lineData = (row: { line: number; reason: string; value: string | null }): ImportLineData =>
  row.value === null
    ? { line: row.line, reason: row.reason }
    : { line: row.line, reason: row.reason, value: row.value };
