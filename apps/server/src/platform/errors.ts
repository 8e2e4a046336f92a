import { type ApiErrorBody, issuesToErrorBody, type Locale, localizeMessage } from '@alumni/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
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
 * contract validation as 400 in the field shape and the request's language, client errors Fastify raises (bad JSON, payload too large) with their
 * status, and anything else as a 500 `{"detail"}` without a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      const body = localizeBody(error.body, requestLocale(request));
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    if (error instanceof ContractValidationError || error instanceof ZodError) {
      return reply.status(400).send(issuesToErrorBody(error.issues, requestLocale(request)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message });
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
