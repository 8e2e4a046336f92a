import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/app.ts';
import { badRequest, zodIssuesToBody } from './errors.ts';

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
    app.get('/api/_test/bad/', async () => {
      throw badRequest({ non_field_errors: ['Unable to log in with provided credentials.'] });
    });
  });
});
afterAll(() => ctx.close());

describe('error shape (DESIGN §5, spec 2 §8)', () => {
  it('turns request validation into {"field": ["message"]}', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/_test/echo/',
      payload: { name: 'x', age: 'old' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['age', 'name']);
    expect(body.name).toEqual([expect.any(String)]);
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

describe('zodIssuesToBody', () => {
  it('puts issues without a path under non_field_errors and joins nested paths', () => {
    expect(
      zodIssuesToBody([
        { path: [], message: 'Passwords do not match.' },
        { path: ['links', 0, 'url'], message: 'Invalid URL.' },
      ]),
    ).toEqual({ non_field_errors: ['Passwords do not match.'], 'links.0.url': ['Invalid URL.'] });
  });
});
