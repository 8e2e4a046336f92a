import { z } from 'zod';

/**
 * Shapes every area of the API shares (DESIGN §5), written once: the error bodies, ids in
 * paths, pages of results and the member summary. Area contracts (`api/<area>.ts`) build on
 * them; the server registers them as its routes' schemas and the web reads its types from
 * them.
 */

/** `{"detail": "…"}`: the body of 401, 403, 404 and other single-message errors. */
export const ErrorDetailSchema = z.object({ detail: z.string() });
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** `{"field": ["message"]}` or `{"non_field_errors": [...]}`: a 400 on bad input. */
export const ValidationErrorSchema = z.record(z.string(), z.array(z.string()));

/** Largest id a row can have (PostgreSQL integer). */
export const DB_ID_MAX = 2_147_483_647;

/**
 * An id in a path, a query or a body: a positive integer that fits a PostgreSQL integer
 * (bigger: 400). As text, decimal digits only: ' 1', '0x10', '1e3' and '1.0' are not ids,
 * though JavaScript's Number() would read them as one.
 */
export const DbIdSchema = z
  .union([z.number(), z.string().regex(/^[0-9]{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(DB_ID_MAX));

/** `{id}` path parameters. */
export const IdParamsSchema = z.object({ id: DbIdSchema });

/** A page of a numbered list: `{count, next, previous, results}`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

/** A page of a numbered list (`?page=&page_size=`), as the web reads it. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A page of a cursor-paginated list: `{next, results}`, `next` the cursor or null. */
export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ next: z.string().nullable(), results: z.array(item) });

/** A page of a cursor-paginated list, as the web reads it. */
export interface CursorPage<T> {
  next: string | null;
  results: T[];
}

/** The error answers of a route for signed-in users (401, 403, 404 `{"detail"}`). */
export const SignedInErrors = {
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
  404: ErrorDetailSchema,
};

/**
 * A 400: per field `{"field": ["message"]}`, or `{"detail"}` when the request as a whole is
 * unreadable (not JSON, empty, wrong content type) or a rule refuses it.
 */
export const BadRequestSchema = z.union([ErrorDetailSchema, ValidationErrorSchema]);

/** The same with 400 on bad input, per field or `{"detail"}`. */
export const InputErrors = {
  400: BadRequestSchema,
  ...SignedInErrors,
};

/** 204 No Content. */
export const NoContentSchema = z.null().describe('No content');

/** A member next to what they wrote or did: `{id, first_name, last_name, picture}`. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable().describe('Public URL of the profile picture'),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

// In a module without zod: the members' frame shows names on every page, and importing it
// from here would bring zod's schemas with it (their top-level calls are kept by bundlers).
export { fullName } from '../names.ts';
