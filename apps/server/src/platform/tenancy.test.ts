import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { buildSchool } from '../../test/factories.ts';

/*
 * Issue 12, item 2: any unknown host or bare IP was served as the default school (and links
 * in mail followed the Host). A host that is neither `<school>.<BASE_DOMAIN>` nor the bare
 * base domain is now 404 in the error shape, whatever the path.
 */

describe('hosts on a real base domain', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ baseDomain: 'alumni.example', defaultSchool: 'north' });
    await buildSchool(ctx.database.db, { subdomain: 'north' });
  });
  afterAll(() => ctx.close());

  const details = (host: string, locale = 'en') =>
    ctx.app.inject({
      url: '/api/schools/north/details/',
      headers: { host, 'accept-language': locale },
    });

  it('serves a school on its subdomain and the default school on the bare base domain', async () => {
    expect((await details('north.alumni.example')).statusCode).toBe(200);
    expect((await details('alumni.example:443')).statusCode).toBe(200);
  });

  it('answers 404 {"detail"} on an IP address, localhost or another domain, in the request language', async () => {
    for (const host of ['203.0.113.7', '127.0.0.1:3000', 'localhost', 'evil.example', '[::1]']) {
      const res = await details(host);
      expect(res.statusCode, host).toBe(404);
      expect(res.json(), host).toEqual({ detail: 'No school answers at this address.' });
    }
    expect((await details('evil.example', 'fr')).json()).toEqual({
      detail: 'Aucun établissement ne répond à cette adresse.',
    });
  });

  it('answers 404 on such a host for every path, not only the API', async () => {
    for (const url of ['/', '/login', '/media/logo.png', '/api/docs/json']) {
      const res = await ctx.app.inject({ url, headers: { host: '203.0.113.7' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: expect.any(String) });
    }
  });
});

describe('hosts on a local base domain (development, tests)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await buildSchool(ctx.database.db, { subdomain: 'demo' });
  });
  afterAll(() => ctx.close());

  it('serves the default school on localhost and the loopback addresses, not on other IPs', async () => {
    const status = async (host: string) =>
      (await ctx.app.inject({ url: '/api/schools/demo/details/', headers: { host } })).statusCode;
    for (const host of ['demo.localhost:3000', 'localhost:3000', '127.0.0.1:3100', '[::1]']) {
      expect(await status(host), host).toBe(200);
    }
    expect(await status('192.168.1.20:3000')).toBe(404);
  });
});
