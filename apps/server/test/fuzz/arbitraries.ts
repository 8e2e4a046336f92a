import fc from 'fast-check';
import type { JsonSchema } from '../openapi-operations.ts';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS } from './hostile.ts';

/**
 * fast-check arbitraries generated from the API contract: the zod schemas of
 * packages/domain/src/api, as the OpenAPI document gives them in JSON Schema. Values mostly
 * keep the schema's shape (so that requests get past the first check and reach deeper
 * code), with the schema's edges and hostile values mixed in, and now and then any JSON.
 */

const MAX_DEPTH = 4;

/** Components of the OpenAPI document, for `$ref`. */
export type Components = Record<string, JsonSchema>;

const hostileString = fc.constantFrom(...HOSTILE_STRINGS.map(([, value]) => value));
const hostileNumber = fc.constantFrom(...HOSTILE_NUMBERS.map(([, value]) => value));

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return components[name] ?? {};
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 60, 400);
  const min = Math.min(schema.minLength ?? 0, max);
  const shaped =
    schema.format === 'date' || /date/.test(schema.pattern ?? '')
      ? fc
          .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10))
      : schema.format === 'email'
        ? fc.emailAddress()
        : fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  const edges = [
    ...(schema.maxLength !== undefined
      ? ['x'.repeat(schema.maxLength), 'x'.repeat(schema.maxLength + 1)]
      : []),
    ...(schema.minLength ? ['x'.repeat(schema.minLength - 1)] : []),
  ];
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: hostileString },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const safe = (n: number | undefined, fallback: number) =>
    n === undefined || !Number.isFinite(n) ? fallback : Math.max(-1e9, Math.min(1e9, n));
  const min = safe(schema.minimum, -1000);
  const max = Math.max(min, safe(schema.maximum, 1e6));
  const shaped = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = [schema.minimum, schema.maximum]
    .filter((n): n is number => n !== undefined && Number.isFinite(n))
    .flatMap((n) => [n - 1, n, n + 1]);
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: hostileNumber },
    ...(edges.length ? [{ weight: 1, arbitrary: fc.constantFrom(...edges) }] : []),
  );
}

/**
 * A value for `schema`: of its type most of the time, at its edges and hostile now and then,
 * of any JSON type rarely. Objects keep their required properties most of the time.
 */
export function arbitraryOf(
  schema: JsonSchema,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, components);
  const anyJson = fc.jsonValue({ maxDepth: 2 });
  if (depth > MAX_DEPTH) return anyJson;
  let shaped: fc.Arbitrary<unknown>;
  const alternatives = s.anyOf ?? s.oneOf ?? s.allOf;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.const !== undefined) shaped = fc.constant(s.const);
  else if (s.enum?.length) shaped = fc.constantFrom(...s.enum);
  else if (alternatives?.length)
    shaped = fc.oneof(...alternatives.map((alt) => arbitraryOf(alt, components, depth + 1)));
  else if (type === 'string') shaped = stringOf(s);
  else if (type === 'integer' || type === 'number') shaped = numberOf(s, type === 'integer');
  else if (type === 'boolean') shaped = fc.boolean();
  else if (type === 'array')
    shaped = fc.array(arbitraryOf(s.items ?? {}, components, depth + 1), {
      maxLength: Math.min(s.maxItems ?? 6, 8) + 1,
    });
  else if (type === 'object' || s.properties) shaped = objectOf(s, components, depth);
  else shaped = anyJson;
  const withNull = s.nullable ? fc.option(shaped, { freq: 5 }) : shaped;
  return fc.oneof({ weight: 12, arbitrary: withNull }, { weight: 1, arbitrary: anyJson });
}

function objectOf(s: JsonSchema, components: Components, depth: number): fc.Arbitrary<unknown> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, prop]) => [
      name,
      arbitraryOf(prop, components, depth + 1),
    ]),
  );
  const required = s.required ?? [];
  const keepRequired = fc.record(model, { requiredKeys: required });
  const anyKeys = fc.record(model, { requiredKeys: [] });
  // An unknown key beside the known ones: it must be ignored or refused, never stored.
  const extra = fc.tuple(keepRequired, fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }));
  return fc.oneof(
    { weight: 6, arbitrary: keepRequired },
    { weight: 2, arbitrary: anyKeys },
    {
      weight: 1,
      arbitrary: extra.map(([record, key, value]) => ({ ...(record as object), [key]: value })),
    },
  );
}

/**
 * `count` values of `schema`, the same for the same seed (a failure names its seed and
 * index; FUZZ_SEED replays it).
 */
export function samplesOf(
  schema: JsonSchema,
  components: Components,
  count: number,
  seed: number,
): unknown[] {
  return fc.sample(arbitraryOf(schema, components), { numRuns: count, seed });
}

/** One query value per sample: the parameter's schema, written as URL text. */
export function querySamplesOf(
  schema: JsonSchema,
  components: Components,
  count: number,
  seed: number,
): string[] {
  return samplesOf(schema, components, count, seed).map((value) =>
    value === null || typeof value === 'object' ? JSON.stringify(value) : String(value),
  );
}
