import { LEGAL_URL_MAX, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers, sessionHeaders } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import {
  addRole,
  type BuiltSchool,
  buildMember,
  buildRegistrant,
  buildSchool,
  buildUser,
} from '../../../test/factories.ts';
import { registrationBody } from '../../../test/tenant-bodies.ts';
import type { Db } from '../../db/client.ts';
import { schoolTermsVersions, termsAcceptances, users } from '../../db/schema/index.ts';

/*
 * Terms changes (issue 31 item 5; docs/areas/terms.md): `GET`/`POST /api/schools/{id}/terms/`
 * for the school's admins, `POST /api/users/me/terms/accept/` for its members, and the current
 * user's `terms_acceptance_due`. The notification mails are in terms-notify.test.ts.
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

const PASSWORD = 'Terms-test-2026!';
const url = (school: { id: number }) => `/api/schools/${school.id}/terms/`;
const ACCEPT = '/api/users/me/terms/accept/';
const change = (n: number, notify = false) => ({
  terms_use_url: `https://school.example.org/cgu-v${n}`,
  privacy_policy_url: `https://school.example.org/privacy-v${n}`,
  notify_members: notify,
});

/** A user holding `role` in `school`, with a session there; returns their id and headers. */
async function person(school: BuiltSchool, role: number = ROLE.Alumni) {
  const user = await buildUser(db, { password: PASSWORD });
  await addRole(db, user.id, school, { role });
  const headers = await sessionHeaders(db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: school.subdomain,
  });
  return { id: user.id, email: user.email, headers };
}

const due = async (headers: Headers) =>
  (await call('GET', '/api/users/me/', headers)).body.terms_acceptance_due;

describe('publishing terms and accepting them', () => {
  it('versions each change; members who joined before accept it, once, with its date kept', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    const member = await person(school);
    expect((await call('GET', url(school), admin.headers)).body).toEqual({
      version: null,
      terms_use_url: null,
      privacy_policy_url: null,
      published_at: null,
      notified: false,
      members: 2,
      accepted: 0,
      latest_acceptances: [],
    });
    // Before any version nothing is due, and accepting accepts nothing.
    expect(await due(member.headers)).toBeNull();
    expect(await call('POST', ACCEPT, member.headers)).toEqual({
      status: 200,
      body: { version: null, accepted_at: null },
    });

    const first = await call('POST', url(school), admin.headers, change(1));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      version: 1,
      terms_use_url: 'https://school.example.org/cgu-v1',
      privacy_policy_url: 'https://school.example.org/privacy-v1',
      notified: false,
      members: 2,
      accepted: 0,
    });
    // The school's details carry the new addresses (the registration form's links).
    const details = await call('GET', `/api/schools/${school.subdomain}/details/`, null);
    expect(details.body).toMatchObject({
      terms_use_url: 'https://school.example.org/cgu-v1',
      privacy_policy_url: 'https://school.example.org/privacy-v1',
    });

    const asked = {
      version: 1,
      terms_use_url: 'https://school.example.org/cgu-v1',
      privacy_policy_url: 'https://school.example.org/privacy-v1',
    };
    expect(await due(member.headers)).toEqual(asked);
    expect(await due(admin.headers)).toEqual(asked);
    // The session check and the sign-in answer say so too.
    expect((await call('GET', '/api/auth/session/', member.headers)).body.user).toMatchObject({
      terms_acceptance_due: asked,
    });
    const signInAnswer = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: hostOf(school.subdomain) },
      payload: { email: member.email, password: PASSWORD },
    });
    expect(signInAnswer.json()).toMatchObject({ terms_acceptance_due: asked });

    // Someone who joins after the change joined under it: not asked.
    const newcomer = await person(school);
    expect(await due(newcomer.headers)).toBeNull();

    const accepted = await call('POST', ACCEPT, member.headers);
    expect(accepted.status).toBe(200);
    expect(accepted.body.version).toBe(1);
    expect(Date.parse(String(accepted.body.accepted_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(await due(member.headers)).toBeNull();
    // Idempotent: the first date stays, one row.
    expect((await call('POST', ACCEPT, member.headers)).body).toEqual(accepted.body);
    const rows = await db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.schoolId, school.id), eq(termsAcceptances.userId, member.id)));
    expect(rows).toHaveLength(1);

    const seen = (await call('GET', url(school), admin.headers)).body;
    expect(seen).toMatchObject({ version: 1, members: 3, accepted: 1 });
    expect(seen.latest_acceptances).toEqual([
      {
        user: expect.objectContaining({ id: member.id }),
        accepted_at: accepted.body.accepted_at,
      },
    ]);

    // The next change asks everyone again (the newcomer too: they joined before it).
    const second = await call('POST', url(school), admin.headers, change(1));
    expect(second.body).toMatchObject({ version: 2, accepted: 0 });
    expect(await due(member.headers)).toMatchObject({ version: 2 });
    expect(await due(newcomer.headers)).toMatchObject({ version: 2 });
    await call('POST', ACCEPT, member.headers);
    // History: one row per version accepted.
    const history = await db
      .select({ version: termsAcceptances.version })
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.schoolId, school.id), eq(termsAcceptances.userId, member.id)))
      .orderBy(termsAcceptances.version);
    expect(history).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('sets the account’s terms and privacy flags when a member accepts', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    const member = await person(school);
    await db
      .update(users)
      .set({ termsUse: false, privacyPolicy: false })
      .where(eq(users.id, member.id));
    await call('POST', url(school), admin.headers, change(1));
    await call('POST', ACCEPT, member.headers);
    const [row] = await db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ termsUse: true, privacyPolicy: true });
  });

  it('asks only the school’s own members: another school’s version asks nothing here', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const otherAdmin = await person(other, ROLE.SchoolAdmin);
    const member = await person(school);
    await addRole(db, member.id, other);
    await call('POST', url(other), otherAdmin.headers, change(1));
    expect(await due(member.headers)).toBeNull();
    const there = await sessionHeaders(db, {
      userId: member.id,
      schoolId: other.id,
      subdomain: other.subdomain,
    });
    expect(await due(there)).toMatchObject({ version: 1 });
  });

  it('records the acceptance of the current version at registration', async () => {
    const school = await buildSchool(db, { validateRegistration: false, hasCampus: false });
    const admin = await person(school, ROLE.SchoolAdmin);
    await call('POST', url(school), admin.headers, change(1));
    const email = `terms-registrant-${Date.now()}@example.org`;
    const res = await call(
      'POST',
      '/api/registration/',
      { host: hostOf(school.subdomain), origin: `http://${hostOf(school.subdomain)}` },
      registrationBody('Terms', email),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const rows = await db
      .select({ version: termsAcceptances.version })
      .from(termsAcceptances)
      .where(eq(termsAcceptances.userId, user?.id ?? 0));
    expect(rows).toEqual([{ version: 1 }]);
  });

  it('leaves the terms addresses out of the school info PATCH: they change as a version only', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    await call('POST', url(school), admin.headers, change(1));
    const patched = await call('PATCH', `/api/schools/${school.id}/`, admin.headers, {
      terms_use_url: 'https://elsewhere.example.org/cgu',
      address: 'Rue des Écoles',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.terms_use_url).toBe('https://school.example.org/cgu-v1');
    const versions = await db
      .select()
      .from(schoolTermsVersions)
      .where(eq(schoolTermsVersions.schoolId, school.id));
    expect(versions).toHaveLength(1);
  });
});

