import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loadMemberReferences } from '../../platform/member-references.ts';
import { keyCandidates, mediaFile } from './media-keys.ts';

/**
 * The ZIP of a member's data (issue 34 item 6; HumHub 4916, 5326): `profile.json` (their
 * account, without its secrets), `data/<table>.json` for every table with rows that are theirs
 * (every column of member-references.ts but the traces of what they did to others' rows: their
 * roles, settings, profile items, posts, comments, messages, conversations, registrations,
 * applications, group memberships, mentorship, reports, notifications, consents, exports…), and
 * `files/<key>` for the files those rows name (picture, CV, documents, attachments), streamed
 * to disk by archiver. Column values named like a secret (the audit trigger's list) are left
 * out. Read across schools: the account is one person's whatever the school.
 */

/** Column names never exported (hashes and tokens), as the audit trigger never records them. */
const SECRET =
  /(password|passwd|secret|token|hash|salt|encrypted|credential|email_backend|api_key|session|check_in_code)/;
/** Derived columns of `users` (search keys). */
const DERIVED = new Set(['search_name', 'search_vector', 'sort_name']);

const id = (name: string) => sql.identifier(name);

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => !SECRET.test(key) && !DERIVED.has(key)),
  );
}

async function rowsOf(db: Db, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as {
    rows: { row: Record<string, unknown> }[];
  };
  return result.rows.map((r) => withoutSecrets(r.row));
}

/** Every row of the member's, by table (the member's columns of the catalogue). */
export async function memberRows(
  db: Db,
  userId: number,
): Promise<Map<string, Record<string, unknown>[]>> {
  const tables = new Map<string, Record<string, unknown>[]>();
  tables.set(
    'users',
    await rowsOf(db, sql`select to_jsonb(t) as row from users t where t.id = ${userId}`),
  );
  const refs = (await loadMemberReferences(db)).filter(
    (r) => r.kind !== 'trace' && r.form !== 'direct_key' && !r.immutable,
  );
  const byTable = new Map<string, typeof refs>();
  for (const ref of refs) byTable.set(ref.table, [...(byTable.get(ref.table) ?? []), ref]);
  for (const [table, columns] of byTable) {
    const match = sql.join(
      columns.map((r) =>
        r.form === 'viewer_key'
          ? sql`t.${id(r.column)} = ${`u:${userId}`}`
          : sql`t.${id(r.column)} = ${userId}`,
      ),
      sql` or `,
    );
    const rows = await rowsOf(
      db,
      sql`select to_jsonb(t) as row from ${id(table)} t where ${match}`,
    );
    if (rows.length) tables.set(table, rows);
  }
  return tables;
}

/**
 * Writes the ZIP of `tables` and their files to `exports/<school>/<user>/<id>-<random>.zip`
 * under `mediaRoot` (a private folder: only the download route reads it). Returns its key and
 * size in bytes.
 */
export async function writeExportArchive(
  mediaRoot: string,
  target: { exportId: number; schoolId: number; userId: number; createdAt: Date },
  tables: Map<string, Record<string, unknown>[]>,
): Promise<{ key: string; size: number }> {
  const key = `exports/${target.schoolId}/${target.userId}/${target.exportId}-${randomBytes(12).toString('hex')}.zip`;
  const file = path.join(mediaRoot, key);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.part`;
  const output = createWriteStream(partial);
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { ZipArchive } = await import('archiver');
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  zip.pipe(output);
  const [account = {}] = tables.get('users') ?? [];
  zip.append(`${JSON.stringify(account, null, 2)}\n`, { name: 'profile.json' });
  const keys = new Set<string>();
  for (const [table, rows] of tables) {
    keyCandidates(rows, keys);
    if (table === 'users') continue;
    zip.append(`${JSON.stringify(rows, null, 2)}\n`, { name: `data/${table}.json` });
  }
  for (const candidate of [...keys].sort()) {
    if (candidate.startsWith('exports/')) continue;
    const found = await mediaFile(mediaRoot, candidate);
    if (found) zip.file(found, { name: `files/${candidate}` });
  }
  try {
    await Promise.race([Promise.all([zip.finalize(), finished(output)]), failed]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { key, size: (await stat(file)).size };
}
