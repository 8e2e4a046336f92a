import { z } from 'zod';
import { PUBLICATION_AREAS, publicationSettingsSchema } from '../publication-settings.ts';
import { InputErrors } from './shared.ts';

/**
 * Contract of the validation settings of the publishing areas (spec 1 §2 Settings, School
 * settings "job ad validation", "event validation", "blog validation"; rules in
 * publication-settings.ts): `GET` and `PUT /api/school-settings/validation/{area}/`, school
 * admins only.
 */

/** `{area}` in the path: blog, event or jobad. */
export const PublicationSettingsParamsSchema = z.object({ area: z.enum(PUBLICATION_AREAS) });

/** Body of `PUT`: the flags and the whole ordered list of refusal reasons. */
export const PublicationSettingsBodySchema = publicationSettingsSchema;

/** One refusal reason as stored: its id (send it back to keep it) and labels. */
export const RefusalReasonSchema = z.object({
  id: z.number().int(),
  label_fr: z.string(),
  label_en: z.string(),
});
export type RefusalReason = z.infer<typeof RefusalReasonSchema>;

/** An area's settings: `show_views` and `feed_hide` are null where the area has none. */
export const PublicationSettingsSchema = z.object({
  area: z.enum(PUBLICATION_AREAS),
  validate: z.boolean(),
  has_filter: z.boolean(),
  show_views: z.boolean().nullable(),
  feed_hide: z.boolean().nullable(),
  reasons: z.array(RefusalReasonSchema),
});
export type PublicationSettings = z.infer<typeof PublicationSettingsSchema>;

export const PublicationSettingsResponses = { 200: PublicationSettingsSchema, ...InputErrors };

/** `GET /api/school-settings/validation/{area}/reasons/`: the reasons a validator ticks. */
export const RefusalReasonListSchema = z.object({ results: z.array(RefusalReasonSchema) });
export type RefusalReasonList = z.infer<typeof RefusalReasonListSchema>;
export const RefusalReasonListResponses = { 200: RefusalReasonListSchema, ...InputErrors };
