import { z } from 'zod';
import { parseHexColor } from './colors.ts';
import { isCountryCode } from './countries.ts';
import { CURRENCY_MAX } from './limits.ts';
import { LOCALE_IDS } from './locales.ts';
import { isSchoolAdmin, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { emailSchema, urlSchema } from './validation.ts';
import { requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's information as its admins edit it (spec 1 §2 Settings, School settings
 * section "school info and images"; spec 2 §7 `PATCH /schools/{id}/`), with spec 1 §4
 * "School settings: school name required; language valid; currency valid (max 10); phone
 * codes valid", "sender name and email required". The time zone (issue 14: event dates,
 * calendars) is an IANA name; colours follow spec 1 §5 General (colors.ts).
 * Every field is optional: a PATCH changes the fields it names.
 */

/** Longest school name (characters; the schools table's column). */
export const SCHOOL_NAME_MAX = 255;
/** Longest address (characters): the spec gives none; a postal address fits in far less. */
export const SCHOOL_ADDRESS_MAX = 500;
/** Longest description per language (characters): a few paragraphs on the "about" page. */
export const SCHOOL_DESCRIPTION_MAX = 5000;
/** Longest time zone name (characters; the schools table's column). */
export const TIME_ZONE_MAX = 64;
/** Most phone countries a school offers in its phone fields. */
export const PHONE_COUNTRIES_MAX = 30;
/** Longest sender name and address of the school's e-mails (the schools table's columns). */
export const SENDER_MAX = 255;
/** Longest legal link (terms of use, privacy policy, legal notice). */
export const LEGAL_URL_MAX = 500;
/**
 * Highest minimum age a school may ask of registrants (years; spec 2 §9 gives the default,
 * MIN_REGISTRATION_AGE_DEFAULT 0, and no bound: no school asks more than an adult's age).
 */
export const MIN_REGISTRATION_AGE_MAX = 99;
/** The zooms a school's maps open at (the tile servers' range: 1, the world, to 18, a street). */
export const MAP_ZOOM_MIN = 1;
export const MAP_ZOOM_MAX = 18;

const m = VALIDATION_REFS;

/** An ISO 4217 currency code that the platform's Intl knows ('EUR', 'CHF', 'CAD'…). */
export function isCurrencyCode(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code);
}

/**
 * An IANA time zone name ('Europe/Paris', 'America/Montreal', 'UTC'), written as the zone
 * database writes them: offsets ('+01:00') and abbreviations of another form are refused
 * even where Intl would take them.
 */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A colour as '#rrggbb' (3 or 6 hex digits, with or without '#', any case: spec 1 §5 General). */
const colorSchema = z.string({ error: m.invalidValue }).transform((value, ctx) => {
  const color = parseHexColor(value);
  if (color) return color;
  ctx.addIssue({ code: 'custom', message: m.invalidValue });
  return z.NEVER;
});

/** A legal link: http(s) with a valid host, or empty for none (null). */
const legalUrlSchema = urlSchema()
  .max(LEGAL_URL_MAX, { error: validationRef('tooLong', { max: LEGAL_URL_MAX }) })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const optionalText = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) });

