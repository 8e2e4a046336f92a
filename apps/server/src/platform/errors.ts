import { type ApiErrorBody, issuesToErrorBody, type Locale, localizeMessage } from '@alumni/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { brokenFormBody, clientErrorBody, isBrokenFormError } from './client-errors.ts';
import { ContractValidationError } from './contract.ts';
import { requestLocale } from './locale.ts';

/**
 * An error with an HTTP status and a body in the spec's shape (DESIGN §5, spec 2 §8):
 * `{"detail": "…"}`, `{"non_field_errors": [...]}` or `{"field": ["message"]}`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : `HTTP ${statusCode}`);
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const forbidden = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, { detail });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const badRequest = (body: ApiErrorBody) => new HttpError(400, body);
/** 409 `{"detail"}`: the resource changed since the caller loaded it (a lost race). */
export const conflict = (detail: string) => new HttpError(409, { detail });

/** An error body with its message references (message-refs.ts) put into words in `locale`. */
function localizeBody(body: ApiErrorBody, locale: Locale): ApiErrorBody {
  const localize = (value: unknown): unknown =>
    typeof value === 'string'
      ? localizeMessage(value, locale)
      : Array.isArray(value)
        ? value.map(localize)
        : value;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, localize(value)]),
  ) as ApiErrorBody;
}

/**
 * Installs the one error handler: HttpError as it is (message references put into words),
 * contract validation as 400 in the field shape and the request's language, client errors
 * Fastify and its plugins raise (bad JSON, payload too large, broken form) with their status
 * and a `{"detail"}` in the request's language, and anything else as a 500 `{"detail"}`
 * without a stack trace. Error bodies are written as they are, not through the route's
 * response schema: a route that never answers `{"detail"}` with 400 must still be able to.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const locale = requestLocale(request);
    if (error instanceof HttpError) {
      const body = localizeBody(error.body, locale);
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (error instanceof ContractValidationError || error instanceof ZodError) {
      return reply.status(400).send(issuesToErrorBody(error.issues, locale));
    }
    if (isBrokenFormError(error)) return reply.status(400).send(brokenFormBody(locale));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(clientErrorBody(error.code, status, locale, error.name));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ detail: 'An internal error occurred.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any hook runs (a
 * URL that does not decode, a path parameter over `maxParamLength`), answered with their
 * status in the spec's `{"detail"}` shape and the request's language.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply
    .status(status)
    .serializer(JSON.stringify)
    .type('application/json; charset=utf-8')
    .send(clientErrorBody(error.code, status, requestLocale(request)));
}
