import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Replies are written by fast-json-stringify from JSON Schema compiled once per route and
 * status from the route's zod response schema (the API contract in packages/domain): only
 * the schema's fields leave, as with zod's serializer, at a fraction of its cost (issue 16
 * item 2: zod validated every reply, then JSON.stringify wrote it).
 *
 * With `check` (tests and development, config.checkReplies) every reply is also parsed by
 * zod and written by JSON.stringify, and the two texts must agree: a reply outside its
 * contract, or a schema the compiled writer reads differently, fails the request with a
 * ResponseSerializationError (a 500) instead of leaving.
 */
export function replySerializerCompiler(opts: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const contract = resolveSchema(schema);
    // Compiled on the route's first reply with that status, not when the route is registered:
    // the app's 2,100 writers (routes × statuses) took about 1.4 s of CPU at every start
    // (issue 35 item 4, "start on existing data ≤ 1 s"), most of them for error statuses a
    // process may never send. The first reply pays its writer's compilation (a few ms);
    // every contract is compiled once in the tests (reply-serializer.test.ts).
    let compiled: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => {
      compiled ??= compileWriter(contract);
      return compiled(data);
    };
    if (!opts.check) return write;
    return (data: unknown) => {
      const parsed = z.safeEncode(contract, data as never);
      if (parsed.error) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const text = write(data);
      const expected = JSON.stringify(parsed.data);
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        throw new Error(
          `${method} ${url}: the compiled writer gave ${text.slice(0, 500)}, zod ${expected.slice(0, 500)}`,
        );
      }
      return text;
    };
  };
}

/** The fast-json-stringify writer of replies to `contract` (see `toSerializerSchema`). */
export function compileWriter(contract: z.ZodType): (data: unknown) => string {
  return fastJson(toSerializerSchema(contract) as unknown as Parameters<typeof fastJson>[0]);
}

/** The zod schema of a route's response entry (a schema, or `{properties: schema}`). */
function resolveSchema(maybe: unknown): z.ZodType {
  if (maybe instanceof z.ZodType) return maybe;
  const properties = (maybe as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error(`a response schema is not a zod schema: ${JSON.stringify(maybe)}`);
}

/**
 * The JSON Schema (draft-07) a reply is written with: zod's output shape, where objects
 * allow no other field. What JSON Schema cannot say (a refinement) is written as-is; the
 * check mode still holds it to zod.
 */
export function toSerializerSchema(schema: z.ZodType): Record<string, unknown> {
  return withNullableTypes(
    z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'any',
    }),
  ) as Record<string, unknown>;
}

/**
 * The type shared by branches that are each `{type, const}` (zod's union of literals, such as
 * a school's `preferred_locale`), or null. Written as `{type, enum}`, such a value needs no
 * Ajv: as an `anyOf`, the first reply compiled a validator for it (about 0.1 s of CPU on the
 * school details, the first answer after a start) and every reply ran it.
 */
function typeOfConsts(branches: unknown[]): string | null {
  let type: string | null = null;
  for (const branch of branches) {
    if (branch === null || typeof branch !== 'object' || !('const' in branch)) return null;
    const keys = Object.keys(branch);
    const own = (branch as { type?: unknown }).type;
    if (keys.length !== 2 || typeof own !== 'string' || (type && own !== type)) return null;
    type = own;
  }
  return type;
}

/**
 * Rewrites every `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) where X has one `type`
 * as X with `type: [X.type, 'null']`. fast-json-stringify writes the latter with a null
 * check; for an `anyOf` it runs Ajv on the value to pick the branch, formats included, on
 * every reply (2 % of `/me`'s profile). The check mode compares the result with zod's.
 */
function withNullableTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullableTypes);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = withNullableTypes(value);
  const anyOf = out.anyOf;
  if (!Array.isArray(anyOf)) return out;
  const constType = typeOfConsts(anyOf);
  if (constType) {
    const { anyOf: _replaced, ...rest } = out;
    return { ...rest, type: constType, enum: anyOf.map((branch) => branch.const) };
  }
  if (anyOf.length !== 2) return out;
  const isNull = (s: unknown) => isDeepStrictEqual(s, { type: 'null' });
  const other = anyOf.find((s) => !isNull(s)) as Record<string, unknown> | undefined;
  if (!other || !anyOf.some(isNull) || typeof other.type !== 'string') return out;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'not', 'if'].some((k) => k in other)) return out;
  const { anyOf: _replaced, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}
