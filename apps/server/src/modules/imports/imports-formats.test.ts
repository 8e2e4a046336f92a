import type { ImportItem } from '@alumni/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { memberFileVariants, memberRows } from '../../../test/import-formats.ts';
import { type ImportsWorld, importsApi, json, startImportsWorld } from '../../../test/imports.ts';
import { degrees } from '../../db/schema/index.ts';

/**
 * Issue 34 item 7, acceptance: "the same 2,500-row file saved as UTF-8 ;, Windows-1252 ;,
 * UTF-8 comma, UTF-16 tab and XLSX gives the same report, row for row", through the API as
 * an admin uploads it; the degree import reads the same formats; the template downloads.
 */
let world: ImportsWorld;
let ctx: TestContext;

beforeAll(async () => {
  world = await startImportsWorld();
  ({ ctx } = world);
});
afterAll(() => ctx.close());

const { upload, uploadMembers, get, importThroughApi } = importsApi(() => world);

describe('a member file in any format a spreadsheet saves (issue 34 item 7)', () => {
  it('the same 2,500-row file in five formats gives the same report, row for row', async () => {
    const files = await memberFileVariants(memberRows(2500));
    const reports: Record<string, ImportItem> = {};
    for (const [name, content] of Object.entries(files)) {
      const fileName = name === 'XLSX' ? 'members.xlsx' : 'members.csv';
      const res = await uploadMembers(content, undefined, fileName);
      expect(res.statusCode, `${name}: ${res.body.slice(0, 300)}`).toBe(201);
      reports[name] = res.json();
    }
    const reference = reports['UTF-8 ;'] as ImportItem;
    expect(reference.report.rows).toBe(2500);
    expect(reference.report.valid).toBeGreaterThan(2000);
    expect(reference.report.invalid.length).toBeGreaterThan(100);
    for (const [name, item] of Object.entries(reports)) {
      expect(item.report, name).toEqual(reference.report);
      expect(item.file?.preview, name).toEqual(reference.file?.preview);
    }
    expect(reference.file?.preview[0]?.slice(0, 2)).toEqual(['Loïc', 'Fournier']);
    expect(reports['Windows-1252 ; CRLF']?.file).toMatchObject({
      format: 'csv',
      encoding: 'windows-1252',
      delimiter: ';',
    });
    expect(reports['UTF-8 with BOM ,']?.file).toMatchObject({ encoding: 'utf-8', delimiter: ',' });
    expect(reports['UTF-16 LE tab, French headers']?.file).toMatchObject({
      encoding: 'utf-16le',
      delimiter: '\t',
    });
    expect(reports.XLSX?.file).toMatchObject({ format: 'xlsx', encoding: null, delimiter: null });
  }, 120_000);

  it('the degree import reads Windows-1252, commas and workbooks too', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRows([['Génie Civil', 'Filière É', 'Composante Ü']]);
    const variants: [string, Buffer][] = [
      ['d.csv', iconv.encode('Génie Civil;Filière É;Composante Ü\r\n', 'win1252')],
      ['d.csv', Buffer.from('Génie Civil,Filière É,Composante Ü\n')],
      ['d.xlsx', Buffer.from(await workbook.xlsx.writeBuffer())],
    ];
    for (const [fileName, content] of variants) {
      const res = json(await upload('/api/imports/degrees/', world.admin, fileName, content));
      expect(res, fileName).toMatchObject({ rows: 1, invalid: [] });
    }
    const found = await ctx.database.db
      .select({ name: degrees.name, subsection: degrees.subsection, section: degrees.section })
      .from(degrees)
      .where(eq(degrees.name, 'Génie Civil'));
    expect(found).toEqual([
      { name: 'Génie Civil', subsection: 'Filière É', section: 'Composante Ü' },
    ]);
  });

  it('the template downloads as CSV and XLSX and reads back as a member file', async () => {
    const csv = await get('/api/imports/members/template/?format=csv', world.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      '\uFEFFfirst name;last name;email;graduation year;degree;role;external ref;campus\r\n',
    );
    const xlsx = await get('/api/imports/members/template/?format=xlsx', world.admin);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('members-template.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as never);
    const sheet = workbook.worksheets[0];
    sheet?.addRow(['Zoé', 'Tëst', 'zoe.template@example.org', '2015', '', '4', '', '']);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = json(await uploadMembers(filled, undefined, 'template.xlsx'));
    expect(res.report).toMatchObject({ rows: 1, valid: 1, invalid: [] });
    expect(res.file.preview).toEqual([
      ['Zoé', 'Tëst', 'zoe.template@example.org', '2015', '', '4', '', ''],
    ]);
    expect((await get('/api/imports/members/template/?format=pdf', world.admin)).statusCode).toBe(
      400,
    );
    expect((await get('/api/imports/members/template/', world.member)).statusCode).toBe(403);
  });

  it('an applied import of 500 members or more refreshes the planner statistics (item 8)', async () => {
    const lastAnalyze = async () => {
      const result = (await ctx.database.db.execute(
        sql`select max(last_analyze) as at from pg_stat_user_tables where relname in ('users', 'user_roles')`,
      )) as unknown as { rows: { at: Date | null }[] };
      return result.rows[0]?.at ?? null;
    };
    const before = await lastAnalyze();
    const files = await memberFileVariants(memberRows(700));
    const applied = await importThroughApi(files['Windows-1252 ; CRLF'] as Buffer, 'big.csv');
    expect(applied.status).toBe('applied');
    expect(applied.result.created + applied.result.roles_added).toBeGreaterThanOrEqual(500);
    const after = await lastAnalyze();
    expect(after).not.toBeNull();
    expect(before === null || (after as Date) > before).toBe(true);
  }, 120_000);
});
