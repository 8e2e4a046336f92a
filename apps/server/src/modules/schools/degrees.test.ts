import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../../../test/api.ts';
import { createTestApp, type TestContext } from '../../../test/app.ts';
import { buildArticle, buildSchool, signedInMember } from '../../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { degrees, userRoles } from '../../db/schema/index.ts';

/*
 * School settings → degrees, one at a time (spec 1 §3 Degree, §4 "degree name required",
 * §5 Degrees "Deletion is blocked while users hold the degree"; domain degrees.ts): admins
 * add, change and delete unused ones; the details' list shows it at once.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const member = (school: School, role: number = ROLE.Alumni, degreeId?: number | null) =>
  signedInMember(db, school, { role, ...(degreeId === undefined ? {} : { degreeId }) });

beforeAll(async () => {
  // A long cache: the details below are fresh only because each change drops it.
  ctx = await createTestApp({ schoolCacheTtlMs: 60_000 });
  db = ctx.database.db;
  call = apiCaller(ctx.app);
});
afterAll(() => ctx.close());

describe('the degrees of a school', () => {
  it('are added, changed and deleted by an admin; the details show it at once', async () => {
    const school = await buildSchool(db, {}, { degrees: ['Master Finance', 'Licence Droit'] });
    const [finance, law] = school.degrees;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    await member(school, ROLE.Alumni, finance?.id);
    const base = `/api/schools/${school.id}/degrees/`;
    const listed = async () =>
      (await call('GET', `/api/schools/${school.subdomain}/details/`, admin.headers)).body
        .degrees as { name: string; section: string | null; user_count: number }[];

    const added = await call('POST', base, admin.headers, {
      name: '  MBA Management ',
      section: 'Business School',
      subsection: '',
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'MBA Management',
      section: 'Business School',
      subsection: null,
      user_count: 0,
    });
    expect((await listed()).map((d) => d.name)).toContain('MBA Management');

    const changed = await call('PATCH', `${base}${finance?.id}/`, admin.headers, {
      name: 'Master Finance de marché',
      subsection: 'Finance',
    });
    expect(changed.body).toEqual({
      id: finance?.id,
      name: 'Master Finance de marché',
      section: null,
      subsection: 'Finance',
      user_count: 1,
    });
    // Its holder keeps it.
    const held = await db
      .select()
      .from(userRoles)
      .where(eq(userRoles.degreeId, finance?.id ?? 0));
    expect(held).toHaveLength(1);

    expect((await call('DELETE', `${base}${law?.id}/`, admin.headers)).status).toBe(204);
    expect((await listed()).map((d) => d.name).sort()).toEqual([
      'MBA Management',
      'Master Finance de marché',
    ]);
  });

  it('keep a required name, unique in the school', async () => {
    const school = await buildSchool(db, {}, { degrees: ['Master Finance', 'Licence Droit'] });
    const [finance] = school.degrees;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    const base = `/api/schools/${school.id}/degrees/`;
    const taken = await call('PATCH', `${base}${finance?.id}/`, admin.headers, {
      name: 'Licence Droit',
    });
    expect(taken).toMatchObject({ status: 400, body: { name: ['This name is already used.'] } });
    const takenFr = await call('POST', base, admin.headers, { name: 'Licence Droit' }, 'fr');
    expect(takenFr).toMatchObject({ status: 400, body: { name: ['Ce nom est déjà utilisé.'] } });
    for (const body of [{}, { name: '' }, { name: 'x'.repeat(256) }, { name: 'A', section: 3 }]) {
      expect((await call('POST', base, admin.headers, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', base, admin.headers, { name: 'Doctorat' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400]);
    const rows = await db.select().from(degrees).where(eq(degrees.schoolId, school.id));
    expect(rows.map((d) => d.name).sort()).toEqual(['Doctorat', 'Licence Droit', 'Master Finance']);
  });

  it('are not deleted while members hold them or content is restricted to them', async () => {
    const school = await buildSchool(db, {}, { degrees: ['Master Finance', 'Licence Droit'] });
    const [finance, law] = school.degrees;
    const admin = await member(school, ROLE.SchoolAdmin, null);
    await member(school, ROLE.Alumni, finance?.id);
    await member(school, ROLE.Student, finance?.id);
    await buildArticle(db, school.id, admin.id, { filterDegrees: [law?.id ?? 0] });
    const base = `/api/schools/${school.id}/degrees/`;
    expect(await call('DELETE', `${base}${finance?.id}/`, admin.headers)).toMatchObject({
      status: 409,
      body: { detail: 'Cannot delete: 2 members hold it.' },
    });
    expect(
      await call('DELETE', `${base}${law?.id}/`, admin.headers, undefined, 'fr'),
    ).toMatchObject({
      status: 409,
      body: {
        detail: 'Suppression impossible\u00a0: 1 article, événement ou offre y réserve son accès.',
      },
    });
    expect(await db.select().from(degrees).where(eq(degrees.schoolId, school.id))).toHaveLength(2);
  });

  it("are the school's admins' only, on the school's own host", async () => {
    const school = await buildSchool(db);
    const [degree] = school.degrees;
    const other = await buildSchool(db);
    const [theirs] = other.degrees;
    const alumni = await member(school);
    const admin = await member(school, ROLE.SchoolAdmin, null);
    const base = `/api/schools/${school.id}/degrees/`;
    expect((await call('POST', base, alumni.headers, { name: 'X' })).status).toBe(403);
    expect(
      (await call('PATCH', `${base}${degree?.id}/`, alumni.headers, { name: 'X' })).status,
    ).toBe(403);
    expect((await call('DELETE', `${base}${degree?.id}/`, alumni.headers)).status).toBe(403);
    expect(
      (await call('POST', `/api/schools/${other.id}/degrees/`, admin.headers, { name: 'X' }))
        .status,
    ).toBe(404);
    expect(
      (await call('PATCH', `${base}${theirs?.id}/`, admin.headers, { name: 'X' })).status,
    ).toBe(404);
    expect((await call('DELETE', `${base}${theirs?.id}/`, admin.headers)).status).toBe(404);
    const [still] = await db
      .select()
      .from(degrees)
      .where(eq(degrees.id, theirs?.id ?? 0));
    expect(still?.name).toBe(theirs?.name);
  });
});
