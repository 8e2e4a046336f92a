import { PERMISSION_GRID_VIEWS, type PermissionCell, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildSchool, signedInMember } from '../../../test/factories.ts';
import { registrationBody } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';
import { roleViewPermissions, schoolRoles } from '../../db/schema/index.ts';

/*
 * School settings → roles and permissions (spec 1 §3 School role, Role view permission; spec 2
 * §6 "Schools can rename roles, hide them, allow free registration per role, and edit a
 * permission grid per app and view"; issue 31 item 1): admins read and change them, every
 * instance's copy follows at once, and the directory and registration read the switches.
 * Escalation and the last admin: roles-escalation.test.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  // A long cache: what the tests read after a change is fresh only because the change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const roleOf = (school: School, code: number) => school.roles.get(code)?.id ?? 0;
const base = (school: School) => `/api/schools/${school.id}/roles/`;
const row = (on: string[] = []): PermissionCell[] =>
  PERMISSION_GRID_VIEWS.map((v) => ({
    ...v,
    allowed: on.includes(v.view),
    superowner_allowed: false,
  }));

describe('the roles of a school', () => {
  it('are listed by code with their settings, members, row of the grid and what may be granted', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    await signedInMember(db, school, { role: ROLE.Alumni });
    const { status, body } = await call('GET', base(school), admin.headers);
    expect(status).toBe(200);
    const roles = body.roles as { role: number; member_count: number; permissions: unknown[] }[];
    expect(roles.map((r) => r.role)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(roles[2]).toMatchObject({
      id: roleOf(school, ROLE.Alumni),
      role: ROLE.Alumni,
      names: { fr: 'Diplômé', en: 'Alumni' },
      enabled: true,
      enable_free_reg: true,
      color: '#2f9e44',
      shown_in_directory: true,
      member_count: 1,
    });
    expect(roles[2]?.permissions).toHaveLength(11);
    // The default grid gives admins every view and owner rights: they may grant anything.
    expect(body.grantable).toEqual(
      PERMISSION_GRID_VIEWS.map((v) => ({ ...v, allowed: true, superowner_allowed: true })),
    );
  });

  it('are renamed, coloured and hidden from the directory, and the details follow at once', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const teacher = roleOf(school, ROLE.Teacher);
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, null)).body.roles as {
        role: number;
      }[];
    expect((await details()).find((r) => r.role === ROLE.Teacher)).toMatchObject({
      shown_in_directory: true,
    });
    const saved = await call('PATCH', `${base(school)}${teacher}/`, admin.headers, {
      names: { fr: ' Enseignants-chercheurs ', en: '' },
      color: 'ABC',
      shown_in_directory: false,
      enable_free_reg: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      id: teacher,
      names: { fr: 'Enseignants-chercheurs', en: '' },
      color: '#aabbcc',
      shown_in_directory: false,
      enable_free_reg: true,
      enabled: true,
    });
    expect((await details()).find((r) => r.role === ROLE.Teacher)).toMatchObject({
      names: { fr: 'Enseignants-chercheurs', en: '' },
      shown_in_directory: false,
    });
    // No colour: the member shows in the next role's colour, or the default grey.
    const cleared = await call('PATCH', `${base(school)}${teacher}/`, admin.headers, { color: '' });
    expect(cleared.body).toMatchObject({ color: null, shown_in_directory: false });
  });

  it('refuse each bad field with 400, in the language of the request, and change nothing', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const url = `${base(school)}${roleOf(school, ROLE.Staff)}/`;
    const bad: [Record<string, unknown>, string][] = [
      [{ names: { fr: '', en: ' ' } }, 'names'],
      [{ names: { fr: 'x'.repeat(51), en: 'Staff' } }, 'names.fr'],
      [{ names: 'Staff' }, 'names'],
      [{ color: 'orange' }, 'color'],
      [{ color: 12 }, 'color'],
      [{ enabled: 'no' }, 'enabled'],
      [{ enable_free_reg: null }, 'enable_free_reg'],
      [{ shown_in_directory: 1 }, 'shown_in_directory'],
    ];
    for (const [body, field] of bad) {
      const refused = await call('PATCH', url, admin.headers, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body), JSON.stringify(body)).toEqual([field]);
    }
    const fr = await call('PATCH', url, admin.headers, { names: { fr: '', en: '' } }, 'fr');
    expect(fr.body).toEqual({ names: ['Nommez le rôle dans une langue au moins.'] });
    // The admin role is never open to free registration: anyone could make themselves admin.
    const adminRole = `${base(school)}${roleOf(school, ROLE.SchoolAdmin)}/`;
    const open = await call('PATCH', adminRole, admin.headers, { enable_free_reg: true });
    expect(open).toEqual({
      status: 400,
      body: { enable_free_reg: ['The administrator role cannot be open to free registration.'] },
    });
    const [staff] = await db
      .select()
      .from(schoolRoles)
      .where(eq(schoolRoles.id, roleOf(school, ROLE.Staff)));
    expect(staff).toMatchObject({ names: { fr: 'Personnel', en: 'Staff' }, color: '#e8590c' });
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const url = `${base(school)}${roleOf(school, ROLE.Alumni)}/`;
    const anonymous = { host: admin.headers.host ?? '' };
    expect((await call('GET', base(school), anonymous)).status).toBe(401);
    expect((await call('PATCH', url, anonymous, { enabled: false })).status).toBe(401);
    expect(
      (await call('PUT', `${url}permissions/`, anonymous, { permissions: row() })).status,
    ).toBe(401);
    // Every other role is refused at the gate, whatever it asks.
    for (const code of [ROLE.Student, ROLE.Alumni, ROLE.Teacher, ROLE.Staff, ROLE.External]) {
      const member = await signedInMember(db, school, { role: code, scopes: 'all' });
      expect((await call('GET', base(school), member.headers)).status).toBe(403);
      expect((await call('PATCH', url, member.headers, { shown_in_directory: false })).status).toBe(
        403,
      );
      const grid = await call('PUT', `${url}permissions/`, member.headers, { permissions: row() });
      expect(grid.status).toBe(403);
    }
    // Another school's id, or its role from this host, is not found.
    expect((await call('GET', base(other), admin.headers)).status).toBe(404);
    const theirs = `${base(school)}${roleOf(other, ROLE.Alumni)}/`;
    expect((await call('PATCH', theirs, admin.headers, { enabled: false })).status).toBe(404);
    expect(
      (await call('PUT', `${theirs}permissions/`, admin.headers, { permissions: row() })).status,
    ).toBe(404);
    const [still] = await db
      .select()
      .from(schoolRoles)
      .where(eq(schoolRoles.id, roleOf(other, ROLE.Alumni)));
    expect(still?.enabled).toBe(true);
  });
});

describe('the permission grid', () => {
  it('takes a role’s whole row, and the engine and the details follow at once', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const prospect = await signedInMember(db, school, { role: ROLE.Prospect });
    const url = `${base(school)}${roleOf(school, ROLE.Prospect)}/permissions/`;
    // Prospects cannot open the directory (default grid: blog, events, school).
    expect((await call('GET', '/api/directory/', prospect.headers)).status).toBe(403);
    const next = row(['user_list', 'blog_list']).map((c) =>
      c.view === 'blog_list' ? { ...c, superowner_allowed: true } : c,
    );
    const saved = await call('PUT', url, admin.headers, { permissions: next });
    expect(saved.status).toBe(200);
    expect(saved.body.permissions).toEqual(next);
    expect((await call('GET', '/api/directory/', prospect.headers)).status).toBe(200);
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, null);
    const grid = details.body.school_role_view_permission as { school_role: number }[];
    expect(grid.filter((p) => p.school_role === ROLE.Prospect)).toHaveLength(11);
    expect(grid).toContainEqual({
      app: 'blog',
      view: 'blog_list',
      school_role: ROLE.Prospect,
      allowed: true,
      superowner_allowed: true,
    });
  });

  it('refuses a view outside the grid, one named twice or left out, and bad values', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const url = `${base(school)}${roleOf(school, ROLE.Alumni)}/permissions/`;
    const cells = row();
    const unknown = cells.map((c, i) => (i === 2 ? { ...c, app: 'admin', view: 'all' } : c));
    const twice = cells.map((c, i) => (i === 2 ? { ...(cells[0] as PermissionCell) } : c));
    const bad: [unknown, string[]][] = [
      [{ permissions: unknown }, ['permissions.2.view', 'permissions']],
      [{ permissions: twice }, ['permissions.2.view', 'permissions']],
      [{ permissions: cells.slice(1) }, ['permissions']],
      [{ permissions: [...cells, cells[0]] }, ['permissions']],
      [
        { permissions: cells.map((c, i) => (i ? c : { ...c, allowed: 'yes' })) },
        ['permissions.0.allowed'],
      ],
      [{ permissions: 'all' }, ['permissions']],
      [{}, ['permissions']],
    ];
    for (const [body, fields] of bad) {
      const refused = await call('PUT', url, admin.headers, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.body).sort(), JSON.stringify(body)).toEqual(fields.sort());
    }
    const left = await call('PUT', url, admin.headers, { permissions: cells.slice(1) }, 'fr');
    expect(left.body).toEqual({
      permissions: ['Il manque des vues à cette ligne de la grille\u00a0: users/user_list.'],
    });
    const kept = await db
      .select()
      .from(roleViewPermissions)
      .where(
        and(
          eq(roleViewPermissions.schoolRoleId, roleOf(school, ROLE.Alumni)),
          eq(roleViewPermissions.allowed, true),
        ),
      );
    expect(kept).toHaveLength(11);
  });
});

describe('what the switches change for members (spec 2 §6 "Only enabled roles are offered")', () => {
  it('"shown in directory" off hides the role’s members from the directory and its filter', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const viewer = await signedInMember(db, school, { role: ROLE.Alumni });
    const teacher = await signedInMember(db, school, { role: ROLE.Teacher });
    const listed = async (query = '') =>
      (
        (await call('GET', `/api/directory/${query}`, viewer.headers)).body.results as {
          id: number;
        }[]
      ).map((m) => m.id);
    expect(await listed()).toContain(teacher.id);
    expect(await listed(`?roles=${ROLE.Teacher}`)).toEqual([teacher.id]);
    const url = `${base(school)}${roleOf(school, ROLE.Teacher)}/`;
    await call('PATCH', url, admin.headers, { shown_in_directory: false });
    expect(await listed()).not.toContain(teacher.id);
    expect(await listed(`?roles=${ROLE.Teacher}`)).toEqual([]);
    await call('PATCH', url, admin.headers, { shown_in_directory: true });
    expect(await listed()).toContain(teacher.id);
  });

  it('"enabled" off takes the role out of registration and new-role requests', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const member = await signedInMember(db, school, { role: ROLE.Alumni });
    const host = admin.headers.host ?? '';
    const headers = { host, origin: admin.headers.origin ?? '' };
    const url = `${base(school)}${roleOf(school, ROLE.Student)}/`;
    expect((await call('PATCH', url, admin.headers, { enabled: false })).status).toBe(200);
    const registered = await call('POST', '/api/registration/', headers, {
      ...registrationBody('Off', `off-${Date.now()}@example.org`),
      role: ROLE.Student,
      campus: school.campuses[0]?.id,
    });
    expect(registered.status).toBe(400);
    expect(Object.keys(registered.body)).toEqual(['role']);
    const asked = await call('POST', '/api/registration/roles/', member.headers, {
      role: ROLE.Student,
      graduation_year: 2024,
      degree: school.degrees[0]?.id,
      campus: school.campuses[0]?.id,
    });
    expect(asked.status).toBe(400);
    expect(Object.keys(asked.body)).toEqual(['role']);
    // And the details no longer offer it (the web's pickers read offeredRoles from them).
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, null);
    expect(details.body.roles).toContainEqual(
      expect.objectContaining({ role: ROLE.Student, enabled: false }),
    );
  });
});
