import { createHash } from 'node:crypto';
import { API_KEY_MESSAGES, API_KEY_PATTERN, API_MESSAGES, ROLE } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Headers } from '../../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { addRole, buildSchool, buildUser, signedInMember } from '../../../test/factories.ts';
import { installWriteLog, lastWrite, writesSince } from '../../../test/fuzz/write-log.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys, roleViewPermissions, userRoles, users } from '../../db/schema/index.ts';

/*
 * The school's API keys (issue 31 item 9; spec 1 §2 Settings "API key and docs", §3 "API key
 * with owner", §5 "API key owner required"): admins create a key for a member, shown once and
 * stored hashed, list and revoke them; a request with `Authorization: Bearer <key>` reads what
 * the owner may read in the key's school, and never writes.
 */

let ctx: TestContext;
let db: Db;
let call: ReturnType<typeof apiCaller>;
type School = Awaited<ReturnType<typeof buildSchool>>;

const en = API_KEY_MESSAGES.en;

beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  call = apiCaller(ctx.app);
  await installWriteLog(db);
});
afterAll(() => ctx.close());

/** Headers of a request with `key` on the school's host, and nothing else. */
const withKey = (school: { subdomain: string }, key: string): Headers => ({
  host: hostOf(school.subdomain),
  authorization: `Bearer ${key}`,
});

/** A school with its admin (signed in) and a member (the keys' owner by default). */
async function schoolWithPeople() {
  const school = await buildSchool(db);
  const admin = await signedInMember(db, school, { role: ROLE.SchoolAdmin });
  const owner = await buildUser(db, { firstName: 'Olga', lastName: 'Owner' });
  await addRole(db, owner.id, school);
  return { school, admin, owner };
}

/** The admin creates a key for `owner`; returns the answer's body. */
async function createKey(school: School, headers: Headers, owner: number, name = 'CRM') {
  const res = await call('POST', `/api/schools/${school.id}/api-keys/`, headers, { owner, name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; key: string; prefix: string };
}

const keyRow = async (id: number) => {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  if (!row) throw new Error('no key row');
  return row;
};

describe('creating and listing keys', () => {
  it('answers the full key once, stores its hash, and never lists it again', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const created = await createKey(school, admin.headers, owner.id, '  CRM sync ');
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'CRM sync',
      prefix: expect.stringMatching(/^alk_[0-9a-f]{8}_$/),
      key: expect.stringMatching(API_KEY_PATTERN),
      owner: { id: owner.id, first_name: 'Olga', last_name: 'Owner', picture: null },
      created_at: expect.any(String),
      created_by: expect.objectContaining({ id: admin.id }),
      last_used_at: null,
    });
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await keyRow(created.id);
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(13));

    const list = await call('GET', `/api/schools/${school.id}/api-keys/`, admin.headers);
    expect(list.status).toBe(200);
    const { key: _key, ...listed } = created;
    expect(list.body).toEqual([listed]);
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(13));
  });

  it('needs an owner who is an active member of the school (spec 1 §5)', async () => {
    const { school, admin } = await schoolWithPeople();
    const url = `/api/schools/${school.id}/api-keys/`;
    for (const body of [{}, { owner: null, name: 'x' }]) {
      expect(await call('POST', url, admin.headers, body)).toEqual({
        status: 400,
        body: { owner: [en.ownerRequired] },
      });
    }
    const outsider = await buildUser(db);
    await addRole(db, outsider.id, await buildSchool(db));
    const retired = await buildUser(db);
    await addRole(db, retired.id, school, { active: false });
    const closed = await buildUser(db, { active: false });
    await addRole(db, closed.id, school);
    for (const owner of [outsider.id, retired.id, closed.id, 2_000_000_000]) {
      expect(await call('POST', url, admin.headers, { owner })).toEqual({
        status: 400,
        body: { owner: [en.ownerNotMember] },
      });
    }
    const fr = await call('POST', url, admin.headers, {}, 'fr');
    expect(fr.body).toEqual({ owner: [API_KEY_MESSAGES.fr.ownerRequired] });
    expect(await db.select().from(apiKeys).where(eq(apiKeys.schoolId, school.id))).toEqual([]);
  });

  it('are for the school’s admins only, from its own host', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { id } = await createKey(school, admin.headers, owner.id);
    const member = await signedInMember(db, school);
    const anonymous = {
      host: hostOf(school.subdomain),
      origin: `http://${hostOf(school.subdomain)}`,
    };
    const list = `/api/schools/${school.id}/api-keys/`;
    for (const [headers, status] of [
      [anonymous, 401],
      [member.headers, 403],
    ] as const) {
      expect((await call('GET', list, headers)).status).toBe(status);
      expect((await call('POST', list, headers, { owner: owner.id })).status).toBe(status);
      expect((await call('DELETE', `${list}${id}/`, headers)).status).toBe(status);
    }
    const other = await buildSchool(db);
    expect((await call('GET', `/api/schools/${other.id}/api-keys/`, admin.headers)).status).toBe(
      404,
    );
    expect((await keyRow(id)).revokedAt).toBeNull();
  });
});

