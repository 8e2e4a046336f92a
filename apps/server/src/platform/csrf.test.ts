import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buildSchool } from '../../test/factories.ts';

/*
 * Issue 12, item 7: the CSRF check compared the host of Origin/Referer with Host and not the
 * scheme, so a page on http://<school> could post to https://<school>. It now compares the
 * whole origin (scheme, host, port) with the request's own, whose scheme is the connection's
 * or, behind a trusted proxy (TRUST_PROXY), X-Forwarded-Proto.
 */

const COOKIE = { cookie: 'sessionid=any' };

describe('CSRF check without a proxy (plain http)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await buildSchool(ctx.database.db, { subdomain: 'demo' });
  });
  afterAll(() => ctx.close());

  const logout = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { host: 'demo.localhost:3000', ...COOKIE, ...headers },
    });

  it('lets through the same scheme, host and port, from Origin or Referer', async () => {
    expect((await logout({ origin: 'http://demo.localhost:3000' })).statusCode).toBe(204);
    expect((await logout({ referer: 'http://demo.localhost:3000/settings' })).statusCode).toBe(204);
  });

  it('refuses another scheme, port or host with 403 {"detail"}', async () => {
    for (const origin of [
      'https://demo.localhost:3000',
      'http://demo.localhost:3001',
      'http://demo.localhost',
      'http://campus.localhost:3000',
      'null',
    ]) {
      const res = await logout({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json(), origin).toEqual({ detail: expect.any(String) });
    }
    expect((await logout({ referer: 'https://demo.localhost:3000/settings' })).statusCode).toBe(
      403,
    );
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const res = await logout({
      origin: 'https://demo.localhost:3000',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('CSRF check behind a trusted TLS proxy', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ baseDomain: 'alumni.example', trustProxy: true });
    await buildSchool(ctx.database.db, { subdomain: 'demo' });
  });
  afterAll(() => ctx.close());

  const logout = (host: string, origin: string) =>
    ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/logout/',
      headers: { host, origin, 'x-forwarded-proto': 'https', ...COOKIE },
    });

  it("takes the scheme from X-Forwarded-Proto and the scheme's default port as no port", async () => {
    expect((await logout('demo.alumni.example', 'https://demo.alumni.example')).statusCode).toBe(
      204,
    );
    expect(
      (await logout('demo.alumni.example:443', 'https://demo.alumni.example')).statusCode,
    ).toBe(204);
  });

  it('refuses a page of the school on plain http, or on another port', async () => {
    expect((await logout('demo.alumni.example', 'http://demo.alumni.example')).statusCode).toBe(
      403,
    );
    expect(
      (await logout('demo.alumni.example', 'https://demo.alumni.example:8443')).statusCode,
    ).toBe(403);
  });
});
