import { ROLE } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

/*
 * School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs", spec 2 §6 "School
 * admins … manage roles and logs"): every successful write of an admin or a super user
 * leaves one entry with its changes before and after, secrets never; members' writes and
 * reads leave none; admins filter, page and export it; nobody else reads it, and nobody
 * changes it. The walk over every operation is test/audit-walk.test.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;
type Entry = {
  id: number;
  created_at: string;
  user_id: number;
  user: { id: number; first_name: string } | null;
  action: string;
  method: string;
  route: string;
  target: { type: string; id: string | null; params: Record<string, string> };
  status: number;
  request_id: string;
  changes: {
    table: string;
    operation: string;
    key: Record<string, unknown> | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    redacted: string[];
  }[];
  changes_count: number;
};

const admin = (school: School) => signedInMember(db, school, { role: ROLE.SchoolAdmin });
const logs = (school: School) => `/api/schools/${school.id}/logs/`;
/** The school's entries as its admin reads them, with a query. */
async function entries(school: School, headers: Record<string, string>, query = '') {
  const res = await call('GET', `${logs(school)}${query}`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as { count: number; next: string | null; results: Entry[] };
}
/** How many audit entries and changes the database holds (as the owner). */
async function stored() {
  const result = await db.execute(sql`select (select count(*) from audit_log)::int as entries,
    (select count(*) from audit_changes)::int as changes`);
  return (result as unknown as { rows: { entries: number; changes: number }[] }).rows[0];
}

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the audit log', () => {
  it('records an admin’s change with who, what, the target and the fields before and after', async () => {
    const school = await buildSchool(db, { name: 'Old name' });
    const boss = await admin(school);
    const patched = await call('PATCH', `/api/schools/${school.id}/`, boss.headers, {
      name: 'New name',
    });
    expect(patched.status).toBe(200);
    const { count, results } = await entries(school, boss.headers);
    expect(count).toBe(1);
    const [entry] = results as [Entry];
    expect(entry).toMatchObject({
      user_id: boss.id,
      user: { id: boss.id },
      action: 'patchSchoolInfoSchool',
      method: 'PATCH',
      route: '/schools/{id}/',
      target: { type: 'schools', id: String(school.id), params: { id: String(school.id) } },
      status: 200,
    });
    expect(Date.now() - Date.parse(entry.created_at)).toBeLessThan(60_000);
    const update = entry.changes.find((c) => c.table === 'schools');
    expect(update).toMatchObject({
      operation: 'UPDATE',
      key: { id: school.id },
      before: { name: 'Old name' },
      after: { name: 'New name' },
    });
    expect(entry.changes_count).toBe(entry.changes.length);
  });

  it('names what a creation made, and what a deletion removed', async () => {
    const school = await buildSchool(db);
    const boss = await admin(school);
    const base = `/api/schools/${school.id}/campuses/`;
    const added = await call('POST', base, boss.headers, { name: 'Bordeaux' });
    expect(added.status).toBe(201);
    const id = String(added.body.id);
    expect((await call('DELETE', `${base}${id}/`, boss.headers)).status).toBe(204);
    const { results } = await entries(school, boss.headers);
    const [deletion, creation] = results as [Entry, Entry];
    expect(creation).toMatchObject({
      action: 'postCampusCampuses',
      target: { type: 'campuses', id },
      status: 201,
      changes: [
        { table: 'campuses', operation: 'INSERT', after: { name: 'Bordeaux' }, before: null },
      ],
    });
    expect(deletion).toMatchObject({
      action: 'deleteCampusCampus',
      target: { type: 'campuses', id, params: { id: String(school.id), campusId: id } },
      status: 204,
      changes: [
        { table: 'campuses', operation: 'DELETE', before: { name: 'Bordeaux' }, after: null },
      ],
    });
  });

  it('records nothing for a refused write, a member’s write or a read', async () => {
    const school = await buildSchool(db);
    const boss = await admin(school);
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const before = await stored();
    const refused = await call('POST', `/api/schools/${school.id}/campuses/`, boss.headers, {
      name: '',
    });
    expect(refused.status).toBe(400);
    const me = await call('PATCH', '/api/users/me/', member.headers, {
      first_name: 'Jo',
      last_name: 'Member',
    });
    expect(me.status).toBe(200);
    expect(
      (await call('POST', '/api/posts/', member.headers, { content: '<p>Hello</p>' })).status,
    ).toBe(201);
    expect((await call('GET', `/api/schools/${school.id}/campuses/`, boss.headers)).status).toBe(
      200,
    );
    // Not even a change row: a member's trigger does not call the audit function.
    expect(await stored()).toEqual(before);
    expect((await entries(school, boss.headers)).count).toBe(0);
  });

  it('never records a password hash: the change of an admin’s password names the field only', async () => {
    const school = await buildSchool(db);
    const user = await buildUser(db, { password: DEMO_PASSWORD });
    await addRole(db, user.id, school, { role: ROLE.SchoolAdmin });
    const headers = await sessionHeaders(db, {
      userId: user.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const changed = await call('POST', '/api/users/me/password/', headers, {
      current_password: DEMO_PASSWORD,
      password: 'Another-pass-2026!',
      password_confirm: 'Another-pass-2026!',
    });
    expect(changed.status).toBe(200);
    const read = await ctx.app.inject({
      url: logs(school),
      headers: await sessionHeaders(db, {
        userId: user.id,
        schoolId: school.id,
        subdomain: school.subdomain,
      }),
    });
    const [entry] = (read.json() as { results: Entry[] }).results as [Entry];
    expect(entry.action).toBe('postUserPassword');
    expect(entry.target).toMatchObject({ type: 'users', id: String(user.id) });
    const update = entry.changes.find((c) => c.table === 'users');
    expect(update?.redacted).toEqual(['password_hash']);
    expect(Object.keys(update?.after ?? {})).not.toContain('password_hash');
    expect(read.body).not.toMatch(/argon2|password_hash":/);
    const raw = await db.execute(
      sql`select before::text || after::text as text from audit_changes`,
    );
    expect(JSON.stringify(raw)).not.toMatch(/argon2/);
  });

  it('shows a super user’s write, from whichever school they come', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const boss = await admin(school);
    const root = await buildUser(db, { isSuperuser: true, firstName: 'Root' });
    await addRole(db, root.id, other, { role: ROLE.Staff });
    const headers = await sessionHeaders(db, {
      userId: root.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const res = await call('PATCH', `/api/schools/${school.id}/`, headers, { address: 'Here' });
    expect(res.status).toBe(200);
    const { results } = await entries(school, boss.headers);
    expect(results[0]).toMatchObject({ user_id: root.id, user: { first_name: 'Root' } });
    expect((await entries(other, await admin(other).then((a) => a.headers))).count).toBe(0);
  });

  it('filters by person, action, target and dates, and pages newest first', async () => {
    const school = await buildSchool(db);
    const boss = await admin(school);
    const second = await admin(school);
    const base = `/api/schools/${school.id}/campuses/`;
    const made = await call('POST', base, boss.headers, { name: 'Nantes' });
    await call('PATCH', `${base}${made.body.id}/`, second.headers, { name: 'Nantes Sud' });
    await call('PATCH', `/api/schools/${school.id}/`, boss.headers, { address: 'There' });
    const actions = async (query: string) =>
      (await entries(school, boss.headers, query)).results.map((e) => e.action);
    expect(await actions('')).toEqual([
      'patchSchoolInfoSchool',
      'patchCampusCampus',
      'postCampusCampuses',
    ]);
    expect(await actions(`?user=${second.id}`)).toEqual(['patchCampusCampus']);
    expect(await actions('?action=postCampusCampuses')).toEqual(['postCampusCampuses']);
    expect(await actions(`?target_type=campuses&target_id=${made.body.id}`)).toEqual([
      'patchCampusCampus',
      'postCampusCampuses',
    ]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: school.timeZone }).format(
      new Date(),
    );
    const yesterday = new Intl.DateTimeFormat('sv-SE', { timeZone: school.timeZone }).format(
      new Date(Date.now() - 86_400_000),
    );
    expect(await actions(`?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await actions(`?to=${yesterday}`)).toEqual([]);
    const inAnHour = new Date(Date.now() + 3600_000).toISOString();
    expect(await actions(`?from=${encodeURIComponent(inAnHour)}`)).toEqual([]);
    expect(await actions(`?to=${encodeURIComponent(inAnHour)}`)).toHaveLength(3);
    const page = await entries(school, boss.headers, '?page_size=1&page=2');
    expect(page.count).toBe(3);
    expect(page.results.map((e) => e.action)).toEqual(['patchCampusCampus']);
    expect(page.next).toContain('page=3');
    const bad = await call('GET', `${logs(school)}?from=yesterday&user=x`, boss.headers);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['from', 'user']);
  });

  it('exports the entries as CSV in the page’s language, formulas defused', async () => {
    const school = await buildSchool(db, { subdomain: 'audit-csv' });
    // A name a spreadsheet would run as a formula.
    const user = await buildUser(db, { firstName: '=1+2', lastName: 'Boss' });
    await addRole(db, user.id, school, { role: ROLE.SchoolAdmin });
    const boss = {
      headers: await sessionHeaders(db, {
        userId: user.id,
        schoolId: school.id,
        subdomain: school.subdomain,
      }),
    };
    await call('POST', `/api/schools/${school.id}/campuses/`, boss.headers, { name: 'Nice' });
    await call('PATCH', `/api/schools/${school.id}/`, boss.headers, { address: 'Rue A' });
    const get = (query: string) =>
      ctx.app.inject({ url: `${logs(school)}export/${query}`, headers: boss.headers });
    const en = await get('?lang=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(en.headers['content-disposition']).toBe(
      'attachment; filename="audit-csv-audit-log.csv"',
    );
    const lines = en.body.split('\r\n');
    expect(lines[0]).toBe(
      `\uFEFFDate (${school.timeZone});By;E-mail;Action;Request;Target type;Target;Status;Changes`,
    );
    expect(lines[1]).toContain(';patchSchoolInfoSchool;PATCH /schools/{id}/;schools;');
    expect(en.body).toContain('schools #');
    expect(en.body).toContain('changed: address');
    expect(lines[1]).toContain(`;"'=1+2 Boss";`);
    const fr = await get('?lang=fr&action=postCampusCampuses');
    const frLines = fr.body.split('\r\n').filter(Boolean);
    expect(frLines[0]).toContain('Auteur;E-mail;Action;Requête');
    expect(frLines).toHaveLength(2);
    expect(fr.body).toContain('créé\u00a0: ');
  });

  it('is read by the school’s admins and super users only, from its own host', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const boss = await admin(school);
    expect((await call('GET', logs(school), { host: hostOf(school.subdomain) })).status).toBe(401);
    expect((await call('GET', logs(school), member.headers)).status).toBe(403);
    expect((await call('GET', `${logs(school)}export/`, member.headers)).status).toBe(403);
    // Another school's id on this school's host: not found.
    expect((await call('GET', logs(other), boss.headers)).status).toBe(404);
  });

  it('is append-only for the app, and behind the tenancy wall', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const boss = await admin(school);
    await call('PATCH', `/api/schools/${school.id}/`, boss.headers, { address: 'Wall' });
    const app = ctx.database.app;
    /** The database's refusal behind Drizzle's "Failed query". */
    const refusal = (work: (tx: Db) => Promise<unknown>) =>
      withSchool(app, school.id, work).then(
        () => 'done',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refusal((tx) => tx.update(auditLog).set({ action: 'forged' }))).toMatch(
      /permission denied/,
    );
    expect(await refusal((tx) => tx.delete(auditLog))).toMatch(/permission denied/);
    expect(await refusal((tx) => tx.execute(sql`delete from audit_changes`))).toMatch(
      /permission denied/,
    );
    const seen = await withSchool(app, other.id, (tx) => tx.select().from(auditLog));
    expect(seen).toEqual([]);
  });
});
