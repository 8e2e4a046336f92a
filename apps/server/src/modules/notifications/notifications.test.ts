import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

/** The notifications contract at the edge (api/notifications.ts): 401 before 400, then 400 in the spec shape. */

let ctx: TestContext;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildDemoSchools(ctx.database.db, DEMO_PASSWORD);
  member = sameOrigin(
    'demo',
    await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
  );
});
afterAll(() => ctx.close());

describe('GET /api/notifications/', () => {
  it('lists the member’s notifications with the page defaults', async () => {
    const res = await ctx.app.inject({ url: '/api/notifications/', headers: member });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, unread: 0, next: null, previous: null, results: [] });
  });

  it('rejects a bad page size with 400 per field, in French by default and in English on request', async () => {
    const url = '/api/notifications/?page_size=1000';
    const fr = await ctx.app.inject({ url, headers: member });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      page_size: ['La valeur doit être inférieure ou égale à 100'],
    });
    const en = await ctx.app.inject({ url, headers: { ...member, 'accept-language': 'en' } });
    expect(en.json()).toEqual({ page_size: ['The value must be less than or equal to 100'] });
  });

  it('answers 401 to an anonymous visitor, even with a bad query', async () => {
    const res = await ctx.app.inject({
      url: '/api/notifications/?page=abc',
      headers: { host: hostOf('demo') },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read/', () => {
  it('marks everything read without a body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: member,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
  });

  it('rejects ids that are not ids with 400, in either language', async () => {
    const payload = { ids: 'all' };
    const url = '/api/notifications/read/';
    const fr = await ctx.app.inject({ method: 'POST', url, headers: member, payload });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({ ids: ['Valeur invalide'] });
    const en = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...member, 'accept-language': 'en' },
      payload,
    });
    expect(en.json()).toEqual({ ids: ['Invalid value'] });
  });

  it('answers 401 to an anonymous visitor with a bad body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read/',
      headers: { host: hostOf('demo'), origin: `http://${hostOf('demo')}` },
      payload: { ids: 'all' },
    });
    expect(res.statusCode).toBe(401);
  });
});
