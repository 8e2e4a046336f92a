import { ROLE, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mediaDir } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import {
  campuses,
  degrees,
  schools,
  userRoles,
  userroleValidators,
} from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { apiCaller, type Body, type Headers, type multipartBody, sessionHeaders } from './api.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { buildMember } from './factories.ts';

/**
 * What the profile API tests share (modules/profiles/*.test.ts): the seeded demo and
 * campus-en schools with their degrees and campuses, a member factory with sessions, and
 * an admin, a User validator, a member, a prospect and a member of the other school.
 */

/** A work experience body with every field. */
export const job = {
  title: 'Data analyst',
  organisation: 'Acme',
  location: 'Lyon',
  current_occupation: true,
  start_date: '2022-03-01',
  fits_education: 'yes',
  business_sector: 'it',
  contract_type: 'permanent',
  executive_status: 'executive',
  working_time: 'full_time',
  salary: 42000,
  how_found: 'school_network',
};
/** An education declared from the school (it waits for validation). */
export const school = {
  degree_type: 'master',
  title: 'Master Finance',
  facility: 'anything',
  graduation_status: 'graduated',
  graduation_year: 2016,
  school: true,
};

export interface ProfileMember {
  id: number;
  roleId: number;
  headers: Headers;
}

/** Starts a test app on the seeded schools and builds the shared members. */
export async function startProfilesWorld() {
  const ctx: TestContext = await createTestApp();
  const db: Db = ctx.database.db;
  const call = apiCaller(ctx.app);
  await seedDemo(db, { mediaDir: mediaDir(ctx.config) });
  const ids = { demo: 0, en: 0 };
  for (const row of await db.select().from(schools)) {
    if (row.subdomain === 'demo') ids.demo = row.id;
    if (row.subdomain === 'campus-en') ids.en = row.id;
  }
  const demoDegrees = (await db.select().from(degrees).where(eq(degrees.schoolId, ids.demo))).map(
    (d) => d.id,
  );
  const demoCampuses = (
    await db.select().from(campuses).where(eq(campuses.schoolId, ids.demo))
  ).map((c) => c.id);
  const enDegree =
    (await db.select().from(degrees).where(eq(degrees.schoolId, ids.en)))[0]?.id ?? 0;
  const enCampus =
    (await db.select().from(campuses).where(eq(campuses.schoolId, ids.en)))[0]?.id ?? 0;

  /** Headers of a signed-in, same-origin request (a session row, without the sign-in's hashing cost). */
  const signedIn = (userId: number, subdomain: 'demo' | 'campus-en' = 'demo') =>
    sessionHeaders(db, { userId, schoolId: subdomain === 'demo' ? ids.demo : ids.en, subdomain });

  /** A member of demo (or `schoolId`) with a session; `role` defaults to alumni. */
  async function member(
    opts: Parameters<typeof buildMember>[2] = {},
    schoolId = ids.demo,
  ): Promise<ProfileMember> {
    const user = await buildMember(db, schoolId, { degreeId: demoDegrees[0], ...opts });
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, user.id));
    return {
      id: user.id,
      roleId: role?.id ?? 0,
      headers: await signedIn(user.id, schoolId === ids.demo ? 'demo' : 'campus-en'),
    };
  }

  const admin = await member({ role: ROLE.SchoolAdmin });
  const validator = await member({ role: ROLE.Staff });
  await db
    .insert(userroleValidators)
    .values({ userRoleId: validator.roleId, schoolId: ids.demo, scope: VALIDATOR_SCOPE.User });
  return {
    ctx,
    db,
    call,
    ids,
    demoDegrees,
    demoCampuses,
    enDegree,
    enCampus,
    signedIn,
    member,
    admin,
    validator,
    viewer: await member(),
    prospect: await member({ role: ROLE.Prospect }),
    enMember: await member({ degreeId: enDegree }, ids.en),
  };
}
export type ProfilesWorld = Awaited<ReturnType<typeof startProfilesWorld>>;

/** POSTs a multipart body (multipartBody) to `url` on `app`; answers `{status, body}`. */
export async function uploadTo(
  app: FastifyInstance,
  url: string,
  headers: Headers | null,
  body: ReturnType<typeof multipartBody>,
  locale = 'en',
) {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      ...(headers ?? { host: hostOf('demo') }),
      'content-type': body.contentType,
      'accept-language': locale,
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Body };
}
