import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools } from '../../../test/factories.ts';
import { signIn } from '../../../test/session.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

/** The outbox contract at the edge (api/outbox.ts): 401 before 400, then 400 in the spec shape. */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildDemoSchools(ctx.database.db, DEMO_PASSWORD);
});
afterAll(() => ctx.close());

describe('GET /api/outbox/', () => {
  it('rejects a bad query with 400 per field, in French by default and in English on request', async () => {
    const cookie = await signIn(ctx.app, 'demo', 'super@example.org', DEMO_PASSWORD);
    const url = '/api/outbox/?to=nobody&limit=0';
    const fr = await ctx.app.inject({ url, headers: { host: hostOf('demo'), cookie } });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      to: ['Adresse e-mail invalide'],
      limit: ['La valeur doit être supérieure ou égale à 1'],
    });
    const en = await ctx.app.inject({
      url,
      headers: { host: hostOf('demo'), cookie, 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({
      to: ['Invalid email address'],
      limit: ['The value must be greater than or equal to 1'],
    });
  });

  it('answers 401 to an anonymous visitor with a bad query, 403 to a member', async () => {
    const anonymous = await ctx.app.inject({
      url: '/api/outbox/?limit=0',
      headers: { host: hostOf('demo') },
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD);
    const member = await ctx.app.inject({
      url: '/api/outbox/',
      headers: { host: hostOf('demo'), cookie },
    });
    expect(member.statusCode).toBe(403);
  });
});
