import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_SCHOOL_FLAGS, FEATURE_PATHS, VALIDATOR_SCOPE } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTwoInstances, createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildSchool } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { schools, users } from '../../db/schema/index.ts';
import { DEMO_PASSWORD, seedDemo } from '../../seed/seed.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemo(ctx.database.db, { mediaDir: `${ctx.config.dataDir}/media` });
});
afterAll(() => ctx.close());

describe('GET /api/schools/{subdomain}/details/', () => {
  it('returns demo with its colours, French locale, campuses, degrees and every feature', async () => {
    const res = await ctx.app.inject({
      url: '/api/schools/demo/details/',
      headers: { host: hostOf('demo') },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      subdomain: 'demo',
      name: 'École Demo',
      primary_color: '#ffb600',
      secondary_color: '#00a19b',
      preferred_locale: 1,
      wording: 'default',
      has_campus: true,
      logo: '/media/schools/demo/logo.svg',
    });
    expect(body.flags.has_public_pages).toBe(true);
    expect(body.campuses.map((c: { name: string }) => c.name).sort()).toEqual([
      'Bordeaux',
      'Campus en ligne',
      'Lille',
      'Lyon',
      'Nantes',
      'Paris',
    ]);
    expect(body.degrees).toHaveLength(10);
    expect(body.degrees.every((d: { user_count: number }) => d.user_count >= 0)).toBe(true);
    const paths = body.features.map((f: { feature: { path: string } }) => f.feature.path);
    expect(new Set(paths)).toEqual(new Set(FEATURE_PATHS));
    expect(body.features.every((f: { enabled: boolean }) => f.enabled)).toBe(true);
    expect(body.roles.map((r: { role: number }) => r.role)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    // Issue 30 item 22: the public details listed which roles validate which scopes.
    expect(body.userrole_validators).toEqual({});
  });

  it("gives a signed-in user their own validator scopes in their payload, nobody else's", async () => {
    const me = async (email: string) => {
      const headers = sameOrigin('demo', await signIn(ctx.app, 'demo', email, DEMO_PASSWORD));
      const res = await ctx.app.inject({ url: '/api/users/me/', headers });
      return res.json() as { roles: { id: number; school: number }[]; userrole_validators: object };
    };
    // The validator holds every scope 1–7 (spec 2 §6 validator scopes), on their own role.
    const validator = await me('validator@demo.example.org');
    const own = validator.roles.map((r) => r.id);
    const assignments = validator.userrole_validators as Record<string, number[]>;
    expect(Object.keys(assignments).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(
      Object.values(assignments)
        .flat()
        .every((id) => own.includes(id)),
    ).toBe(true);
    expect((await me('member@demo.example.org')).userrole_validators).toEqual({});
  });

  it('returns campus-en in English with the certificate wording, fewer features and no public pages', async () => {
    const res = await ctx.app.inject({ url: '/api/schools/campus-en/details/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      preferred_locale: 2,
      wording: 'certificate',
      primary_color: '#1d4ed8',
    });
    expect(body.flags.has_public_pages).toBe(false);
    expect(body.features.length).toBeLessThan(FEATURE_PATHS.length);
    // Asked on demo's host (the bare base domain): the parts are campus-en's own, read in its
    // scope, not an empty list filtered out by the tenancy wall.
    expect(body.features.length).toBeGreaterThan(0);
    expect(body.roles.length).toBeGreaterThan(0);
  });

  it('answers 404 in the error shape for an unknown subdomain', async () => {
    const res = await ctx.app.inject({ url: '/api/schools/nowhere/details/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Établissement introuvable.' });
  });

  it('answers 400 in the field shape for a malformed subdomain', async () => {
    const res = await ctx.app.inject({ url: `/api/schools/${'x'.repeat(64)}/details/` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['subdomain']);
    expect(res.json().subdomain[0]).toEqual(expect.any(String));
  });

  it('applies the School defaults of spec 1 §3 and never sends the e-mail backend', async () => {
    await buildSchool(ctx.database.db, {
      subdomain: 'bare',
      name: 'Bare',
      primaryColor: '#zzz',
      emailBackend: { host: 'smtp.example.org', password: 's3cret' },
    });
    const res = await ctx.app.inject({ url: '/api/schools/bare/details/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.flags).toEqual(DEFAULT_SCHOOL_FLAGS);
    expect(body.min_registration_age).toBe(0);
    expect(body.primary_color).toBe('#ffb600');
    expect(res.body).not.toContain('s3cret');
    expect(body).not.toHaveProperty('email_backend');
  });
});

describe('the details path (api/schools.ts)', () => {
  it('rejects a subdomain longer than a DNS label with 400, in French by default and in English on request', async () => {
    const url = `/api/schools/${'a'.repeat(64)}/details/`;
    const fr = await ctx.app.inject({ url, headers: { host: hostOf('demo') } });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ subdomain: ['Ce champ ne doit pas dépasser 63 caractères'] });
    const en = await ctx.app.inject({
      url,
      headers: { host: hostOf('demo'), 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ subdomain: ['This field must not exceed 63 characters'] });
  });
});

describe('OpenAPI document', () => {
  it('lists the details route at /api/docs/json', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/schools/{subdomain}/details/');
  });
});

describe('school details cache', () => {
  it('serves the same payload within the TTL and a fresh one after it', async () => {
    const cached = await createTestApp({ schoolCacheTtlMs: 60_000 });
    try {
      await buildSchool(cached.database.db, { subdomain: 'cached', name: 'Before' });
      const first = await cached.app.inject({ url: '/api/schools/cached/details/' });
      expect(first.json().name).toBe('Before');
      await cached.database.db
        .update(schools)
        .set({ name: 'After' })
        .where(eq(schools.subdomain, 'cached'));
      expect((await cached.app.inject({ url: '/api/schools/cached/details/' })).json().name).toBe(
        'Before',
      );
      cached.app.schoolCaches.details.clear();
      expect((await cached.app.inject({ url: '/api/schools/cached/details/' })).json().name).toBe(
        'After',
      );
    } finally {
      await cached.close();
    }
  });
});

describe('school details, cached once as JSON text', () => {
  it('carries a strong ETag and answers 304 to a client that holds the current copy', async () => {
    const url = '/api/schools/demo/details/';
    const first = await ctx.app.inject({ url, headers: { host: hostOf('demo') } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await ctx.app.inject({
      url,
      headers: { host: hostOf('demo'), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await ctx.app.inject({
      url,
      headers: { host: hostOf('demo'), 'if-none-match': '"another"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('is sent brotli or gzip compressed as the client accepts, the same document each time', async () => {
    const url = '/api/schools/demo/details/';
    const plain = await ctx.app.inject({ url, headers: { host: hostOf('demo') } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.1, gzip;q=1', 'gzip'],
    ] as const) {
      for (let time = 0; time < 2; time++) {
        const reply = await ctx.app.inject({
          url,
          headers: { host: hostOf('demo'), 'accept-encoding': accept },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-encoding']).toBe(encoding);
        expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(reply.headers.etag).toBe(plain.headers.etag);
        expect(reply.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(decoders[encoding](reply.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
  });
});

describe.runIf(process.env.REDIS_URL)('school caches on two instances (issue 16 item 2)', () => {
  it('drop a changed school at once on both, well within their TTL', async () => {
    // A minute: only the change's event can make the new copy show within the test.
    const [a, b] = await buildTwoInstances(ctx, { schoolCacheTtlMs: 60_000 });
    // The chosen member's own assignments, as their payload gives them (the public details
    // no longer list them): from the instance's cached permission data, dropped with the rest.
    const memberEmail = 'member@demo.example.org';
    const member = sameOrigin('demo', await signIn(a, 'demo', memberEmail, DEMO_PASSWORD));
    const validatorsOf = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/users/me/', headers: member })).json()
        .userrole_validators as Record<string, number[]>;
    try {
      const [chosen] = await ctx.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, memberEmail));
      const before = await validatorsOf(a);
      expect(await validatorsOf(b)).toEqual(before);
      const admin = sameOrigin(
        'demo',
        await signIn(a, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
      );
      const put = await a.inject({
        method: 'PUT',
        url: `/api/validators/${chosen?.id}/`,
        headers: admin,
        payload: { scopes: [VALIDATOR_SCOPE.Blog] },
      });
      expect(put.statusCode).toBe(200);
      const roleId = put.json().user_role.id as number;
      const scope = String(VALIDATOR_SCOPE.Blog);
      // The instance that made the change dropped its copy before answering.
      expect((await validatorsOf(a))[scope]).toContain(roleId);
      // The other one as soon as the bus brought the event.
      await expect
        .poll(async () => (await validatorsOf(b))[scope], { timeout: 2000 })
        .toContain(roleId);
      expect(before[scope] ?? []).not.toContain(roleId);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
