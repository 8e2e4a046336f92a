import * as domain from '@alumni/domain';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, replySerializerCompiler, toSerializerSchema } from './reply-serializer.ts';

const Reply = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  roles: z.array(z.object({ code: z.number().int(), label: z.string().optional() })),
});

/** A bare app replying `data` on GET / through the compiler, checked or not. */
async function appReplying(data: unknown, check: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(replySerializerCompiler({ check }));
  app.get('/', { schema: { response: { 200: Reply } } }, async () => data as never);
  await app.ready();
  return app;
}

describe('the reply serializer (issue 16 item 2)', () => {
  const secret = {
    id: 7,
    name: 'Zoé "Z" \u2028',
    city: null,
    password_hash: 'argon2…',
    roles: [{ code: 3, label: 'Alumni', internal: true }],
  };

  it('writes only the fields of the contract, in production as in tests', async () => {
    for (const check of [false, true]) {
      const app = await appReplying(secret, check);
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: 7,
        name: 'Zoé "Z" \u2028',
        city: null,
        roles: [{ code: 3, label: 'Alumni' }],
      });
      expect(res.body).not.toContain('argon2');
      expect(res.body).not.toContain('internal');
      await app.close();
    }
  });

  it('fails a reply outside its contract when checking, instead of sending it', async () => {
    const app = await appReplying({ ...secret, city: 42 }, true);
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('argon2');
    await app.close();
  });

  it('fails a reply the compiled writer would write otherwise than zod (a missing field)', async () => {
    const { name: _name, ...nameless } = secret;
    for (const check of [false, true]) {
      const app = await appReplying(nameless, check);
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(500);
      await app.close();
    }
  });

  it('writes nullable fields with a type list, not an anyOf that runs Ajv on each reply', async () => {
    const schema = z.object({
      picture: z.string().url().nullable(),
      place: z.object({ city: z.string() }).nullable(),
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]).nullable(),
    });
    const json = toSerializerSchema(schema) as { properties: Record<string, object> };
    expect(json.properties.picture).toMatchObject({ type: ['string', 'null'], format: 'uri' });
    expect(json.properties.picture).not.toHaveProperty('anyOf');
    expect(json.properties.place).toMatchObject({ type: ['object', 'null'] });
    // A union of objects stays an anyOf: a type list cannot tell its branches apart.
    expect(json.properties.either).toHaveProperty('anyOf');
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(replySerializerCompiler({ check: true }));
    app.get('/', { schema: { response: { 200: schema } } }, async () => ({
      picture: null,
      place: { city: 'Lyon', extra: 1 },
      either: { b: 2 },
    }));
    const res = await app.inject({ url: '/' });
    expect(res.json()).toEqual({ picture: null, place: { city: 'Lyon' }, either: { b: 2 } });
  });

  it('writes a union of literals as an enum, not an anyOf that runs Ajv on each reply', async () => {
    const schema = z.object({ locale: z.union([z.literal(1), z.literal(2)]) });
    const json = toSerializerSchema(schema) as { properties: Record<string, object> };
    expect(json.properties.locale).toEqual({ type: 'number', enum: [1, 2] });
    for (const check of [false, true]) {
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setSerializerCompiler(replySerializerCompiler({ check }));
      app.get('/', { schema: { response: { 200: schema } } }, async () => ({ locale: 2 as const }));
      expect((await app.inject({ url: '/' })).json()).toEqual({ locale: 2 });
      await app.close();
    }
  });

  // Issue 35 item 4: compiling every route's writers at start took about 1.4 s of CPU.
  it("compiles a route's writer on its first reply, not when the app starts", async () => {
    let reads = 0;
    const schema = z.lazy(() => {
      reads += 1;
      return Reply;
    });
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(replySerializerCompiler({ check: false }));
    app.get('/', { schema: { response: { 200: schema } } }, async () => secret as never);
    await app.ready();
    expect(reads).toBe(0);
    expect((await app.inject({ url: '/' })).json()).toMatchObject({ id: 7 });
    const afterFirst = reads;
    expect(afterFirst).toBeGreaterThan(0);
    await app.inject({ url: '/' });
    expect(reads).toBe(afterFirst);
    await app.close();
  });

  it('compiles the writer of every reply of the API contract', () => {
    // Writers are compiled on first use: a contract they cannot write must fail here, not
    // on a route's first reply in production.
    let compiled = 0;
    for (const [name, value] of Object.entries(domain)) {
      if (!/(Responses|Errors)$/.test(name) || typeof value !== 'object' || !value) continue;
      for (const [status, schema] of Object.entries(value)) {
        if (!(schema instanceof z.ZodType)) continue;
        expect(() => compileWriter(schema), `${name}[${status}]`).not.toThrow();
        compiled += 1;
      }
    }
    expect(compiled).toBeGreaterThan(500);
  });
});
