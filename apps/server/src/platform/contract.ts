import {
  API_MESSAGE_REFS,
  type ContractIssue,
  contractErrorMap,
  validationRef,
} from '@alumni/domain';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * The API contract at the server's edge (issue "Architecture for growth" §2): routes declare
 * the zod schemas of `@alumni/domain`'s `api/<area>.ts` as their Fastify schemas; this
 * compiler checks params, query and body with them before the handler runs, and a failure
 * becomes a ContractValidationError, answered 400 in the spec's shape and the request's
 * language by the error handler (errors.ts). Responses are serialised through the same
 * schemas (fastify-type-provider-zod's serializer), so fields outside them never leave.
 */

/** Validation issues of a request's part (`body`, `querystring`, `params`) or of a service input. */
export class ContractValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly ContractIssue[],
    readonly part = 'body',
  ) {
    super(`Invalid ${part}`);
  }
}

const multipartBodies = new WeakSet<z.ZodType>();

/**
 * Marks the body schema of a multipart route: it describes the form in the OpenAPI document,
 * and the compiler lets the body through, since Fastify leaves a multipart body unparsed
 * (the handler reads the stream and checks its file and fields). Returns `schema`.
 */
export function multipartBody<T extends z.ZodType>(schema: T): T {
  multipartBodies.add(schema);
  return schema;
}

/** With the `u` flag a surrogate pair reads as one code point, so this finds only halves. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Deepest nesting the text check follows (a body nests a few levels; JSON may nest more). */
const MAX_DEPTH = 32;

/**
 * Issues for every string in `input` (values and keys, at any depth) that no person types and
 * PostgreSQL cannot store: a NUL character, or half of a UTF-16 surrogate pair. Each issue
 * names the field, with the `invalidCharacters` message. Returns [] when all text is clean.
 */
export function unreadableTextIssues(input: unknown): ContractIssue[] {
  const issues: ContractIssue[] = [];
  const bad = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);
  const walk = (value: unknown, path: PropertyKey[], depth: number) => {
    if (typeof value === 'string') {
      if (bad(value)) issues.push({ path, message: validationRef('invalidCharacters') });
    } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
      for (const [key, item] of Object.entries(value)) {
        if (bad(key)) issues.push({ path, message: validationRef('invalidCharacters') });
        else walk(item, [...path, key], depth + 1);
      }
    }
  };
  walk(input, [], 0);
  return issues;
}

/**
 * Fastify validator compiler for zod schemas: parses with `contractErrorMap` (so zod's own
 * issues carry catalogue references too) and hands the parsed value (trimmed, coerced,
 * defaults filled) to the handler. A missing body (none sent, or a multipart form, which
 * Fastify leaves unparsed) is read as `{}`, so each required field says "required" rather than
 * the whole body failing; a JSON `null` never gets here (registerJsonParser). Text with NUL or
 * a lone surrogate is refused first (unreadableTextIssues). A multipartBody is not checked.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    if (httpPart === 'body' && multipartBodies.has(schema)) return { value: data };
    const input = httpPart === 'body' && (data === undefined || data === null) ? {} : data;
    const unreadable = unreadableTextIssues(input);
    if (unreadable.length) {
      return { error: new ContractValidationError(unreadable, httpPart ?? 'body') };
    }
    const result = schema.safeParse(input, { error: contractErrorMap });
    if (result.success) return { value: result.data };
    return { error: new ContractValidationError(result.error.issues, httpPart ?? 'body') };
  };

/**
 * Parses `input` with a schema inside a handler or a service, for inputs a route schema
 * cannot check alone: rules that depend on the school (minimum age, required campus) and
 * multipart fields. Returns the parsed value; on failure throws ContractValidationError
 * (400 in the request's language) and nothing changes.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const unreadable = unreadableTextIssues(input);
  if (unreadable.length) throw new ContractValidationError(unreadable);
  const result = schema.safeParse(input ?? {}, { error: contractErrorMap });
  if (!result.success) throw new ContractValidationError(result.error.issues);
  return result.data;
}

/**
 * Fastify's JSON parser (its own, with prototype poisoning refused) that also refuses a body
 * of JSON `null`, 400 `{"non_field_errors"}` in the request's language (issue 30 item 20:
 * the route compiler read it as a missing body, `{}`, so 7 routes whose fields are all
 * optional applied an empty update; `PATCH /api/posts/{id}/` marked the post edited). Done at
 * parsing, where a JSON `null` is told apart from a multipart form, which reaches the
 * compiler as null too. Call once, before the routes are registered.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body.toString(), (error, value) => {
      if (error) done(error, undefined);
      else if (value === null) {
        const issue = { path: [], message: API_MESSAGE_REFS.bodyNotObject };
        done(new ContractValidationError([issue]), undefined);
      } else done(null, value);
    });
  });
}
