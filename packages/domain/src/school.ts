import { z } from 'zod';
import { FEATURE_PATHS } from './features.ts';

/**
 * Public shape of a school as returned by `GET /api/schools/{subdomain}/details/`
 * (spec 1 §3 School and Feature entry, spec 2 §7): every field and flag except secrets
 * (the e-mail backend). Image fields are absolute paths under `/media/` or null.
 * The zod schemas are the single source: the server serialises with them (fields not
 * listed never leave) and the OpenAPI document is generated from them.
 */
export const LocalizedTextSchema = z.object({ fr: z.string(), en: z.string() });

export const SchoolWordingSchema = z.enum(['default', 'certificate']);
/** `default` wording, or `certificate`: degrees read as certificates and campuses as centres. */
export type SchoolWording = z.infer<typeof SchoolWordingSchema>;

/** School flags with their defaults (spec 1 §3 School "Flags"). */
export const SchoolFlagsSchema = z.object({
  validate_registration: z.boolean(),
  validate_jobads: z.boolean(),
  validate_report: z.boolean(),
  validate_blog: z.boolean(),
  validate_event: z.boolean(),
  validate_club: z.boolean(),
  has_public_pages: z.boolean(),
  show_external: z.boolean(),
  show_inactive: z.boolean(),
  show_views_blog: z.boolean(),
  show_views_jobads: z.boolean(),
  feed_hide_jobads: z.boolean(),
  white_label: z.boolean(),
  has_filter_jobads: z.boolean(),
  has_filter_blog: z.boolean(),
  has_filter_event: z.boolean(),
  has_filter_club: z.boolean(),
  user_map: z.boolean(),
});
export type SchoolFlags = z.infer<typeof SchoolFlagsSchema>;

export const DEFAULT_SCHOOL_FLAGS: SchoolFlags = {
  validate_registration: true,
  validate_jobads: false,
  validate_report: true,
  validate_blog: false,
  validate_event: false,
  validate_club: false,
  has_public_pages: false,
  show_external: false,
  show_inactive: false,
  show_views_blog: true,
  show_views_jobads: true,
  feed_hide_jobads: false,
  white_label: false,
  has_filter_jobads: false,
  has_filter_blog: false,
  has_filter_event: false,
  has_filter_club: false,
  user_map: true,
};

export const SchoolLinkSchema = z.object({
  id: z.number().int(),
  /** e.g. website, linkedin, facebook, instagram, x, youtube. */
  type: z.string(),
  url: z.string(),
});
export type SchoolLink = z.infer<typeof SchoolLinkSchema>;

/** Feature entry (spec 1 §3): one navbar feature of a school. */
export const FeatureEntrySchema = z.object({
  id: z.number().int(),
  feature: z.object({ path: z.enum(FEATURE_PATHS), reserved: z.boolean() }),
  enabled: z.boolean(),
  /** Position in the desktop navbar, ascending. */
  order: z.number().int(),
  /** Mobile tab ordering: the two lowest come first (spec 2 §2 Mobile bar). */
  priorityOrder: z.number().int(),
  /** Icon name (Tabler icon id) or null for the feature's default icon. */
  icon: z.string().nullable(),
  /** Icon priority (spec 2 §9). */
  priority: z.number().int(),
  /** External address the feature opens instead of its page (jobs, blog, custom links). */
  url_redirect: z.string().nullable(),
  /** Slug of a custom page (`page` features). */
  slug: z.string().nullable(),
  /**
   * A `page` entry whose custom page is public (spec 2 §2 "Features have a member-only or a
   * public display"): anonymous visitors of a school with public pages see it in the navbar.
   * False or absent for every other entry, whose display is the spec's public list
   * (PUBLIC_FEATURE_NAMES).
   */
  public: z.boolean().optional(),
  translations: z.array(z.object({ locale: z.enum(['fr', 'en']), translation: z.string() })),
});
export type FeatureEntry = z.infer<typeof FeatureEntrySchema>;

/** School role (spec 1 §3): a role code 2–8 as this school names and shows it. */
export const SchoolRoleSchema = z.object({
  id: z.number().int(),
  role: z.number().int(),
  enabled: z.boolean(),
  enable_free_reg: z.boolean(),
  color: z.string().nullable(),
  names: LocalizedTextSchema,
  /** Whether members holding this role are visible (active visibility). */
  active: z.boolean(),
  shown_in_directory: z.boolean(),
});
export type SchoolRole = z.infer<typeof SchoolRoleSchema>;

