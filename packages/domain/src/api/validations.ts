import { z } from 'zod';
import { VALIDATION_TYPES, type ValidationCounts } from '../validations.ts';
import { BadRequestSchema, DbIdSchema, ErrorDetailSchema } from './shared.ts';

/**
 * Contract of the validation counters and the live event stream (spec 2 §7; issue "Feed,
 * reports…"): `GET /api/validations/` and `GET /api/events/user/{userId}/`.
 */

/** What waits for validation in the school, per type (jobad, article, userrole, …). */
export const ValidationCountsSchema: z.ZodType<ValidationCounts> = z.object(
  Object.fromEntries(VALIDATION_TYPES.map((type) => [type, z.number().int()])) as Record<
    (typeof VALIDATION_TYPES)[number],
    z.ZodNumber
  >,
);

/** `{userId}` of the event stream's path: the signed-in user's own id. */
export const UserEventsParamsSchema = z.object({ userId: DbIdSchema });

export const ValidationCountsResponses = {
  200: ValidationCountsSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
/** The stream itself is text/event-stream, outside the JSON contract. */
export const UserEventsResponses = {
  400: BadRequestSchema,
  401: ErrorDetailSchema,
  403: ErrorDetailSchema,
};
