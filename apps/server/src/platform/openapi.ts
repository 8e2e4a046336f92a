import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** `{"detail": "…"}`: the body of 401, 403, 404 and other single-message errors (DESIGN §5). */
export const ErrorDetailSchema = z.object({ detail: z.string() });

/** `{"field": ["message"]}` or `{"non_field_errors": [...]}`: a 400 on bad input. */
export const ValidationErrorSchema = z.record(z.string(), z.array(z.string()));

/** A route's id parameter: ids fit a PostgreSQL integer, so a bigger one is a 400, not a 500. */
export const DbIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A page of a numbered list: `{count, next, previous, results}` (DESIGN §5 lists). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A page of a cursor-paginated list: `{next, results}`, `next` the cursor or null. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ next: z.string().nullable(), results: z.array(item) });

/** The error answers of a route for signed-in users (401, 403, 404 `{"detail"}`). */
export const SignedInErrors = {
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
};

/** The same with 400 on bad input, per field or `{"detail"}`. */
export const InputErrors = {
  400: z.union([ErrorDetailSchema, ValidationErrorSchema]),
  ...SignedInErrors,
};

/**
 * Registers the OpenAPI document (generated from every route's zod schemas) and its UI at
 * `/api/docs/`; the JSON document is `/api/docs/json`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alumni network API',
        description:
          'REST API of the multi-school alumni platform. The school is resolved from the Host header.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
