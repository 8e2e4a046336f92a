import { PERMISSION_GRID_VIEWS, type PermissionCell, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import { loseRace, racesOnPostgres } from '../../../test/races.ts';
import type { Db } from '../../db/client.ts';
import {
  roleViewPermissions,
  schoolRoles,
  userRoles,
  userroleValidators,
} from '../../db/schema/index.ts';

/*
 * Issue 31 item 1: nobody grants a permission they do not hold, nobody removes the last active
 * admin of a school, and a super validator assigns only the scopes they hold (domain
 * role-settings.ts), each refused with its reason in the request's language.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const roleOf = (school: School, code: number) => school.roles.get(code)?.id ?? 0;
const gridUrl = (school: School, code: number) =>
  `/api/schools/${school.id}/roles/${roleOf(school, code)}/permissions/`;
const roleUrl = (school: School, code: number) =>
  `/api/schools/${school.id}/roles/${roleOf(school, code)}/`;

/** Sets one cell of the grid directly, as a school might have it. */
async function setCell(school: School, code: number, view: string, cell: Partial<PermissionCell>) {
  await db
    .update(roleViewPermissions)
    .set({
      ...(cell.allowed === undefined ? {} : { allowed: cell.allowed }),
      ...(cell.superowner_allowed === undefined
        ? {}
        : { superownerAllowed: cell.superowner_allowed }),
    })
    .where(
      and(
        eq(roleViewPermissions.schoolRoleId, roleOf(school, code)),
        eq(roleViewPermissions.view, view),
      ),
    );
}

/** Role `code`'s row as stored. */
async function rowOf(school: School, code: number): Promise<PermissionCell[]> {
  const cells = await db
    .select()
    .from(roleViewPermissions)
    .where(eq(roleViewPermissions.schoolRoleId, roleOf(school, code)));
  return PERMISSION_GRID_VIEWS.map((v) => {
    const c = cells.find((x) => x.view === v.view && x.app === v.app);
    return {
      ...v,
      allowed: c?.allowed ?? false,
      superowner_allowed: c?.superownerAllowed ?? false,
    };
  });
}

const turnOn = (cells: PermissionCell[], view: string, field: keyof PermissionCell) =>
  cells.map((c) => (c.view === view ? { ...c, [field]: true } : c));

describe('nobody grants a permission they do not hold', () => {
  it('refuses an admin granting another role, or their own, what the admin role lacks', async () => {
    const school = await buildSchool(db);
    // This school took statistics and owner rights on the directory from its admins.
    await setCell(school, ROLE.SchoolAdmin, 'stats_list', { allowed: false });
    await setCell(school, ROLE.SchoolAdmin, 'user_list', { superowner_allowed: false });
    await setCell(school, ROLE.Alumni, 'stats_list', { allowed: false });
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const grants: [number, string, keyof PermissionCell][] = [
      [ROLE.Alumni, 'stats_list', 'allowed'],
      [ROLE.SchoolAdmin, 'stats_list', 'allowed'],
      [ROLE.Alumni, 'user_list', 'superowner_allowed'],
      [ROLE.SchoolAdmin, 'user_list', 'superowner_allowed'],
    ];
    for (const [code, view, field] of grants) {
      const before = await rowOf(school, code);
      const refused = await call('PUT', gridUrl(school, code), admin.headers, {
        permissions: turnOn(before, view, field),
      });
      expect(refused.status, `${code} ${view} ${field}`).toBe(403);
      expect(await rowOf(school, code)).toEqual(before);
    }
    const en = await call('PUT', gridUrl(school, ROLE.Alumni), admin.headers, {
      permissions: turnOn(await rowOf(school, ROLE.Alumni), 'stats_list', 'allowed'),
    });
    expect(en.body).toEqual({
      detail: 'You cannot grant a permission you do not hold yourself: stats/stats_list.',
    });
    const fr = await call(
      'PUT',
      gridUrl(school, ROLE.Alumni),
      admin.headers,
      { permissions: turnOn(await rowOf(school, ROLE.Alumni), 'stats_list', 'allowed') },
      'fr',
    );
    expect(fr.body).toEqual({
      detail:
        'Vous ne pouvez pas accorder une permission que vous n’avez pas vous-même\u00a0: stats/stats_list.',
    });
  });

  it('lets them grant what they hold, switch anything off, and a super user grant anything', async () => {
    const school = await buildSchool(db);
    await setCell(school, ROLE.SchoolAdmin, 'stats_list', { allowed: false });
    await setCell(school, ROLE.Alumni, 'stats_list', { allowed: false });
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const alumni = await rowOf(school, ROLE.Alumni);
    // Switching off grants nothing; owner rights on the blog the admin holds.
    const off = alumni.map((c) => ({ ...c, allowed: false }));
    expect(
      (await call('PUT', gridUrl(school, ROLE.Alumni), admin.headers, { permissions: off })).status,
    ).toBe(200);
    const blog = turnOn(off, 'blog_list', 'superowner_allowed');
    expect(
      (await call('PUT', gridUrl(school, ROLE.Alumni), admin.headers, { permissions: blog }))
        .status,
    ).toBe(200);
    // An admin who is also staff, whose role has statistics, holds them.
    const staffAdmin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    await addRole(db, staffAdmin.id, school, { role: ROLE.Staff });
    const stats = turnOn(blog, 'stats_list', 'allowed');
    expect(
      (await call('PUT', gridUrl(school, ROLE.Alumni), staffAdmin.headers, { permissions: stats }))
        .status,
    ).toBe(200);
    const superUser = await buildUser(db, { isSuperuser: true });
    const headers = await sessionHeaders(db, {
      userId: superUser.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    const all = stats.map((c) => ({ ...c, allowed: true, superowner_allowed: true }));
    const granted = await call('PUT', gridUrl(school, ROLE.SchoolAdmin), headers, {
      permissions: all,
    });
    expect(granted.status).toBe(200);
    expect(await rowOf(school, ROLE.SchoolAdmin)).toEqual(all);
  });

  it('judges switching a role on as granting its whole row', async () => {
    const school = await buildSchool(db);
    await setCell(school, ROLE.SchoolAdmin, 'stats_list', { allowed: false });
    await db
      .update(schoolRoles)
      .set({ enabled: false })
      .where(eq(schoolRoles.id, roleOf(school, ROLE.Staff)));
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    // The admin also holds the disabled staff role: it gives them nothing until it is on.
    await addRole(db, admin.id, school, { role: ROLE.Staff });
    const refused = await call('PATCH', roleUrl(school, ROLE.Staff), admin.headers, {
      enabled: true,
    });
    expect(refused).toEqual({
      status: 403,
      body: {
        detail:
          'Turning this role on would give its members permissions you do not hold yourself: stats/stats_list.',
      },
    });
    await setCell(school, ROLE.Staff, 'stats_list', { allowed: false });
    const ok = await call('PATCH', roleUrl(school, ROLE.Staff), admin.headers, { enabled: true });
    expect(ok.body).toMatchObject({ enabled: true });
  });
});

describe('the school keeps an active admin', () => {
  it('never switches the admin role off, not even for a super user (409)', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const refused = await call('PATCH', roleUrl(school, ROLE.SchoolAdmin), admin.headers, {
      enabled: false,
      names: { fr: 'Chefs', en: 'Chiefs' },
    });
    expect(refused).toEqual({
      status: 409,
      body: {
        detail:
          'The administrator role cannot be turned off: the school would have no administrator.',
      },
    });
    const [role] = await db
      .select()
      .from(schoolRoles)
      .where(eq(schoolRoles.id, roleOf(school, ROLE.SchoolAdmin)));
    expect(role).toMatchObject({
      enabled: true,
      names: { fr: 'Administrateur', en: 'Administrator' },
    });
  });

  it('refuses removing the last active admin role, by themselves or anyone (409)', async () => {
    const school = await buildSchool(db);
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    await addRole(db, admin.id, school, { role: ROLE.Alumni });
    // An inactive admin and one whose account is not activated do not count.
    const dormant = await buildUser(db);
    await addRole(db, dormant.id, school, { role: ROLE.SchoolAdmin, active: false });
    const invited = await buildUser(db, { active: false });
    await addRole(db, invited.id, school, { role: ROLE.SchoolAdmin });
    const [held] = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, admin.id), eq(userRoles.role, ROLE.SchoolAdmin)));
    const url = `/api/users/${admin.id}/roles/${held?.id}/`;
    const refused = await call('DELETE', url, admin.headers, undefined, 'fr');
    expect(refused).toEqual({
      status: 409,
      body: {
        detail:
          'L’établissement doit garder au moins un administrateur actif\u00a0: nommez-en un autre avant de retirer celui-ci.',
      },
    });
    // With a second active admin, the first may go.
    await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    expect((await call('DELETE', url, admin.headers)).status).toBe(204);
  });

  it.runIf(racesOnPostgres)(
    'gives one of two admins removing each other at once a 409, leaving one admin',
    async () => {
      const school = await buildSchool(db);
      const a = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
      const b = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
      const adminRole = async (userId: number) =>
        (
          await db
            .select()
            .from(userRoles)
            .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ROLE.SchoolAdmin)))
        )[0]?.id;
      const [roleA, roleB] = [await adminRole(a.id), await adminRole(b.id)];
      const answers = await Promise.all([
        call('DELETE', `/api/users/${b.id}/roles/${roleB}/`, a.headers),
        call('DELETE', `/api/users/${a.id}/roles/${roleA}/`, b.headers),
      ]);
      expect(answers.map((x) => x.status).sort()).toEqual([204, 409]);
      const left = await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.schoolId, school.id), eq(userRoles.role, ROLE.SchoolAdmin)));
      expect(left).toHaveLength(1);
    },
  );

  it.runIf(racesOnPostgres)(
    'decides under the admin role’s lock: the loser counts what the winner left',
    async () => {
      const school = await buildSchool(db);
      const a = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
      const b = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
      const [roleA] = await db.select().from(userRoles).where(eq(userRoles.userId, a.id));
      const [roleB] = await db.select().from(userRoles).where(eq(userRoles.userId, b.id));
      const answer = await loseRace(db, {
        // B removing A holds the lock first, then wins.
        lock: (tx) =>
          tx
            .select()
            .from(schoolRoles)
            .where(eq(schoolRoles.id, roleOf(school, ROLE.SchoolAdmin)))
            .for('update'),
        win: (tx) => tx.delete(userRoles).where(eq(userRoles.id, roleA?.id ?? 0)),
        request: () => call('DELETE', `/api/users/${b.id}/roles/${roleB?.id}/`, a.headers),
      });
      expect(answer.status).toBe(409);
      expect(
        await db
          .select()
          .from(userRoles)
          .where(eq(userRoles.id, roleB?.id ?? 0)),
      ).toHaveLength(1);
    },
  );
});

