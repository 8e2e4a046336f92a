import { z } from 'zod';
import { LocalizedTextSchema } from '../school.ts';
import { STATIC_LIST_USAGE_KINDS } from '../static-list-messages.ts';
import {
  STATIC_LIST_SCOPES,
  type StaticListScope,
  staticOptionCreateSchema,
  staticOptionPatchSchema,
} from '../static-lists.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
} from './shared.ts';

/**
 * Contract of the school's static lists (domain static-lists.ts; issue 31 item 3): every list
 * of the request's school (`GET /api/static-lists/`, for forms and pages), and School settings
 * → static lists (`GET` and `POST /api/schools/{id}/static-lists/{scope}/`, `PATCH` and
 * `DELETE /api/schools/{id}/static-lists/{scope}/{optionId}/`).
 */

/** `{id}` (the school's) and `{scope}` (a list: article_category, event_category). */
export const StaticListParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  scope: z.enum(STATIC_LIST_SCOPES),
});

/** `{id}`, `{scope}` and `{optionId}`. */
export const StaticOptionParamsSchema = StaticListParamsSchema.extend({ optionId: DbIdSchema });

/** Body of `POST`: the texts and, optionally, the code. */
export const StaticOptionCreateBodySchema = staticOptionCreateSchema;
/** Body of `PATCH`: new texts and/or a new place. */
export const StaticOptionPatchBodySchema = staticOptionPatchSchema;

/** An option as forms and pages read it. */
export const StaticOptionSchema = z.object({
  id: z.number().int(),
  scope: z.enum(STATIC_LIST_SCOPES),
  ext_id: z.string().describe('The stable code content stores (an article’s `category`…)'),
  translations: LocalizedTextSchema.describe('One language at least is not empty'),
  order: z.number().int().describe('Its place in the list, from 0'),
});

/** An option as its admins see it: with what uses it (content is not left without one). */
export const StaticOptionAdminSchema = StaticOptionSchema.extend({
  uses: z
    .array(z.object({ kind: z.enum(STATIC_LIST_USAGE_KINDS), count: z.number().int() }))
    .describe('How many items of each kind use it; deleting it is refused while any does'),
});
export type StaticOptionAdmin = z.infer<typeof StaticOptionAdminSchema>;

/** Every list of the school, by scope, each in its order. */
export const StaticListsSchema = z.object(
  Object.fromEntries(STATIC_LIST_SCOPES.map((scope) => [scope, z.array(StaticOptionSchema)])) as {
    [S in StaticListScope]: z.ZodArray<typeof StaticOptionSchema>;
  },
);
export type StaticLists = z.infer<typeof StaticListsSchema>;

export const StaticListsResponses = { 200: StaticListsSchema, 404: ErrorDetailSchema };
export const StaticListAdminResponses = {
  200: z.array(StaticOptionAdminSchema),
  ...InputErrors,
};
export const StaticOptionCreateResponses = { 201: StaticOptionAdminSchema, ...InputErrors };
export const StaticOptionUpdateResponses = { 200: StaticOptionAdminSchema, ...InputErrors };
/** 409 while content uses it, naming what does. */
export const StaticOptionDeleteResponses = {
  204: NoContentSchema,
  ...InputErrors,
  409: ErrorDetailSchema,
};
