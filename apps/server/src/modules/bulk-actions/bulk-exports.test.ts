import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildMember, buildSchool, signedInMember } from '../../../test/factories.ts';
import { mediaDir } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bulkOperations, users } from '../../db/schema/index.ts';
import { BULK_RUN_JOB } from '../../platform/bulk-operations.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { exportFileKey } from './export-file.ts';

/*
 * Exports in bulk (issue 34 item 1): the chosen columns as CSV (formula injection escaped) or
 * XLSX (read back with exceljs), downloadable by the school's admins while kept (24 h);
 * and the planner statistics refreshed after a large operation (issue 34 item 8).
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const OPS = '/api/bulk-operations/';

async function exported(headers: Headers, body: Record<string, unknown>) {
  const res = await call('POST', `${OPS}exports/`, headers, body);
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const id = (res.body as { id: number }).id;
  await ctx.app.queue.drain([BULK_RUN_JOB]);
  const op = (await call('GET', `${OPS}${id}/`, headers)).body as {
    status: string;
    file_expires_at: string | null;
  };
  expect(op.status).toBe('completed');
  const file = await ctx.app.inject({ method: 'GET', url: `${OPS}${id}/file/`, headers });
  return { id, op, file };
}

describe('export', () => {
  it('writes the chosen columns as CSV, formulas escaped, for the admins only', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const evil = await buildMember(db, school.id, {
      firstName: '=HYPERLINK("x")',
      lastName: 'Zed',
    });
    const plain = await buildMember(db, school.id, { firstName: 'Anne', lastName: '+33 Dupont' });
    await db.update(users).set({ city: '@home' }).where(eq(users.id, plain.id));
    const { id, op, file } = await exported(admin.headers, {
      columns: ['email', 'city', 'first_name', 'last_name'],
      format: 'csv',
      user_ids: [evil.id, plain.id],
    });
    expect(op.file_expires_at).not.toBeNull();
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['cache-control']).toBe('private, no-store');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Columns in the list's order whatever the order asked, header in the school's language.
    expect(lines[0]).toBe('Prénom;Nom;E-mail;Ville');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")";Zed;${evil.email};Paris`);
    expect(lines[2]).toBe(`Anne;'+33 Dupont;${plain.email};'@home`);

    // A member of the school is not an admin: 403; after 24 h the file is gone (404).
    const member = await signedInMember(db, school);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: `${OPS}${id}/file/`,
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
    await db
      .update(bulkOperations)
      .set({ finishedAt: sql`now() - interval '25 hours'` })
      .where(eq(bulkOperations.id, id));
    const late = await ctx.app.inject({
      method: 'GET',
      url: `${OPS}${id}/file/`,
      headers: admin.headers,
    });
    expect(late.statusCode).toBe(404);
  });

  it('writes XLSX that exceljs reads back, with the same escaping', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const m = await buildMember(db, school.id, { firstName: '-1+2', lastName: 'Martin' });
    const { file } = await exported(admin.headers, {
      columns: ['first_name', 'last_name', 'roles', 'status'],
      format: 'xlsx',
      user_ids: [m.id],
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = sheet?.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Prénom', 'Nom', 'Rôles', 'Statut']);
    expect(rows[1]?.slice(1, 3)).toEqual(["'-1+2", 'Martin']);
    expect(rows[1]?.[4]).toBe('Actif');
  });

  it('leaves out who is no longer a member; the expiry job removes the file', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const a = await buildMember(db, school.id);
    // The member goes between the selection and the run, for sure before the run: deleted on
    // another connection while the transaction that stores the operation and its job is still
    // open (through the API the job could start before the test deleted the member).
    const id = await withSchool(ctx.database.app, school.id, async (tx) => {
      const op = await ctx.app.bulkOperations.create(tx, {
        schoolId: school.id,
        kind: 'export',
        createdBy: admin.id,
        params: { columns: ['email'], format: 'csv', target: { selected: 1 } },
        targetIds: [a.id],
      });
      await db.delete(users).where(eq(users.id, a.id));
      return op.id;
    });
    await ctx.app.queue.drain([BULK_RUN_JOB]);
    const op = (await call('GET', `${OPS}${id}/`, admin.headers)).body as { done: number };
    expect(op.done).toBe(0);
    const key = exportFileKey(school.id, id, 'csv');
    const file = path.join(mediaDir(ctx.config), key);
    expect(existsSync(file)).toBe(true);
    await ctx.app.queue.send('bulk.export.expire', { key });
    await ctx.app.queue.drain(['bulk.export.expire']);
    expect(existsSync(file)).toBe(false);
  });
});

describe('planner statistics after a large operation (issue 34 item 8)', () => {
  it('analyses the kind’s tables once at least 500 members were done', async () => {
    if (ctx.database.kind !== 'postgres') return;
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const ids = (
      (await db.execute(sql`
        with u as (
          insert into users (email, first_name, last_name, is_active)
          select 'stats-' || g || '-' || ${school.id} || '@example.org', 'S', 'T' || g, true
          from generate_series(1, 520) g returning id)
        insert into user_roles (user_id, school_id, role, is_active)
        select id, ${school.id}, ${ROLE.Alumni}, true from u returning user_id`)) as unknown as {
        rows: { user_id: number }[];
      }
    ).rows.map((r) => r.user_id);
    const before = new Date();
    const res = await call('POST', `${OPS}roles/`, admin.headers, {
      role: ROLE.Teacher,
      action: 'add',
      user_ids: ids,
    });
    expect(res.status).toBe(202);
    await ctx.app.queue.drain([BULK_RUN_JOB]);
    const stats = (await db.execute(
      sql`select last_analyze from pg_stat_user_tables where relname = 'user_roles'`,
    )) as unknown as { rows: { last_analyze: Date | string | null }[] };
    const last = stats.rows[0]?.last_analyze;
    expect(last && new Date(last).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  }, 60_000);
});
