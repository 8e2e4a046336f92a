import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../test/app.ts';
import { addRole, type BuiltSchool, buildSchool, buildUser } from '../../test/factories.ts';
import { loadConfig } from '../config.ts';
import { sessions } from '../db/schema/index.ts';

/*
 * Issue 30 item 17: with TRUST_PROXY=1 Fastify trusted every hop, so the leftmost
 * X-Forwarded-For entry, which the client writes, became its address: rotating it gave 14
 * failed sign-ins on one account and 35 requests on a 30-a-minute route without a 429. Only the
 * configured proxies are trusted now (a hop count or addresses), and the address is the first
 * one they did not add.
 */

const PASSWORD = 'Right-passw0rd!';
/** The proxy (light-my-request's peer) and the client it saw. */
const PROXY = '127.0.0.1';
const CLIENT = '198.51.100.23';
const OTHER_CLIENT = '198.51.100.24';

const apps: TestContext[] = [];

/**
 * An app trusting `TRUST_PROXY=<value>`, with the default 30 requests a minute on sign-in
 * routes, and a member of its school `demo` who signs in with PASSWORD; returns both.
 */
async function appTrusting(value: string): Promise<{ ctx: TestContext; email: string }> {
  const { trustProxy } = loadConfig({ TRUST_PROXY: value });
  const ctx = await createTestApp({ trustProxy, authRateLimit: 30, loginSlowdownMs: 1 });
  apps.push(ctx);
  const school = await buildSchool(ctx.database.db, { subdomain: 'demo' });
  return { ctx, email: await memberOf(ctx, school) };
}

async function memberOf(ctx: TestContext, school: BuiltSchool): Promise<string> {
  const user = await buildUser(ctx.database.db, { password: PASSWORD });
  await addRole(ctx.database.db, user.id, school);
  return user.email;
}

afterAll(async () => {
  for (const ctx of apps) await ctx.close();
});

/** A forged leftmost entry per request, then what the proxy appended: the client's address. */
const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i % 250}, ${CLIENT}` });

describe('TRUST_PROXY', () => {
  it('parses a hop count, true as one hop, and address lists; refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback, ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/trustProxy/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/trustProxy/);
  });
});

describe.each(['1', PROXY])('behind a proxy trusted as TRUST_PROXY=%s', (trust) => {
  let ctx: TestContext;
  let email: string;
  beforeAll(async () => {
    ({ ctx, email } = await appTrusting(trust));
  });

  const login = (password: string, i: number) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { host: hostOf('demo'), 'accept-language': 'en', ...forged(i) },
      payload: { email, password },
    });

  it('throttles failed sign-ins by the address the proxy saw, whatever the client forges', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await login(`Wrong-${i}-Aa!`, i)).statusCode);
    // 5 failures per address and account, then 429 (platform/throttle.ts).
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(9).fill(429)]);
  });

  it('counts the per-address request limit by that address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/password/forgot/',
        headers: { host: hostOf('demo'), ...forged(i) },
        payload: { email: `nobody-${i}@example.org` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  });

  it('records the session under the client address, not the forged one', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      // Another address than the throttled one above: the right password from here passes.
      headers: { host: hostOf('demo'), 'x-forwarded-for': `203.0.113.1, ${OTHER_CLIENT}` },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.database.db
      .select({ ip: sessions.ip })
      .from(sessions)
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(row?.ip).toBe(OTHER_CLIENT);
  });
});

describe('a peer that is not a trusted proxy', () => {
  it('is the address itself: its X-Forwarded-For and X-Forwarded-Proto are ignored', async () => {
    const { ctx, email } = await appTrusting('10.0.0.1');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      remoteAddress: '192.0.2.50',
      headers: { host: hostOf('demo'), 'x-forwarded-proto': 'https', ...forged(1) },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    // Not HTTPS: the cookie is not Secure and no HSTS is sent (issue 30 item 22).
    expect(res.cookies.find((c) => c.name === 'sessionid')?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const [row] = await ctx.database.db.select({ ip: sessions.ip }).from(sessions);
    expect(row?.ip).toBe('192.0.2.50');
  });
});