/** Body of `PATCH /api/schools/{id}/`: the fields to change. */
export const schoolInfoSchema = z.object({
  name: requiredText(m, SCHOOL_NAME_MAX).optional(),
  address: optionalText(SCHOOL_ADDRESS_MAX)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  description: z
    .object({
      fr: optionalText(SCHOOL_DESCRIPTION_MAX),
      en: optionalText(SCHOOL_DESCRIPTION_MAX),
    })
    .optional(),
  preferred_locale: z
    .union([z.literal(LOCALE_IDS.fr), z.literal(LOCALE_IDS.en)], { error: m.invalidChoice })
    .optional(),
  currency: z
    .string({ error: m.invalidChoice })
    .trim()
    .max(CURRENCY_MAX, { error: validationRef('tooLong', { max: CURRENCY_MAX }) })
    .transform((value) => value.toUpperCase())
    .refine(isCurrencyCode, { error: m.invalidChoice })
    .optional(),
  time_zone: z
    .string({ error: m.invalidChoice })
    .trim()
    .refine(isTimeZone, { error: m.invalidChoice })
    .optional(),
  phone_countries: z
    .array(
      z
        .string({ error: m.invalidChoice })
        .transform((value) => value.trim().toUpperCase())
        .refine(isCountryCode, { error: m.invalidChoice }),
      { error: m.invalidChoice },
    )
    .min(1, { error: m.required })
    .max(PHONE_COUNTRIES_MAX, { error: validationRef('maxValue', { max: PHONE_COUNTRIES_MAX }) })
    // The first country is the phone fields' default: kept first, repeats dropped.
    .transform((codes) => [...new Set(codes)])
    .optional(),
  has_campus: z.boolean({ error: m.invalidValue }).optional(),
  primary_color: colorSchema.optional(),
  secondary_color: colorSchema.optional(),
  // Spec 1 §4 School settings: "sender name and email required".
  sender_name: requiredText(m, SENDER_MAX).optional(),
  sender_email: emailSchema()
    .max(SENDER_MAX, { error: validationRef('tooLong', { max: SENDER_MAX }) })
    .optional(),
  // The terms of use and privacy policy addresses change only as a new terms version, which
  // members accept (terms.ts, `POST /api/schools/{id}/terms/`): left out here, so ignored.
  legal_url: legalUrlSchema,
  // School settings "options and visibility" (spec 1 §3 School flags).
  validate_registration: z.boolean({ error: m.invalidValue }).optional(),
  has_public_pages: z.boolean({ error: m.invalidValue }).optional(),
  show_inactive: z.boolean({ error: m.invalidValue }).optional(),
  min_registration_age: z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(0, { error: validationRef('minValue', { min: 0 }) })
    .max(MIN_REGISTRATION_AGE_MAX, {
      error: validationRef('maxValue', { max: MIN_REGISTRATION_AGE_MAX }),
    })
    .optional(),
  // School settings "map" (spec 1 §3 School map_details, flag user map): the maps' frame,
  // and whether members are shown on one (both must be on: isMemberMapEnabled).
  map_enabled: z.boolean({ error: m.invalidValue }).optional(),
  user_map: z.boolean({ error: m.invalidValue }).optional(),
  map_center: z
    .tuple(
      [
        z
          .number({ error: m.invalidValue })
          .min(-90, { error: validationRef('minValue', { min: -90 }) })
          .max(90, { error: validationRef('maxValue', { max: 90 }) }),
        z
          .number({ error: m.invalidValue })
          .min(-180, { error: validationRef('minValue', { min: -180 }) })
          .max(180, { error: validationRef('maxValue', { max: 180 }) }),
      ],
      { error: m.invalidValue },
    )
    .optional(),
  map_zoom: z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(MAP_ZOOM_MIN, { error: validationRef('minValue', { min: MAP_ZOOM_MIN }) })
    .max(MAP_ZOOM_MAX, { error: validationRef('maxValue', { max: MAP_ZOOM_MAX }) })
    .optional(),
});
export type SchoolInfoInput = z.output<typeof schoolInfoSchema>;

/**
 * Who changes the school's settings, every section of School settings (school info and
 * images, campuses, degrees, features and pages…): the school's admins (spec 2 §6 "School
 * settings: admin roles").
 */
export const canManageSchoolSettings = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * The school's images and the sizes they are stored at, in px (spec 1 §5 Images and files:
 * "School logo 200x200 required, header 1920x325 recommended, PWA icon 512x512 required,
 * login cover 1920x1080 recommended"), each cropped to cover its size, as WebP. In the path
 * of `POST /api/schools/{id}/images/{kind}/`; the details name them `logo`, `cover`,
 * `icon_pwa`, `login_photo`. Uploads take the profile images' formats and size cap
 * (PROFILE_IMAGE_FORMATS, PROFILE_IMAGE_MAX_BYTES). A new image replaces the old one: the
 * required ones are never left empty.
 */
export const SCHOOL_IMAGE_SIZES = {
  logo: { width: 200, height: 200 },
  cover: { width: 1920, height: 325 },
  icon_pwa: { width: 512, height: 512 },
  login_photo: { width: 1920, height: 1080 },
} as const;
export type SchoolImageKind = keyof typeof SCHOOL_IMAGE_SIZES;
export const SCHOOL_IMAGE_KINDS = Object.keys(SCHOOL_IMAGE_SIZES) as SchoolImageKind[];
/** The images a school may go without (spec 1 §5: "recommended", not "required"). */
export const OPTIONAL_SCHOOL_IMAGE_KINDS = [
  'cover',
  'login_photo',
] as const satisfies readonly SchoolImageKind[];