describe('super validators assign only the scopes they hold', () => {
  it('refuses, for a super validator of each role, a scope they lack; admins give any', async () => {
    const school = await buildSchool(db);
    const target = await signedInMember(db, school, { role: ROLE.Alumni });
    for (const code of [
      ROLE.Student,
      ROLE.Alumni,
      ROLE.Teacher,
      ROLE.Staff,
      ROLE.External,
      ROLE.Prospect,
    ]) {
      const superValidator = await signedInMember(db, school, { role: code, scopes: [4, 2] });
      const url = `/api/validators/${target.id}/`;
      const refused = await call('PUT', url, superValidator.headers, { scopes: [2, 1, 7] });
      expect(refused, String(code)).toEqual({
        status: 403,
        body: {
          detail: 'You can only assign the validation scopes you hold yourself (refused: 1, 7).',
        },
      });
      // Granting themselves more is refused too.
      const self = await call(
        'PUT',
        `/api/validators/${superValidator.id}/`,
        superValidator.headers,
        {
          scopes: [4, 2, 5],
        },
      );
      expect(self.status, String(code)).toBe(403);
      expect((await call('PUT', url, superValidator.headers, { scopes: [2] })).status).toBe(200);
      expect((await call('PUT', url, superValidator.headers, { scopes: [] })).status).toBe(200);
    }
    const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
    const given = await call('PUT', `/api/validators/${target.id}/`, admin.headers, {
      scopes: [1, 7],
    });
    expect(given.status).toBe(200);
    const scopes = await db
      .select({ scope: userroleValidators.scope })
      .from(userroleValidators)
      .innerJoin(userRoles, eq(userRoles.id, userroleValidators.userRoleId))
      .where(eq(userRoles.userId, target.id));
    expect(scopes.map((s) => s.scope).sort()).toEqual([1, 7]);
  });
});
