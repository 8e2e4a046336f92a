import { ROLE } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestContext } from '../../../test/app.ts';
import { buildDemoSchools } from '../../../test/factories.ts';
import { sameOrigin, signIn } from '../../../test/session.ts';
import { DEMO_PASSWORD } from '../../seed/seed.ts';

/**
 * The registration contract at the edge (api/registration.ts): bodies, queries and paths are
 * checked by the route schemas, answered 400 per field in the request's language (French by
 * default); signed-in routes answer 401 before looking at the input.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await buildDemoSchools(ctx.database.db, DEMO_PASSWORD);
});
afterAll(() => ctx.close());

const anonymous = { host: hostOf('demo'), origin: `http://${hostOf('demo')}` };
const post = (url: string, payload: unknown, headers: Record<string, string> = anonymous) =>
  ctx.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('POST /api/registration/', () => {
  it('answers an empty body field by field, in French by default and in English on request', async () => {
    const fr = await post('/api/registration/', {});
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toMatchObject({
      first_name: ['Ce champ est obligatoire'],
      email: ['Ce champ est obligatoire'],
      role: ['Ce champ est obligatoire'],
    });
    const en = await post('/api/registration/', {}, { ...anonymous, 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      first_name: ['This field is required'],
      email: ['This field is required'],
      role: ['This field is required'],
    });
  });
});

describe('activation links', () => {
  it('needs a token in the query (400)', async () => {
    const res = await ctx.app.inject({
      url: '/api/registration/activation/',
      headers: { host: hostOf('demo'), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ token: ['This field is required'] });
  });

  it('checks the token and the password rules before looking the link up', async () => {
    const fr = await post('/api/registration/activation/', {
      password: 'short',
      password_confirm: 'other',
    });
    expect(fr.statusCode).toBe(400);
    const body = fr.json();
    expect(body.token).toEqual(['Ce champ est obligatoire']);
    expect(body.password).toContain('Le mot de passe doit contenir au moins 8 caractères');
    expect(body.password_confirm).toEqual(['Les mots de passe ne correspondent pas']);
    const en = await post(
      '/api/registration/activation/',
      { token: 'x', password: 'Sup3r-secret!', password_confirm: 'other' },
      { ...anonymous, 'accept-language': 'en' },
    );
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ password_confirm: ['Passwords do not match'] });
  });
});

describe('deciding registrations', () => {
  it('rejects a bad path with 400 and an anonymous visitor with 401 first', async () => {
    const admin = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'admin@demo.example.org', DEMO_PASSWORD),
    );
    const bad = await post('/api/registrations/abc/maybe/', undefined, {
      ...admin,
      'accept-language': 'en',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      id: ['Invalid value'],
      decision: ['Invalid choice'],
    });
    expect((await post('/api/registrations/abc/maybe/', undefined)).statusCode).toBe(401);
  });
});

describe('POST /api/registration/roles/', () => {
  it('answers a bad body in the request’s language, and 401 to an anonymous visitor', async () => {
    const member = sameOrigin(
      'demo',
      await signIn(ctx.app, 'demo', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const payload = { role: 'teacher' };
    const fr = await post('/api/registration/roles/', payload, member);
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      role: ['Rôle invalide'],
      graduation_year: ['Ce champ est obligatoire'],
    });
    const en = await post('/api/registration/roles/', payload, {
      ...member,
      'accept-language': 'en',
    });
    expect(en.json()).toEqual({
      role: ['Invalid role'],
      graduation_year: ['This field is required'],
    });
    expect((await post('/api/registration/roles/', payload)).statusCode).toBe(401);
  });

  it('applies the school’s rules after the shared ones (a degree where the school has some)', async () => {
    const member = sameOrigin(
      'campus-en',
      await signIn(ctx.app, 'campus-en', 'member@demo.example.org', DEMO_PASSWORD),
    );
    const res = await post(
      '/api/registration/roles/',
      { role: ROLE.Alumni, graduation_year: 2020 },
      { ...member, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      degree: ['This field is required'],
      campus: ['Please select a centre'],
    });
  });
});