describe('who may publish, read and accept', () => {
  it('answers 401 signed out, 403 to members, 404 for another school', async () => {
    const school = await buildSchool(db);
    const other = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    const member = await person(school);
    const anonymous = {
      host: hostOf(school.subdomain),
      origin: `http://${hostOf(school.subdomain)}`,
    };
    expect((await call('GET', url(school), anonymous)).status).toBe(401);
    expect((await call('POST', url(school), anonymous, change(1))).status).toBe(401);
    expect((await call('POST', ACCEPT, anonymous)).status).toBe(401);
    expect((await call('GET', url(school), member.headers)).status).toBe(403);
    expect((await call('POST', url(school), member.headers, change(1))).status).toBe(403);
    expect((await call('GET', url(other), admin.headers)).status).toBe(404);
    expect((await call('POST', url(other), admin.headers, change(1))).status).toBe(404);
    const versions = await db.select().from(schoolTermsVersions);
    expect(versions.filter((v) => v.schoolId === school.id || v.schoolId === other.id)).toEqual([]);
  });

  it('refuses an acceptance from someone without an active role here (403)', async () => {
    const school = await buildSchool(db);
    const registrant = await buildRegistrant(db, school.id);
    const headers = await sessionHeaders(db, {
      userId: registrant.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    expect((await call('POST', ACCEPT, headers)).status).toBe(403);
    const superUser = await buildUser(db, { isSuperuser: true });
    const superHeaders = await sessionHeaders(db, {
      userId: superUser.id,
      schoolId: school.id,
      subdomain: school.subdomain,
    });
    // A super user may publish, but holds no role to accept with, and is never asked.
    expect((await call('POST', url(school), superHeaders, change(1))).status).toBe(201);
    expect(await due(superHeaders)).toBeNull();
    expect((await call('POST', ACCEPT, superHeaders)).status).toBe(403);
  });

  it('answers 400 per bad field, in the caller’s language, and publishes nothing', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    const long = `https://school.example.org/${'a'.repeat(LEGAL_URL_MAX)}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ terms_use_url: undefined }, 'terms_use_url'],
      [{ terms_use_url: '' }, 'terms_use_url'],
      [{ terms_use_url: 'ftp://school.example.org/cgu' }, 'terms_use_url'],
      [{ terms_use_url: long }, 'terms_use_url'],
      [{ privacy_policy_url: 'javascript:alert(1)' }, 'privacy_policy_url'],
      [{ privacy_policy_url: 42 }, 'privacy_policy_url'],
      [{ notify_members: 'yes' }, 'notify_members'],
    ];
    for (const [patch, field] of cases) {
      const res = await call('POST', url(school), admin.headers, { ...change(1), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(Object.keys(res.body)).toEqual([field]);
    }
    const french = await call(
      'POST',
      url(school),
      admin.headers,
      { ...change(1), terms_use_url: 'nope' },
      'fr',
    );
    expect(french.body).toEqual({
      terms_use_url: [
        "L'adresse doit commencer par http:// ou https:// et contenir un domaine valide",
      ],
    });
    expect((await call('GET', url(school), admin.headers)).body.version).toBeNull();
  });

  it('gives two admins publishing at once two versions, never the same one', async () => {
    const school = await buildSchool(db);
    const [one, two] = [
      await person(school, ROLE.SchoolAdmin),
      await person(school, ROLE.SchoolAdmin),
    ];
    const answers = await Promise.all([
      call('POST', url(school), one.headers, change(1)),
      call('POST', url(school), two.headers, change(2)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers.map((a) => a.body.version).sort()).toEqual([1, 2]);
  });

  it('counts active members only: not a deactivated role nor an account not activated', async () => {
    const school = await buildSchool(db);
    const admin = await person(school, ROLE.SchoolAdmin);
    await buildMember(db, school.id);
    await buildMember(db, school.id, { active: false });
    await buildRegistrant(db, school.id);
    expect((await call('GET', url(school), admin.headers)).body.members).toBe(2);
  });
});
