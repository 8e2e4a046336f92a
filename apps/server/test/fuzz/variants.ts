import type { Operation } from '../openapi-operations.ts';
import type { SchoolWorld } from '../tenant-fixtures.ts';
import { PATH_PARAMS, SAMPLES } from '../tenant-samples.ts';
import { type Components, querySamplesOf, samplesOf } from './arbitraries.ts';
import {
  HOSTILE_JSON_BODIES,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERY_VALUES,
  HOSTILE_RAW_BODIES,
  HOSTILE_VALUES,
  hostileMultipartBodies,
} from './hostile.ts';

/** One request of the fuzz suite: a label naming the input, the URL and the body. */
export interface Variant {
  label: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  /** Also sent anonymously (the path before sign-in checks must hold too). */
  anonymousToo?: boolean;
  /** Must be refused (4xx) by every actor: a body no operation that takes one may accept. */
  mustRefuse?: boolean;
}

/**
 * Raw JSON bodies no operation that takes a body may accept: JSON `null` (issue 30 item 20:
 * read as `{}`, it made 7 routes apply an empty update, `PATCH /api/posts/{id}/` marking the
 * post edited) and the other top-level values that are not an object.
 */
const NEVER_A_BODY = ['null', 'array', 'string', 'number'];

/** Generated samples per operation: bodies, and queries of operations with a query. */
export const BODY_SAMPLES = 40;
export const QUERY_SAMPLES = 12;

/** The value of a path parameter in `world` (the tenant suite's registry), or its enum's first. */
function pathValue(op: Operation, name: string, world: SchoolWorld): string {
  const rule = PATH_PARAMS.find(([pattern, param]) => param === name && pattern.test(op.path));
  const value = rule ? rule[2](world) : op.params.find((p) => p.name === name)?.values?.[0];
  if (value === undefined) throw new Error(`${op.key}: no value for {${name}}`);
  return encodeURIComponent(String(value));
}

/** `value` percent-encoded as UTF-8 bytes; a lone surrogate becomes U+FFFD's bytes. */
export const encode = (value: string) =>
  [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** The tenant suite's sample query of the operation in `world`, encoded. */
const sampleQuery = (op: Operation, world: SchoolWorld) =>
  Object.fromEntries(
    Object.entries(SAMPLES[op.key]?.query?.(world) ?? {}).map(([k, v]) => [k, encode(String(v))]),
  );

/**
 * The operation's URL with the world's own identifiers; `raw` replaces one path parameter
 * and `query` the query's values (both already encoded).
 */
export function urlOf(
  op: Operation,
  world: SchoolWorld,
  raw: Record<string, string> = {},
  query?: Record<string, string>,
): string {
  let url = op.path;
  for (const param of op.params) {
    url = url.replace(`{${param.name}}`, raw[param.name] ?? pathValue(op, param.name, world));
  }
  const values = query ?? sampleQuery(op, world);
  const search = Object.entries(values)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return search ? `${url}?${search}` : url;
}

/** The operation's valid request in `world` (the tenant suite's sample), as a Variant. */
export async function validVariant(op: Operation, world: SchoolWorld): Promise<Variant> {
  const sample = SAMPLES[op.key];
  const url = urlOf(op, world);
  if (sample?.multipart) {
    const body = await sample.multipart(world);
    return { label: 'valid', url, contentType: body.contentType, payload: body.payload };
  }
  if (sample?.json) {
    const payload = JSON.stringify(sample.json(world));
    return { label: 'valid', url, contentType: 'application/json', payload };
  }
  return { label: 'valid', url };
}

const json = (label: string, url: string, value: unknown): Variant => ({
  label,
  url,
  contentType: 'application/json',
  payload: JSON.stringify(value),
});

/** Hostile path and query values, one parameter at a time, the rest valid. */
export function parameterVariants(op: Operation, world: SchoolWorld, seed: number): Variant[] {
  const variants: Variant[] = [];
  for (const param of op.params) {
    for (const [label, value] of HOSTILE_PATH_VALUES) {
      variants.push({
        label: `{${param.name}} ${label}`,
        url: urlOf(op, world, { [param.name]: value }),
      });
    }
  }
  const base = sampleQuery(op, world);
  for (const param of op.query) {
    for (const [label, value] of HOSTILE_QUERY_VALUES) {
      variants.push({
        label: `?${param.name} ${label}`,
        url: urlOf(op, world, {}, { ...base, [param.name]: value }),
      });
    }
    // The parameter given twice: Fastify reads it as an array.
    const twice = `${urlOf(op, world, {}, base)}${Object.keys(base).length ? '&' : '?'}${param.name}=1&${param.name}=2`;
    variants.push({ label: `?${param.name} twice`, url: twice });
  }
  if (op.query.length) {
    const samples = op.query.map((param, i) =>
      querySamplesOf(param.schema, {}, QUERY_SAMPLES, seed + i).map(encode),
    );
    for (let n = 0; n < QUERY_SAMPLES; n++) {
      const query = Object.fromEntries(
        op.query.map((param, i) => [param.name, samples[i]?.[n] ?? '']),
      );
      variants.push({ label: `generated query #${n}`, url: urlOf(op, world, {}, query) });
    }
  }
  return variants;
}

/**
 * Body variants: raw hostile bodies, each top-level field of the valid sample replaced by
 * each hostile value, and bodies generated from the contract's schema.
 */
export async function bodyVariants(
  op: Operation,
  world: SchoolWorld,
  components: Components,
  seed: number,
): Promise<Variant[]> {
  const url = urlOf(op, world);
  const variants: Variant[] = [];
  if (op.method === 'GET') return variants;
  for (const [label, payload] of HOSTILE_JSON_BODIES) {
    variants.push({
      label: `body ${label}`,
      url,
      contentType: 'application/json',
      payload,
      anonymousToo: true,
      mustRefuse: op.hasBody && NEVER_A_BODY.includes(label),
    });
  }
  for (const [label, body] of HOSTILE_RAW_BODIES) {
    variants.push({ label: `body ${label}`, url, ...body });
  }
  if (op.jsonBody) {
    const valid = (SAMPLES[op.key]?.json?.(world) ?? {}) as Record<string, unknown>;
    const fields = new Set([...Object.keys(op.jsonBody.properties ?? {}), ...Object.keys(valid)]);
    for (const field of fields) {
      for (const [label, value] of HOSTILE_VALUES) {
        variants.push(json(`.${field} = ${label}`, url, { ...valid, [field]: value }));
      }
      const { [field]: _, ...without } = valid;
      variants.push(json(`.${field} missing`, url, without));
    }
    samplesOf(op.jsonBody, components, BODY_SAMPLES, seed).forEach((body, n) => {
      variants.push(json(`generated body #${n}`, url, body));
    });
  }
  if (op.multipartBody) {
    for (const [label, body] of hostileMultipartBodies()) {
      variants.push({ label: `multipart ${label}`, url, ...body });
    }
  }
  return variants;
}
