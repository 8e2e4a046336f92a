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
    const write = fastJson(
      toSerializerSchema(contract) as unknown as Parameters<typeof fastJson>[0],
    );
    if (!opts.check) return (data: unknown) => write(data);
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
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return out;
  const isNull = (s: unknown) => isDeepStrictEqual(s, { type: 'null' });
  const other = anyOf.find((s) => !isNull(s)) as Record<string, unknown> | undefined;
  if (!other || !anyOf.some(isNull) || typeof other.type !== 'string') return out;
  if (['anyOf', 'oneOf', 'allOf', '$ref', 'not', 'if'].some((k) => k in other)) return out;
  const { anyOf: _replaced, ...rest } = out;
  return { ...rest, ...other, type: [other.type, 'null'] };
}
