import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';

/*
 * School settings "report validation" (spec 1 §2 Settings, §3 School flags `validate_report`):
 * `GET`/`PUT /api/schools/{id}/report-validation/`, for the school's admins; what the flag
 * changes is tested in modules/reports/report-validation.test.ts.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

async function person(school: School, role: number = ROLE.Alumni, scopes: number[] = []) {
  const user = await buildUser(db);
  await addRole(db, user.id, school, { role, scopes });
  return sessionHeaders(db, { userId: user.id, schoolId: school.id, subdomain: school.subdomain });
}

beforeAll(async () => {
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

const url = (school: { id: number }) => `/api/schools/${school.id}/report-validation/`;

describe('report validation setting', () => {
  it('is read and saved by the school’s admins, and shows in the details at once', async () => {
    // On by default (migration 0033): post reports wait for a moderator.
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    expect(await call('GET', url(school), admin)).toEqual({
      status: 200,
      body: { validate_report: true },
    });
    const details = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin)).body.flags;
    expect(await details()).toMatchObject({ validate_report: true });

    const saved = await call('PUT', url(school), admin, { validate_report: false });
    expect(saved).toEqual({ status: 200, body: { validate_report: false } });
    const [row] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(row?.validateReport).toBe(false);
    // The school is cached for a minute: the save drops it everywhere.
    expect(await details()).toMatchObject({ validate_report: false });
    expect((await call('GET', url(school), admin)).body).toEqual({ validate_report: false });

    expect((await call('PUT', url(school), admin, { validate_report: true })).body).toEqual({
      validate_report: true,
    });
  });

  it('answers 401 signed out, 403 to members and validators, 404 for another school', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db, { validateReport: false });
    const admin = await person(school, ROLE.SchoolAdmin);
    const alumni = await person(school);
    const validator = await person(school, ROLE.Staff, [VALIDATOR_SCOPE.Report]);
    const body = { validate_report: false };
    const anonymous = {
      host: hostOf(school.subdomain),
      origin: `http://${hostOf(school.subdomain)}`,
    };
    expect((await call('GET', url(school), anonymous)).status).toBe(401);
    expect((await call('PUT', url(school), anonymous, body)).status).toBe(401);
    for (const headers of [alumni, validator]) {
      expect((await call('GET', url(school), headers)).status).toBe(403);
      expect((await call('PUT', url(school), headers, body)).status).toBe(403);
    }
    // Another school's id on this school's host: not found, and left as it was.
    expect((await call('GET', url(other), admin)).status).toBe(404);
    expect((await call('PUT', url(other), admin, { validate_report: true })).status).toBe(404);
    const [theirs] = await db.select().from(schools).where(eq(schools.id, other.id));
    expect(theirs?.validateReport).toBe(false);
    const [mine] = await db.select().from(schools).where(eq(schools.id, school.id));
    expect(mine?.validateReport).toBe(true);
  });

  it('refuses a body without a yes or no, per field', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    for (const bad of [{ validate_report: 'yes' }, {}, { validate_report: null }]) {
      const res = await call('PUT', url(school), admin, bad);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body)).toEqual(['validate_report']);
    }
    expect((await call('PUT', url(school), admin, { validate_report: true }, 'fr')).status).toBe(
      200,
    );
    expect((await call('GET', url(school), admin)).body).toEqual({ validate_report: true });
  });
});
