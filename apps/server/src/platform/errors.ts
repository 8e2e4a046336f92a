import type { ApiErrorBody } from '@alumni/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

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

/** Turns zod issues into `{"field": ["message"]}`; issues on the whole input go to non_field_errors. */
export function zodIssuesToBody(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const body: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    body[key] ??= [];
    body[key].push(issue.message);
  }
  return body;
}

/**
 * Installs the one error handler: HttpError as it is, request validation as 400 in the
 * field shape, client errors Fastify raises (bad JSON, payload too large) with their
 * status, and anything else as a 500 `{"detail"}` without a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send(zodIssuesToBody(issues));
    }
    if (error instanceof ZodError) {
      return reply.status(400).send(zodIssuesToBody(error.issues));
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
