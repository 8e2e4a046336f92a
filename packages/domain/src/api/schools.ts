import { z } from 'zod';
import { SchoolDetailsSchema } from '../school.ts';
import { BadRequestSchema, ErrorDetailSchema } from './shared.ts';

/**
 * Contract of the schools' public details (spec 2 §7 `GET /api/schools/{subdomain}/details/`);
 * the details themselves (SchoolDetailsSchema, SchoolDetails) live in `school.ts` next to the
 * rules that read them.
 */

/** Path of `GET /api/schools/{subdomain}/details/`. */
export const SchoolDetailsParamsSchema = z.object({
  subdomain: z.string().min(1).max(63),
});

export const SchoolDetailsResponses = {
  200: SchoolDetailsSchema,
  304: z.null().describe('Not modified: the copy named by If-None-Match is current (no body)'),
  400: BadRequestSchema,
  404: ErrorDetailSchema,
};