describe('a request with a key', () => {
  it('reads /api/users/me/ and the directory as its owner, HEAD too', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { key } = await createKey(school, admin.headers, owner.id);
    const me = await call('GET', '/api/users/me/', withKey(school, key));
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: owner.id, first_name: 'Olga', last_name: 'Owner' });
    const directory = await call('GET', '/api/directory/', withKey(school, key));
    expect(directory.status).toBe(200);
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/api/users/me/',
      headers: withKey(school, key),
    });
    expect(head.statusCode).toBe(200);
  });

  it('cannot write: every other method is refused 403 before any handler, nothing written', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    // The admin's own key: what the admin may change, the key still may not.
    const adminKey = await createKey(school, admin.headers, admin.id);
    const ownerKey = await createKey(school, admin.headers, owner.id);
    const since = await lastWrite(db);
    const attempts: [string, string, unknown][] = [
      ['PATCH', '/api/users/me/', { first_name: 'Changed' }],
      ['POST', `/api/schools/${school.id}/api-keys/`, { owner: admin.id }],
      ['DELETE', `/api/schools/${school.id}/api-keys/${ownerKey.id}/`, undefined],
      ['PUT', `/api/schools/${school.id}/report-validation/`, { validate_report: false }],
      ['PATCH', `/api/schools/${school.id}/`, { name: 'Renamed' }],
      ['DELETE', '/api/auth/logout/', undefined],
      ['POST', '/api/auth/login/', { email: 'a@example.org', password: 'x' }],
    ];
    for (const [method, url, body] of attempts) {
      for (const { key } of [adminKey, ownerKey]) {
        const res = await ctx.app.inject({
          method: method as 'POST',
          url,
          headers: withKey(school, key),
          ...(body === undefined ? {} : { payload: body as object }),
        });
        expect([method, url, res.statusCode, res.json()]).toEqual([
          method,
          url,
          403,
          { detail: API_KEY_MESSAGES.fr.readOnly },
        ]);
      }
    }
    // Not even a bad key gets further (and OPTIONS is no read either).
    const options = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/me/',
      headers: { ...withKey(school, 'nonsense'), 'accept-language': 'en' },
    });
    expect([options.statusCode, options.json()]).toEqual([403, { detail: en.readOnly }]);
    expect(await writesSince(db, since)).toEqual([]);
    expect((await keyRow(ownerKey.id)).revokedAt).toBeNull();
  });

  it('is refused 401 once revoked, on another school’s host, or when malformed', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { id, key } = await createKey(school, admin.headers, owner.id);
    const other = await buildSchool(db);
    await addRole(db, owner.id, other);
    const unauthorized = { status: 401, body: { detail: en.invalidKey } };
    expect(await call('GET', '/api/users/me/', withKey(other, key))).toEqual(unauthorized);
    for (const wrong of ['', 'alk_', `${key}x`, key.replace(/.$/, key.endsWith('A') ? 'B' : 'A')]) {
      expect(await call('GET', '/api/users/me/', withKey(school, wrong))).toEqual(unauthorized);
    }
    // Even where no sign-in is needed: a key that authenticates nobody is an error.
    expect(
      await call('GET', `/api/schools/${school.subdomain}/details/`, withKey(school, 'x')),
    ).toEqual(unauthorized);

    expect((await call('GET', '/api/users/me/', withKey(school, key))).status).toBe(200);
    const revoke = `/api/schools/${school.id}/api-keys/${id}/`;
    expect((await call('DELETE', revoke, admin.headers)).status).toBe(204);
    expect(await call('GET', '/api/users/me/', withKey(school, key))).toEqual(unauthorized);
    expect((await call('DELETE', revoke, admin.headers)).status).toBe(404);
    expect((await call('GET', `/api/schools/${school.id}/api-keys/`, admin.headers)).body).toEqual(
      [],
    );
  });

  it('follows its owner: deactivated or gone from the school, 401; a permission lost, 403', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { key } = await createKey(school, admin.headers, owner.id);
    const me = () => call('GET', '/api/users/me/', withKey(school, key));
    expect((await call('GET', '/api/directory/', withKey(school, key))).status).toBe(200);
    const alumni = school.roles.get(ROLE.Alumni);
    await db
      .update(roleViewPermissions)
      .set({ allowed: false })
      .where(
        and(
          eq(roleViewPermissions.schoolRoleId, alumni?.id ?? 0),
          eq(roleViewPermissions.app, 'users'),
          eq(roleViewPermissions.view, 'user_list'),
        ),
      );
    expect((await call('GET', '/api/directory/', withKey(school, key))).status).toBe(403);
    expect((await me()).status).toBe(200);

    await db.update(userRoles).set({ isActive: false }).where(eq(userRoles.userId, owner.id));
    expect((await me()).status).toBe(401);
    await db.update(userRoles).set({ isActive: true }).where(eq(userRoles.userId, owner.id));
    expect((await me()).status).toBe(200);
    await db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect(await me()).toEqual({ status: 401, body: { detail: en.invalidKey } });
  });

  it('never acts as a super user, even when its owner is one', async () => {
    const { school, admin } = await schoolWithPeople();
    const superUser = await buildUser(db, { isSuperuser: true });
    await addRole(db, superUser.id, school);
    const { key } = await createKey(school, admin.headers, superUser.id);
    expect((await call('GET', '/api/outbox/', withKey(school, key))).status).toBe(403);
    expect(
      (await call('GET', `/api/schools/${school.id}/api-keys/`, withKey(school, key))).status,
    ).toBe(403);
  });

  it('goes with no session cookie: both in one request is refused 400', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { key } = await createKey(school, admin.headers, owner.id);
    expect(
      await call('GET', '/api/users/me/', { ...admin.headers, authorization: `Bearer ${key}` }),
    ).toEqual({ status: 400, body: { detail: en.keyAndSession } });
    // Nor does a key carry a cookie's write past the CSRF check: no Origin, the key, a cookie.
    const since = await lastWrite(db);
    const { origin: _origin, ...noOrigin } = admin.headers;
    const write = await call(
      'POST',
      `/api/schools/${school.id}/api-keys/`,
      { ...noOrigin, authorization: `Bearer ${key}` },
      { owner: owner.id },
    );
    expect(write).toEqual({ status: 400, body: { detail: en.keyAndSession } });
    expect(await writesSince(db, since)).toEqual([]);
    // Another scheme is no key: the session answers.
    const basic = await call('GET', '/api/users/me/', {
      ...admin.headers,
      authorization: 'Basic dXNlcjpwYXNz',
    });
    expect(basic.body).toMatchObject({ id: admin.id });
  });

  it('records its last use, at most once a minute', async () => {
    const { school, admin, owner } = await schoolWithPeople();
    const { id, key } = await createKey(school, admin.headers, owner.id);
    expect((await keyRow(id)).lastUsedAt).toBeNull();
    await call('GET', '/api/users/me/', withKey(school, key));
    const first = (await keyRow(id)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    const since = await lastWrite(db);
    await call('GET', '/api/directory/', withKey(school, key));
    expect((await keyRow(id)).lastUsedAt).toEqual(first);
    expect(await writesSince(db, since)).toEqual([]);
    const listed = await call('GET', `/api/schools/${school.id}/api-keys/`, admin.headers);
    expect(listed.body).toEqual([expect.objectContaining({ last_used_at: first?.toISOString() })]);

    const earlier = new Date(Date.now() - 61_000);
    await db.update(apiKeys).set({ lastUsedAt: earlier }).where(eq(apiKeys.id, id));
    await call('GET', '/api/users/me/', withKey(school, key));
    const later = (await keyRow(id)).lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(earlier.getTime() + 30_000);
  });

  it('answers in the request’s language', async () => {
    const { school } = await schoolWithPeople();
    const res = await call('GET', '/api/users/me/', withKey(school, 'x'), undefined, 'fr');
    expect(res.body).toEqual({ detail: API_KEY_MESSAGES.fr.invalidKey });
    expect(API_MESSAGES.fr.notAuthenticated).not.toBe(API_KEY_MESSAGES.fr.invalidKey);
  });
});
