import { z } from 'zod';
import {
  OPTIONAL_SCHOOL_IMAGE_KINDS,
  SCHOOL_IMAGE_KINDS,
  type SchoolImageKind,
  schoolInfoSchema,
} from '../school-info.ts';
import { ErrorDetailSchema, IdParamsSchema, InputErrors } from './shared.ts';

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
  primary_color: z.string(),
  secondary_color: z.string(),
  sender_name: z.string(),
  sender_email: z.string(),
  terms_use_url: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
  legal_url: z.string().nullable(),
  validate_registration: z.boolean(),
  has_public_pages: z.boolean(),
  show_inactive: z.boolean(),
  min_registration_age: z.number().int(),
  map_enabled: z.boolean(),
  user_map: z.boolean(),
  /** [latitude, longitude] in degrees. */
  map_center: z.tuple([z.number(), z.number()]),
  map_zoom: z.number().int(),
});
export type SchoolInfo = z.infer<typeof SchoolInfoSchema>;

export const SchoolInfoResponses = { 200: SchoolInfoSchema, ...InputErrors };

/** `{id}` and `{kind}` of `POST /api/schools/{id}/images/{kind}/`. */
export const SchoolImageParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  kind: z.enum(SCHOOL_IMAGE_KINDS as [SchoolImageKind, ...SchoolImageKind[]]),
});

/** `{id}` and `{kind}` of `DELETE /api/schools/{id}/images/{kind}/`: the optional images only. */
export const SchoolOptionalImageParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  kind: z.enum(OPTIONAL_SCHOOL_IMAGE_KINDS),
});

/** The multipart form of an image upload (documented; the file is read from the stream). */
export const SchoolImageBodySchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The image (JPEG, PNG, WebP or GIF), 5 MB at most' }),
});

/** The school's images as URLs (null: none). */
export const SchoolImagesSchema = z.object({
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  icon_pwa: z.string().nullable(),
  login_photo: z.string().nullable(),
});
export type SchoolImages = z.infer<typeof SchoolImagesSchema>;

export const SchoolImagesResponses = {
  200: SchoolImagesSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};
