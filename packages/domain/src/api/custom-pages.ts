import { z } from 'zod';
import {
  CUSTOM_PAGE_NAVBAR_STATES,
  CUSTOM_PAGE_SLUG_MAX,
  CUSTOM_PAGE_VISIBILITIES,
  customPageSchema,
  customSubpageSchema,
} from '../custom-pages.ts';
import { LocalizedTextSchema } from '../school.ts';
import {
  DbIdSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of the custom pages (domain custom-pages.ts; issue 31 item 6): reading them
 * (`GET /api/custom-pages/`, `…/{slug}/`, `…/{slug}/{id}/`: members, and anonymous visitors for
 * public pages of schools with public pages) and School settings → features and pages → pages
 * (`/api/schools/{id}/custom-pages/…`, the school's admins). Texts come in both languages; the
 * web shows the page's language, or the other when it is empty (customPageTextIn).
 */

/** `{slug}` of a page (any text up to the slug's length: an unknown one is 404). */
export const CustomPageSlugParamsSchema = z.object({
  slug: z.string().min(1).max(CUSTOM_PAGE_SLUG_MAX),
});
/** `{slug}` of a page and `{id}` of one of its sub-pages. */
export const CustomSubpageReadParamsSchema = CustomPageSlugParamsSchema.extend({ id: DbIdSchema });
/** `{id}`: the school's id. */
export const CustomPageListParamsSchema = IdParamsSchema;
/** `{id}` (the school's) and `{pageId}`. */
export const CustomPageParamsSchema = z.object({ id: IdParamsSchema.shape.id, pageId: DbIdSchema });
/** `{id}` (the school's), `{pageId}` and `{subpageId}`. */
export const CustomSubpageParamsSchema = CustomPageParamsSchema.extend({ subpageId: DbIdSchema });

/** Body of `POST` and `PATCH` of a page: the whole page. */
export const CustomPageBodySchema = customPageSchema;
/** Body of `POST` and `PATCH` of a sub-page: the whole sub-page. */
export const CustomSubpageBodySchema = customSubpageSchema;

const VisibilitySchema = z.enum(CUSTOM_PAGE_VISIBILITIES);

/** A sub-page as its page lists it. */
export const CustomSubpageLinkSchema = z.object({
  id: z.number().int(),
  title: LocalizedTextSchema,
});
export type CustomSubpageLink = z.infer<typeof CustomSubpageLinkSchema>;

/** A page in the list `/page` shows. */
export const CustomPageListItemSchema = z.object({
  slug: z.string(),
  title: LocalizedTextSchema,
  visibility: VisibilitySchema,
});
export type CustomPageListItem = z.infer<typeof CustomPageListItemSchema>;

/** A page as its readers get it: its sub-pages' titles, and whether the reader edits it. */
export const CustomPageReadSchema = CustomPageListItemSchema.extend({
  id: z.number().int(),
  /** Sanitised HTML per language. */
  body: LocalizedTextSchema,
  subpages: z.array(CustomSubpageLinkSchema),
  /** The reader is an admin (the page shows a link to its editor). */
  can_edit: z.boolean(),
});
export type CustomPageRead = z.infer<typeof CustomPageReadSchema>;

/** A sub-page as its readers get it, with its page and the page's other sub-pages. */
export const CustomSubpageReadSchema = z.object({
  id: z.number().int(),
  title: LocalizedTextSchema,
  body: LocalizedTextSchema,
  page: z.object({ id: z.number().int(), slug: z.string(), title: LocalizedTextSchema }),
  /** Every sub-page of the page, this one included, in their order. */
  subpages: z.array(CustomSubpageLinkSchema),
  can_edit: z.boolean(),
});
export type CustomSubpageRead = z.infer<typeof CustomSubpageReadSchema>;

/** A page in School settings' list: where it stands in the navbar, how many sub-pages. */
export const CustomPageSummarySchema = CustomPageListItemSchema.extend({
  id: z.number().int(),
  /** none: no navbar entry; on: an entry is on; off: its entries are off (page switched off). */
  navbar: z.enum(CUSTOM_PAGE_NAVBAR_STATES),
  subpage_count: z.number().int(),
  updated_at: z.string().describe('ISO 8601'),
});
export type CustomPageSummary = z.infer<typeof CustomPageSummarySchema>;

/** A sub-page as its editor gets it. */
export const CustomSubpageAdminSchema = CustomSubpageLinkSchema.extend({
  body: LocalizedTextSchema,
});
export type CustomSubpageAdmin = z.infer<typeof CustomSubpageAdminSchema>;

/** A page as its editor gets it: the summary, its body and its sub-pages whole. */
export const CustomPageAdminSchema = CustomPageSummarySchema.extend({
  body: LocalizedTextSchema,
  subpages: z.array(CustomSubpageAdminSchema),
});
export type CustomPageAdmin = z.infer<typeof CustomPageAdminSchema>;

export const CustomPageListResponses = {
  200: z.array(CustomPageListItemSchema),
  ...SignedInErrors,
};
export const CustomPageReadResponses = { 200: CustomPageReadSchema, ...SignedInErrors };
export const CustomSubpageReadResponses = { 200: CustomSubpageReadSchema, ...SignedInErrors };
export const CustomPageSummariesResponses = {
  200: z.array(CustomPageSummarySchema),
  ...SignedInErrors,
};
export const CustomPageAdminResponses = { 200: CustomPageAdminSchema, ...SignedInErrors };
export const CustomPageCreateResponses = { 201: CustomPageAdminSchema, ...InputErrors };
export const CustomPageUpdateResponses = { 200: CustomPageAdminSchema, ...InputErrors };
/** Deleting a page deletes its sub-pages and its navbar entries with it. */
export const CustomPageDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
export const CustomSubpageCreateResponses = { 201: CustomSubpageAdminSchema, ...InputErrors };
export const CustomSubpageUpdateResponses = { 200: CustomSubpageAdminSchema, ...InputErrors };
export const CustomSubpageDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
