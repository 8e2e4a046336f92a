import {
  API_MESSAGE_REFS,
  type ApiErrorBody,
  apiMessageRef,
  issuesToErrorBody,
  type Locale,
  localizeMessage,
} from '@alumni/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { brokenFormBody, clientErrorBody, isBrokenFormError } from './client-errors.ts';
import { ContractValidationError } from './contract.ts';
import { acceptedLocale, settledRequestLocale } from './locale.ts';

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

// The default details are message references (api-messages.ts): the error handler words
// them in the request's language.
export const notFound = (detail = API_MESSAGE_REFS.notFound) => new HttpError(404, { detail });
export const forbidden = (detail = API_MESSAGE_REFS.forbidden) => new HttpError(403, { detail });
export const unauthorized = (detail = API_MESSAGE_REFS.notAuthenticated) =>
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
 * Every message is in the request's language (locale.ts `settledRequestLocale`: the school's
 * when the client names none, the school loaded first if the error came before it).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    const locale = await settledRequestLocale(request);
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
    return reply
      .status(500)
      .send({ detail: localizeMessage(API_MESSAGE_REFS.internalError, locale) });
  });
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const detail = apiMessageRef('noRoute', { method: request.method, path });
    return reply
      .status(404)
      .send({ detail: localizeMessage(detail, await settledRequestLocale(request)) });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any hook runs (a
 * URL that does not decode, a path parameter over `maxParamLength`), answered with their
 * status in the spec's `{"detail"}` shape and the request's language. The tenancy's hook has
 * not run yet: the host's school is looked up here, for its language.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const host = request.headers.host ?? '';
  const accepted = acceptedLocale(request);
  const fromHost = accepted
    ? Promise.resolve(null)
    : request.server.schoolLocaleOfHost(host).catch(() => null);
  void fromHost.then((school) =>
    reply
      .status(status)
      .serializer(JSON.stringify)
      .type('application/json; charset=utf-8')
      .send(clientErrorBody(error.code, status, accepted ?? school ?? 'fr')),
  );
}
