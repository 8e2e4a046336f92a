import { ROLE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, deliverMail, hostOf, type TestContext } from '../../../test/app.ts';
import { sameOrigin, sessionCookie, signIn } from '../../../test/session.ts';
import { schools, userRoles, users, userTokens } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';

let ctx: TestContext;
const demo = { host: hostOf('demo') };

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, { mediaDir: `${ctx.config.dataDir}/media` });
});
afterAll(() => ctx.close());

const login = (
  email: string,
  password: string,
  subdomain = 'demo',
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { host: hostOf(subdomain), ...headers },
    payload: { email, password },
  });

describe('sign in, current user, ping, sign out', () => {
  it('signs a member in with a secure session cookie, then me, ping and logout', async () => {
    const res = await login('member@demo.example.org', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'member@demo.example.org', is_superuser: false });
    const cookie = res.cookies.find((c) => c.name === 'sessionid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // At least 128 random bits: 32 bytes in base64url are 43 characters.
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const headers = sameOrigin('demo', sessionCookie(res));

    const me = await ctx.app.inject({ url: '/api/users/me/', headers });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    for (const field of [
      'id',
      'first_name',
      'last_name',
      'summary',
      'email',
      'phone',
      'date_birth',
      'city',
      'country',
      'picture',
      'banner',
      'civility',
      'birth_name',
      'roles',
      'opportunities_enabled',
      'mentors',
      'is_superuser',
      'terms_use',
      'privacy_policy',
      'settings_per_school',
      'links',
      'last_profile_update',
      'job_application',
    ]) {
      expect(body, field).toHaveProperty(field);
    }
    expect(
      body.roles
        .map((r: { school_subdomain: string; role: number }) => [r.school_subdomain, r.role])
        .sort(),
    ).toEqual([
      ['campus-en', ROLE.Student],
      ['demo', ROLE.Alumni],
    ]);
    expect((await ctx.app.inject({ url: '/api/users/ping/', headers })).json()).toEqual({
      id: body.id,
    });

    const out = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/logout/', headers });
    expect(out.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: '/api/users/me/', headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/users/ping/', headers })).json()).toEqual({
      detail: expect.any(String),
    });
  });

  it('answers a wrong password with 400 non_field_errors, in the request language', async () => {
    const res = await login('admin@demo.example.org', 'Wrong-password-1!', 'demo', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
    const fr = await login('nobody@example.org', 'Wrong-password-1!');
    expect(fr.json()).toEqual({
      non_field_errors: ['Impossible de se connecter avec les identifiants fournis.'],
    });
  });

  it('rejects a malformed body field by field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: demo,
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'password']);
  });

  it('gives 429 on the 6th rapid failed login for one account from one address', async () => {
    const email = 'validator@demo.example.org';
    for (let i = 1; i <= 5; i++) {
      expect((await login(email, `Wrong-${i}-Aa!`)).statusCode, `attempt ${i}`).toBe(400);
    }
    const sixth = await login(email, DEMO_PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ detail: expect.any(String) });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotates the session id at login', async () => {
    const first = sessionCookie(await login('admin@demo.example.org', DEMO_PASSWORD));
    const second = await login('admin@demo.example.org', DEMO_PASSWORD, 'demo', {
      cookie: first,
      origin: `http://${hostOf('demo')}`,
    });
    expect(second.statusCode).toBe(200);
    expect(sessionCookie(second)).not.toBe(first);
    expect(
      (await ctx.app.inject({ url: '/api/users/me/', headers: { ...demo, cookie: first } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('school boundaries', () => {
  it('a pending registration cannot sign in to that school', async () => {
    const [demoSchool] = await ctx.database.db
      .select()
      .from(schools)
      .where(eq(schools.subdomain, 'demo'));
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        email: 'pending@example.org',
        firstName: 'Paul',
        lastName: 'Attente',
        isActive: true,
        passwordHash: await hashPassword(DEMO_PASSWORD),
      })
      .returning();
    await ctx.database.db.insert(userRoles).values({
      userId: user?.id ?? 0,
      schoolId: demoSchool?.id ?? 0,
      role: ROLE.Alumni,
      isActive: false,
      requiresValidation: true,
    });
    const res = await login('pending@example.org', DEMO_PASSWORD, 'demo', {
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['Your registration is awaiting validation by the school.'],
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('a user of demo only cannot sign in to campus-en, and a demo session is nobody on campus-en', async () => {
    const res = await login('admin@demo.example.org', DEMO_PASSWORD, 'campus-en');
    expect(res.statusCode).toBe(400);
    const cookie = await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD);
    const replayed = await ctx.app.inject({
      url: '/api/users/me/',
      headers: { host: hostOf('campus-en'), cookie },
    });
    expect(replayed.statusCode).toBe(401);
  });

  it('the super user signs in anywhere and reads the outbox; a member gets 403', async () => {
    const superCookie = await signIn(ctx.app, 'campus-en', 'super@example.org', DEMO_PASSWORD);
    const ok = await ctx.app.inject({
      url: '/api/outbox/',
      headers: { host: hostOf('campus-en'), cookie: superCookie },
    });
    expect(ok.statusCode).toBe(200);
    const memberCookie = await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD);
    const denied = await ctx.app.inject({
      url: '/api/outbox/',
      headers: { ...demo, cookie: memberCookie },
    });
    expect(denied.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/outbox/', headers: demo })).statusCode).toBe(401);
  });
});

describe('per-IP request limit', () => {
  it('answers 429 in the error shape past AUTH_RATE_LIMIT requests a minute', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/password/forgot/',
          headers: { host: hostOf('demo') },
          payload: { email: 'someone@example.org' },
        });
        statuses.push(res.statusCode);
        if (i === 3) expect(res.json()).toEqual({ detail: expect.any(String) });
      }
      // No school exists in this database: the first three pass the limiter and get 404.
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('CSRF defence', () => {
  it('refuses an unsafe request with the session cookie but no same-host Origin or Referer', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD);
    const none = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { ...demo, cookie },
    });
    expect(none.statusCode).toBe(403);
    const sibling = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { ...demo, cookie, origin: `http://${hostOf('campus-en')}` },
    });
    expect(sibling.statusCode).toBe(403);
    const referer = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { ...demo, cookie, referer: `http://${hostOf('demo')}/settings` },
    });
    expect(referer.statusCode).toBe(204);
  });
});

