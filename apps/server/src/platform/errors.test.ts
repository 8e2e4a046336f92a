import { validationRef } from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { badRequest } from './errors.ts';

let ctx: TestContext;

beforeAll(async () => {
  // Routes that only exist to exercise the one error handler.
  ctx = await createTestApp({}, (app) => {
    app.post(
      '/api/_test/echo/',
      { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    app.get('/api/_test/boom/', async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    app.get('/api/_test/ref/', async () => {
      throw badRequest({ degree: [validationRef('invalidChoice')] });
    });
    app.get('/api/_test/bad/', async () => {
      throw badRequest({ non_field_errors: ['Unable to log in with provided credentials.'] });
    });
  });
});
afterAll(() => ctx.close());

describe('error shape (DESIGN §5, spec 2 §8)', () => {
  it('turns request validation into {"field": ["message"]} in the request\'s language', async () => {
    const send = (language: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/_test/echo/',
        headers: { 'accept-language': language },
        payload: payload as Record<string, unknown>,
      });
    const fr = await send('fr', { name: 'x', age: 'old' });
    expect(fr.statusCode).toBe(400);
    expect(fr.json()).toEqual({
      name: ['Ce champ doit contenir au moins 2 caractères'],
      age: ['Valeur invalide'],
    });
    const en = await send('en', {});
    expect(en.json()).toEqual({
      name: ['This field is required'],
      age: ['This field is required'],
    });
  });

  it('puts the message references of an HttpError into words', async () => {
    const res = await ctx.app.inject({
      url: '/api/_test/ref/',
      headers: { 'accept-language': 'en' },
    });
    expect(res.json()).toEqual({ degree: ['Invalid choice'] });
  });

  it('answers malformed JSON with 400 {"detail"}, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/_test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  it('keeps an HttpError body as it is', async () => {
    const res = await ctx.app.inject({ url: '/api/_test/bad/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['Unable to log in with provided credentials.'],
    });
  });

  it('hides the message and stack of an unexpected error', async () => {
    const res = await ctx.app.inject({ url: '/api/_test/boom/' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'An internal error occurred.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unknown API route with 404 {"detail"}', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.stringContaining('/api/nothing/here/') });
  });
});
