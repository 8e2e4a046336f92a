import { z } from 'zod';
import { featureListSchema } from '../feature-settings.ts';
import { FeatureEntrySchema } from '../school.ts';
import { IdParamsSchema, InputErrors } from './shared.ts';

/**
 * Contract of `PUT /api/schools/{id}/features/` (School settings → features and pages;
 * domain feature-settings.ts): the navbar's entries in order, saved together.
 */

/** `{id}`: the school's id. */
export const FeatureListParamsSchema = IdParamsSchema;

/** Body: `{features: [{id, path, enabled, names: {fr, en}, url_redirect, slug}]}`. */
export const FeatureListBodySchema = featureListSchema;

/** The entries as saved, as the school details give them. */
export const FeatureListResponses = {
  200: z.object({ features: z.array(FeatureEntrySchema) }),
  ...InputErrors,
};
