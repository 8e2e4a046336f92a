import {
  checkDegreeImportRows,
  type DegreeImportResult,
  type ImportRecord,
  importNameKey,
} from '@alumni/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { degrees, importLogs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { BATCH, chunks } from './batches.ts';
import { asBadRequest, IMPORT_BATCH_ROWS } from './check.service.ts';
import { readImportBatches } from './file-reader.ts';

/**
 * Degree imports (spec 1 §5, §3 Degree): a school admin's file `degree;subsection;section`
 * is checked and applied at once, in one transaction with its import log (no review step).
 */

/** First key of the advisory lock that serialises one school's degree imports (any int4). */
export const DEGREE_IMPORT_LOCK = 0x64656772;

/**
 * Imports degree lines `degree;subsection;section` into `school` in one transaction (spec 1
 * §5, §3 Degree): a name the school has (matched on case, accents composed and spacing, the
 * exact spelling first) gets the file's spelling, subsection and section; a new name is
 * created. Records an import log. The file is read as a member file is (file-reader.ts:
 * UTF-8, UTF-16 or Windows-1252; `;`, `,` or tab; or an XLSX workbook's first sheet), whole
 * (degree files are short). Throws MalformedFileError for an unreadable file.
 */
export async function importDegreeFile(
  db: Db,
  school: SchoolRow,
  file: { name: string; content: Uint8Array | string },
  opts: { userId: number | null; source: 'api' | 'cli' },
): Promise<DegreeImportResult> {
  const records: ImportRecord[] = [];
  for await (const batch of readImportBatches(file.content, IMPORT_BATCH_ROWS)) {
    records.push(...batch.records);
  }
  const check = checkDegreeImportRows(records);
  return db.transaction(async (tx) => {
    // The school's degree imports take turns: each reads the names, then creates the missing
    // ones; two at once would both create a new name (a unique violation, a 500). Held until
    // the request's transaction ends.
    await tx.execute(sql`select pg_advisory_xact_lock(${DEGREE_IMPORT_LOCK}, ${school.id})`);
    const existing = await tx
      .select()
      .from(degrees)
      .where(eq(degrees.schoolId, school.id))
      .orderBy(asc(degrees.id));
    const exact = new Map(existing.map((d) => [d.name, d]));
    const byKey = new Map<string, (typeof existing)[number]>();
    for (const d of existing)
      if (!byKey.has(importNameKey(d.name))) byKey.set(importNameKey(d.name), d);

    const toCreate: (typeof degrees.$inferInsert)[] = [];
    let updated = 0;
    for (const row of check.valid) {
      const match = exact.get(row.name) ?? byKey.get(importNameKey(row.name));
      if (!match) {
        toCreate.push({
          schoolId: school.id,
          name: row.name,
          subsection: row.subsection,
          section: row.section,
        });
        continue;
      }
      updated += 1;
      if (
        match.name !== row.name ||
        match.subsection !== row.subsection ||
        match.section !== row.section
      ) {
        await tx
          .update(degrees)
          .set({ name: row.name, subsection: row.subsection, section: row.section })
          .where(eq(degrees.id, match.id));
      }
    }
    for (const batch of chunks(toCreate, BATCH)) await tx.insert(degrees).values(batch);
    const result: DegreeImportResult = {
      rows: check.rows,
      created: toCreate.length,
      updated,
      invalid: check.invalid,
      warnings: check.warnings,
    };
    await tx.insert(importLogs).values({
      schoolId: school.id,
      kind: 'degrees',
      source: opts.source,
      fileName: file.name.slice(0, 255) || 'degrees.csv',
      validRows: check.valid.length,
      invalidRows: check.invalid.length,
      created: result.created,
      updated: result.updated,
      userId: opts.userId,
    });
    return result;
  });
}

/**
 * The actor's degree file applied to their school (the API's POST /imports/degrees/).
 * 400 `{"file": ["Line N: …"]}` for an unreadable file, nothing applied.
 */
export async function importDegrees(
  db: Db,
  actor: Actor,
  file: { name: string; content: Uint8Array | string },
): Promise<DegreeImportResult> {
  let result: DegreeImportResult;
  try {
    result = await importDegreeFile(db, actor.school, file, {
      userId: actor.user.id,
      source: 'api',
    });
  } catch (error) {
    throw asBadRequest(error);
  }
  // The school's public details list its degrees: every instance drops its copy.
  await actor.emit(db, 'school.changed', { part: 'degrees' });
  return result;
}
