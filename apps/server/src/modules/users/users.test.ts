import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildDemoSchools(ctx.database.db, DEMO_PASSWORD);
});
afterAll(() => ctx.close());

describe('PATCH /api/users/me/ (personal data)', () => {
  it('saves personal data and stamps the last profile update', async () => {
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers,
      payload: {
        first_name: 'Hélène',
        last_name: 'Lefèvre',
        birth_name: 'Martin',
        city: 'Lyon',
        summary: 'Data analyst.',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      birth_name: 'Martin',
      city: 'Lyon',
      summary: 'Data analyst.',
    });
    expect(Date.parse(res.json().last_profile_update)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rejects bad fields in the error shape and changes nothing', async () => {
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    );
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: { ...headers, 'accept-language': 'en' },
      payload: { first_name: '', last_name: 'Delacroix', summary: 'x'.repeat(1001) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['This field is required'],
      summary: ['This field must not exceed 1000 characters'],
    });
    const me = await ctx.app.inject({ url: '/api/users/me/', headers });
    expect(me.json().first_name).toBe('Antoine');
  });

  it('needs a signed-in user (401)', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/',
      headers: { host: hostOf('demo') },
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/users/me/password/', () => {
  it('checks the current password, then ends the other sessions only', async () => {
    const email = 'validator@demo.example.org';
    const other = await signIn(ctx.app, 'demo', email, DEMO_PASSWORD);
    const current = sameOrigin('demo', await signIn(ctx.app, 'demo', email, DEMO_PASSWORD));
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: { ...current, 'accept-language': 'en' },
      payload: {
        current_password: 'nope',
        password: 'N3w-passw0rd!',
        password_confirm: 'N3w-passw0rd!',
      },
    });
    expect(wrong.json()).toEqual({ current_password: ['The current password is wrong'] });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/me/password/',
      headers: current,
      payload: {
        current_password: DEMO_PASSWORD,
        password: 'N3w-passw0rd!',
        password_confirm: 'N3w-passw0rd!',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/users/ping/', headers: current })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ url: '/api/users/ping/', headers: sameOrigin('demo', other) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('/api/users/me/settings/ (user school settings)', () => {
  it('starts from the defaults, saves a subset, and keeps each school apart', async () => {
    const demo = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const first = await ctx.app.inject({ url: '/api/users/me/settings/', headers: demo });
    expect(first.json()).toMatchObject({
      newsletter: true,
      visible_to_recruiters: false,
      max_mentee: 1,
    });
    // Mentoring is turned on with a phone number only (spec 2 §8; mentorship-admin.test.ts).
    await ctx.database.db
      .update(users)
      .set({ phone: '+33612345678' })
      .where(eq(users.email, 'member@demo.example.org'));
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings/',
      headers: demo,
      payload: {
        visible_to_recruiters: true,
        is_mentor: true,
        mentoring_types_mentor: ['career'],
        max_mentee: 2,
      },
    });
    expect(saved.json()).toMatchObject({
      visible_to_recruiters: true,
      is_mentor: true,
      newsletter: true,
      max_mentee: 2,
    });

    const en = sameOrigin(
      'campus-en',
      await signIn(ctx.app, 'campus-en', 'member@demo.example.org', DEMO_PASSWORD),
    );
    expect(
      (await ctx.app.inject({ url: '/api/users/me/settings/', headers: en })).json()
        .visible_to_recruiters,
    ).toBe(false);
  });

  it('rejects a bad type with 400 and an anonymous visitor with 401', async () => {
    const demo = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/me/settings/',
      headers: demo,
      payload: { newsletter: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['newsletter']);
    expect(
      (await ctx.app.inject({ url: '/api/users/me/settings/', headers: { host: hostOf('demo') } }))
        .statusCode,
    ).toBe(401);
  });
});

// Issue 12: every anonymous page load logged a 401 for /api/users/me/ in the browser console.
describe('GET /api/auth/session/ (who the visitor is)', () => {
  const host = { host: hostOf('demo') };

  it('answers 200 {user: null} to an anonymous visitor and to an unknown session', async () => {
    for (const headers of [host, { ...host, cookie: 'sessionid=not-a-session' }]) {
      const res = await ctx.app.inject({ url: '/api/auth/session/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user: null });
    }
    // The user's own call keeps its 401 for callers that need a user.
    expect((await ctx.app.inject({ url: '/api/users/me/', headers: host })).statusCode).toBe(401);
  });

  it('gives the signed-in user as /api/users/me/ does, then null after signing out', async () => {
    const headers = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const me = await ctx.app.inject({ url: '/api/users/me/', headers });
    const session = await ctx.app.inject({ url: '/api/auth/session/', headers });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ user: me.json() });

    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers });
    expect(out.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/auth/session/', headers })).json()).toEqual({
      user: null,
    });
  });
});