export const RoleViewPermissionSchema = z.object({
  app: z.string(),
  view: z.string(),
  /** The school role's code (2–8). */
  school_role: z.number().int(),
  allowed: z.boolean(),
  superowner_allowed: z.boolean(),
});
export type RoleViewPermission = z.infer<typeof RoleViewPermissionSchema>;

export const CampusSchema = z.object({ id: z.number().int(), name: z.string() });
export type Campus = z.infer<typeof CampusSchema>;

export const DegreeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  section: z.string().nullable(),
  subsection: z.string().nullable(),
  user_count: z.number().int(),
});
export type Degree = z.infer<typeof DegreeSchema>;

export const KeyNumberSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: LocalizedTextSchema,
  order: z.number().int(),
});
export type KeyNumber = z.infer<typeof KeyNumberSchema>;

export const SchoolBadgeSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
});
export type SchoolBadge = z.infer<typeof SchoolBadgeSchema>;

export const SchoolDetailsSchema = z.object({
  id: z.number().int(),
  subdomain: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  description: LocalizedTextSchema,
  primary_color: z.string(),
  secondary_color: z.string(),
  /** 1 = French, 2 = English. */
  preferred_locale: z.union([z.literal(1), z.literal(2)]),
  wording: SchoolWordingSchema,
  login_photo: z.string().nullable(),
  description_photo: z.string().nullable(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  icon_pwa: z.string().nullable(),
  /** ISO code, max 10 characters. */
  currency: z.string(),
  /** IANA time zone name ("Europe/Paris"): event dates are read and shown in it. */
  time_zone: z.string(),
  /** ISO 3166 alpha-2 codes offered in phone inputs. */
  phone_countries: z.array(z.string()),
  links: z.array(SchoolLinkSchema),
  mailing: z.object({ sender_name: z.string(), sender_email: z.string() }),
  features: z.array(FeatureEntrySchema),
  roles: z.array(SchoolRoleSchema),
  has_campus: z.boolean(),
  campuses: z.array(CampusSchema),
  degrees: z.array(DegreeSchema),
  school_role_view_permission: z.array(RoleViewPermissionSchema),
  key_numbers: z.array(KeyNumberSchema),
  /** The presentation the home page and the public dashboard show visitors: sanitised rich text per language. */
  home_presentation: LocalizedTextSchema,
  /** Analytics tracker id, or null when the school has none. */
  tracker: z.string().nullable(),
  /** User-role ids holding each validator scope (keys "1"–"7", spec 2 §6). */
  userrole_validators: z.record(z.string(), z.array(z.number().int())),
  mentorship_settings: z.object({ max_mentees_per_mentor: z.number().int().nullable() }),
  school_badges: z.array(SchoolBadgeSchema),
  terms_use_url: z.string().nullable(),
  privacy_policy_url: z.string().nullable(),
  legal_url: z.string().nullable(),
  map_details: z.object({
    enabled: z.boolean(),
    /** [latitude, longitude] in degrees. */
    center: z.tuple([z.number(), z.number()]),
    zoom: z.number().int(),
  }),
  jt_button: z.object({ enabled: z.boolean(), url: z.string().nullable() }),
  min_registration_age: z.number().int(),
  flags: SchoolFlagsSchema,
});
export type SchoolDetails = z.infer<typeof SchoolDetailsSchema>;

/**
 * Runtime configuration the server injects into the SPA's HTML as `window.__APP_CONFIG__`
 * (spec 2 §7 environment settings).
 */
export interface AppConfig {
  baseDomain: string;
  defaultSchool: string;
  /** The vendor's main site: where an unknown school redirects (spec 2 §7). */
  vendorUrl: string;
  /** External "boost my platform" link (spec 1 §2 Main menu). */
  boostUrl: string;
  legalUrl: string;
  mapTileUrl: string;
  mapAttribution: string;
}

/**
 * Whether the school shows its members on a map: its map settings are on (`map_details.enabled`)
 * and so is the `user_map` flag (spec 1 §3); the map call answers 404 otherwise.
 */
export function isMemberMapEnabled(school: {
  map_details: { enabled: boolean };
  flags: { user_map: boolean };
}): boolean {
  return school.map_details.enabled && school.flags.user_map;
}
