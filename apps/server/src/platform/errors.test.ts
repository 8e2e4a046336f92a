import { ValidationErrorSchema, validationRef } from '@alumni/domain';
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
    // A route whose only declared 400 is the field shape: `{"detail"}` errors must still pass.
    app.post(
      '/api/_test/fields-only/',
      {
        schema: {
          body: z.object({ name: z.string() }),
          response: { 200: z.object({ ok: z.boolean() }), 400: ValidationErrorSchema },
        },
      },
      async () => ({ ok: true }),
    );
    app.get('/api/_test/items/:id/', async () => ({ ok: true }));
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
    // In the request's language: French, the default (issue 30 item 20).
    expect(res.json()).toEqual({ detail: 'Une erreur interne est survenue.' });
    expect(res.body).not.toContain('secret');
  });

  it('answers an unknown API route with 404 {"detail"}', async () => {
    const res = await ctx.app.inject({ url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.stringContaining('/api/nothing/here/') });
  });
});

describe('client errors before the handler, in the spec shape (issue "made solid", part 1)', () => {
  const post = (payload: string, contentType = 'application/json', language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/_test/fields-only/',
      headers: { 'content-type': contentType, 'accept-language': language },
      payload,
    });

  it('answers an empty, non-JSON or __proto__ body 400 {"detail"}, even where 400 is declared per field', async () => {
    // Before: the route's response schema refused the error body, and the answer was a 500.
    for (const body of ['', 'not json', '{"__proto__":{"x":1}}']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(res.json())).toEqual(['detail']);
    }
    expect((await post('not json', 'application/json', 'fr')).json()).toEqual({
      detail: "Le corps de la requête n'est pas un JSON valide.",
    });
  });

  it('answers an unknown content type 415 and a body over 1 MB 413, worded', async () => {
    const xml = await post('<a/>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: 'This content type is not accepted here.' });
    const big = await post(`"${'x'.repeat(1_100_000)}"`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ detail: 'The request is too large.' });
  });

  it('answers a URL that does not decode 400 and a parameter over 100 characters 414, in our shape', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/_test/items/%E0%A4%A/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: "L'adresse demandée n'est pas valide." });
    const long = await ctx.app.inject({
      method: 'GET',
      url: `/api/_test/items/${'1'.repeat(200)}/`,
      headers: { 'accept-language': 'en' },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: 'Part of the requested address is too long.' });
  });

  it('refuses text with NUL or half a surrogate pair 400 on the field, in body and query alike', async () => {
    for (const name of ['a\u0000b', 'x\udc00y']) {
      const res = await post(JSON.stringify({ name }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ name: ['This text contains characters that are not allowed'] });
    }
    expect((await post(JSON.stringify({ name: 'ok 😀' }))).statusCode).toBe(200);
  });
});