describe('password recovery', () => {
  const forgot = (email: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot/',
      headers: demo,
      payload: { email },
    });
  const reset = (token: string, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/',
      headers: demo,
      payload: { token, password, password_confirm: password },
    });
  const outboxFor = async (to: string) => {
    await deliverMail(ctx.app);
    const cookie = await signIn(ctx.app, 'demo', 'super@example.org', DEMO_PASSWORD);
    const res = await ctx.app.inject({
      url: `/api/outbox/?to=${encodeURIComponent(to)}`,
      headers: { ...demo, cookie },
    });
    return res.json().results as { subject: string; text: string; from: string }[];
  };
  const tokenFrom = (text: string) => /reset\?token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('answers the same whether the e-mail exists or not, and mails only an existing one', async () => {
    const known = await forgot('member@demo.example.org');
    const unknown = await forgot('ghost@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const mails = await outboxFor('member@demo.example.org');
    expect(mails[0]?.subject).toContain('École Demo');
    expect(mails[0]?.from).toContain('reseau@demo.example.org');
    expect(await outboxFor('ghost@example.org')).toEqual([]);
  });

  it('a reset token works once, ends the sessions, and not after expiry', async () => {
    const email = 'admin@demo.example.org';
    const oldSession = await signIn(ctx.app, 'demo', email, DEMO_PASSWORD);
    await forgot(email);
    const token = tokenFrom((await outboxFor(email))[0]?.text ?? '');
    expect(token).not.toBe('');
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toHaveProperty('password');

    expect((await reset(token, 'New-Passw0rd!')).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/users/me/', headers: { ...demo, cookie: oldSession } }))
        .statusCode,
    ).toBe(401);
    expect((await login(email, 'New-Passw0rd!')).statusCode).toBe(200);
    const again = await reset(token, 'Other-Passw0rd!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ non_field_errors: [expect.any(String)] });

    await forgot(email);
    const expired = tokenFrom((await outboxFor(email))[0]?.text ?? '');
    await ctx.database.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset(expired, 'Expired-Passw0rd!')).statusCode).toBe(400);
    expect((await login(email, 'New-Passw0rd!')).statusCode).toBe(200);
  });
});
