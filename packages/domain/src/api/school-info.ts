import { z } from 'zod';
import { schoolInfoSchema } from '../school-info.ts';
import { IdParamsSchema, InputErrors } from './shared.ts';

/**
 * Contract of `PATCH /api/schools/{id}/` (spec 2 §7; rules in school-info.ts): the school's
 * information, changed by its admins.
 */

/** `{id}` in the path: the school's id. */
export const SchoolInfoParamsSchema = IdParamsSchema;

/** Body of `PATCH`: the fields to change, each optional. */
export const SchoolInfoBodySchema = schoolInfoSchema;

/** The school's information as saved (the school details carry the same fields). */
export const SchoolInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string().nullable(),
  description: z.object({ fr: z.string(), en: z.string() }),
  preferred_locale: z.union([z.literal(1), z.literal(2)]),
  currency: z.string(),
  time_zone: z.string(),
  phone_countries: z.array(z.string()),
  has_campus: z.boolean(),
});
export type SchoolInfo = z.infer<typeof SchoolInfoSchema>;

export const SchoolInfoResponses = { 200: SchoolInfoSchema, ...InputErrors };
