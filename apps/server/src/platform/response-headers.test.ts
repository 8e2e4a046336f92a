import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../test/api.ts';
import { createTestApp, hostOf, type TestContext } from '../../test/app.ts';
import { buildMember, buildSchool } from '../../test/factories.ts';
import { helmetHeaders, SECURITY_HEADER_OPTIONS } from './response-headers.ts';

/**
 * Headers of every answer: helmet's security headers, computed once (issue 16), and on API
 * answers (issue 12 item 7) a Cache-Control: signed-in JSON had none, so a shared cache or
 * the browser's back button could hand one member's data to the next user of the machine;
 * the Swagger UI at /api/docs/ had no CSP.
 */
let ctx: TestContext;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  const school = await buildSchool(ctx.database.db, { subdomain: 'demo' });
  const user = await buildMember(ctx.database.db, school.id);
  member = await sessionHeaders(ctx.database.db, {
    userId: user.id,
    schoolId: school.id,
    subdomain: 'demo',
  });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = { host: hostOf('demo') }) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  const expected = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  const hsts = 'max-age=31536000; includeSubDomains';

  it("are helmet's, read once from its middleware", () => {
    expect(helmetHeaders(SECURITY_HEADER_OPTIONS)).toEqual({
      ...expected,
      'strict-transport-security': hsts,
    });
    // Helmet's own options still decide: a CSP asked for comes out too.
    expect(helmetHeaders({})).toHaveProperty('content-security-policy');
  });

  it('are on every answer: JSON, errors, 404s outside the API and preflight-free HEAD', async () => {
    const answers = [
      await get('/api/users/me/', member),
      await get('/api/schools/demo/details/'),
      await get('/api/no-such-route/'),
      await get('/no-such-file.png'),
      await ctx.app.inject({ method: 'HEAD', url: '/api/users/me/', headers: member }),
    ];
    for (const res of answers) {
      expect(res.headers, res.raw.req.url).toMatchObject(expected);
      expect(res.headers['x-powered-by']).toBeUndefined();
      // Issue 30 item 22: HSTS was sent over plain HTTP too.
      expect(res.headers['strict-transport-security'], res.raw.req.url).toBeUndefined();
    }
  });

  it('add HSTS only over HTTPS: a TLS connection, or a trusted proxy saying https', async () => {
    const behind = await createTestApp({ trustProxy: 1 });
    try {
      const viaProxy = (proto?: string) =>
        behind.app.inject({
          url: '/api/no-such-route/',
          headers: { host: hostOf('demo'), ...(proto ? { 'x-forwarded-proto': proto } : {}) },
        });
      expect((await viaProxy('https')).headers['strict-transport-security']).toBe(hsts);
      expect((await viaProxy('http')).headers['strict-transport-security']).toBeUndefined();
      expect((await viaProxy()).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header says nothing about the connection.
      const direct = await get('/no-such-file.png', {
        host: hostOf('demo'),
        'x-forwarded-proto': 'https',
      });
      expect(direct.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.close();
    }
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on signed-in answers, errors included', async () => {
    for (const url of ['/api/users/me/', '/api/directory/', '/api/notifications/']) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of [
      '/api/users/999999/profile/',
      '/api/no-such-route/',
      '/api/directory/?cursor=x',
    ]) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on answers that depend on whether there is a session', async () => {
    expect((await get('/api/users/me/')).headers['cache-control']).toBe('no-store');
  });

  it('lets browsers keep the school details, the same for everyone, revalidated by ETag', async () => {
    const anonymous = await get('/api/schools/demo/details/');
    const signedIn = await get('/api/schools/demo/details/', member);
    expect(anonymous.headers['cache-control']).toBe('public, no-cache');
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });
});

describe('Swagger UI at /api/docs/', () => {
  it('has a CSP allowing only its own scripts and styles, and still loads them', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // Everything the page loads comes from the same origin and is served.
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((m) => m[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-initializer.js']),
    );
    for (const asset of assets) {
      const res = await get(`/api/docs/${asset}`);
      expect(res.statusCode, asset).toBe(200);
    }
    // The initializer loads the document from this origin, with no outside validator badge.
    const init = await get('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain('"validatorUrl":null');
    expect((await get('/api/docs/json')).json().openapi).toMatch(/^3\./);
  });
});
