import type { FeaturePath, LocalizedText, SchoolWording } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** School (spec 1 §3): one white-labelled tenant, resolved from its subdomain. */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    subdomain: varchar('subdomain', { length: 63 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    address: text('address'),
    description: jsonb('description').$type<LocalizedText>().notNull().default({ fr: '', en: '' }),
    primaryColor: varchar('primary_color', { length: 7 }).notNull().default('#ffb600'),
    secondaryColor: varchar('secondary_color', { length: 7 }).notNull().default('#00a19b'),
    /** 1 = French, 2 = English (spec 2 §9 Locales). */
    preferredLocale: smallint('preferred_locale').notNull().default(1),
    wording: varchar('wording', { length: 16 }).$type<SchoolWording>().notNull().default('default'),
    loginPhoto: text('login_photo'),
    descriptionPhoto: text('description_photo'),
    logo: text('logo'),
    cover: text('cover'),
    iconPwa: text('icon_pwa'),
    currency: varchar('currency', { length: 10 }).notNull().default('EUR'),
    /** IANA time zone of the school's dates (issue 14 item 6): event rules, calendars. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/Paris'),
    phoneCountries: jsonb('phone_countries').$type<string[]>().notNull().default(['FR']),
    senderName: varchar('sender_name', { length: 255 }).notNull().default(''),
    senderEmail: varchar('sender_email', { length: 255 }).notNull().default(''),
    /** SMTP settings of the school's own mail backend; a secret, never presented. */
    emailBackend: jsonb('email_backend').$type<Record<string, unknown> | null>(),
    hasCampus: boolean('has_campus').notNull().default(false),
    tracker: varchar('tracker', { length: 255 }),
    maxMenteesPerMentor: integer('max_mentees_per_mentor'),
    termsUseUrl: text('terms_use_url'),
    privacyPolicyUrl: text('privacy_policy_url'),
    legalUrl: text('legal_url'),
    mapEnabled: boolean('map_enabled').notNull().default(true),
    mapCenterLat: integer('map_center_lat_e6').notNull().default(46_603_354),
    mapCenterLng: integer('map_center_lng_e6').notNull().default(1_888_334),
    mapZoom: smallint('map_zoom').notNull().default(5),
    jtButtonEnabled: boolean('jt_button_enabled').notNull().default(false),
    jtButtonUrl: text('jt_button_url'),
    minRegistrationAge: smallint('min_registration_age').notNull().default(0),
    validateRegistration: boolean('validate_registration').notNull().default(true),
    validateJobads: boolean('validate_jobads').notNull().default(false),
    validateReport: boolean('validate_report').notNull().default(true),
    validateBlog: boolean('validate_blog').notNull().default(false),
    validateEvent: boolean('validate_event').notNull().default(false),
    validateClub: boolean('validate_club').notNull().default(false),
    /** Mentorship requests wait for a mentorship validator before reaching the mentor. */
    validateMentorship: boolean('validate_mentorship').notNull().default(false),
    hasPublicPages: boolean('has_public_pages').notNull().default(false),
    showExternal: boolean('show_external').notNull().default(false),
    showInactive: boolean('show_inactive').notNull().default(false),
    showViewsBlog: boolean('show_views_blog').notNull().default(true),
    showViewsJobads: boolean('show_views_jobads').notNull().default(true),
    feedHideJobads: boolean('feed_hide_jobads').notNull().default(false),
    whiteLabel: boolean('white_label').notNull().default(false),
    hasFilterJobads: boolean('has_filter_jobads').notNull().default(false),
    hasFilterBlog: boolean('has_filter_blog').notNull().default(false),
    hasFilterEvent: boolean('has_filter_event').notNull().default(false),
    hasFilterClub: boolean('has_filter_club').notNull().default(false),
    userMap: boolean('user_map').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('schools_subdomain_key').on(t.subdomain),
    check('schools_preferred_locale_check', sql`${t.preferredLocale} in (1, 2)`),
    check('schools_wording_check', sql`${t.wording} in ('default', 'certificate')`),
  ],
);

/** The catalogue of navbar features a school can enable (spec 1 §2 Navbar features). */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 32 }).$type<FeaturePath>().notNull(),
    /** Reserved features have no view mapping: school admins and super users only (spec 2 §6). */
    reserved: boolean('reserved').notNull().default(false),
  },
  (t) => [uniqueIndex('features_path_key').on(t.path)],
);

/** Feature entry (spec 1 §3): a feature as one school enables, orders and names it. */
export const schoolFeatures = pgTable(
  'school_features',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    enabled: boolean('enabled').notNull().default(true),
    order: integer('order').notNull().default(0),
    priorityOrder: integer('priority_order').notNull().default(0),
    icon: varchar('icon', { length: 64 }),
    priority: integer('priority').notNull().default(0),
    urlRedirect: text('url_redirect'),
    slug: varchar('slug', { length: 100 }),
    translations: jsonb('translations')
      .$type<{ locale: 'fr' | 'en'; translation: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [index('school_features_school_idx').on(t.schoolId, t.order)],
);

/** Footer and social links of a school (spec 1 §3 links: id, type, url). */
export const schoolLinks = pgTable(
  'school_links',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('school_links_school_idx').on(t.schoolId)],
);

/** School role (spec 1 §3): role codes 2–8 as the school names, colours and offers them. */
export const schoolRoles = pgTable(
  'school_roles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    enableFreeReg: boolean('enable_free_reg').notNull().default(false),
    color: varchar('color', { length: 7 }),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
    shownInDirectory: boolean('shown_in_directory').notNull().default(true),
  },
  (t) => [
    uniqueIndex('school_roles_school_role_key').on(t.schoolId, t.role),
    check('school_roles_role_check', sql`${t.role} between 2 and 8`),
  ],
);

/** Role view permission (spec 1 §3, spec 2 §6): the per-app, per-view permission grid. */
export const roleViewPermissions = pgTable(
  'role_view_permissions',
  {
    id: serial('id').primaryKey(),
    schoolRoleId: integer('school_role_id')
      .notNull()
      .references(() => schoolRoles.id, { onDelete: 'cascade' }),
    app: varchar('app', { length: 64 }).notNull(),
    view: varchar('view', { length: 64 }).notNull(),
    allowed: boolean('allowed').notNull().default(false),
    superownerAllowed: boolean('superowner_allowed').notNull().default(false),
  },
  (t) => [uniqueIndex('role_view_permissions_key').on(t.schoolRoleId, t.app, t.view)],
);

export const campuses = pgTable(
  'campuses',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
  },
  (t) => [uniqueIndex('campuses_school_name_key').on(t.schoolId, t.name)],
);

/** Degree (spec 1 §3): name, section (composante), subsection (filière). */
export const degrees = pgTable(
  'degrees',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    section: varchar('section', { length: 255 }),
    subsection: varchar('subsection', { length: 255 }),
  },
  (t) => [uniqueIndex('degrees_school_name_key').on(t.schoolId, t.name)],
);

/** Key numbers shown on the school's home page (3 minimum for the banner, 6 maximum). */
export const keyNumbers = pgTable(
  'key_numbers',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    value: varchar('value', { length: 32 }).notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    order: integer('order').notNull().default(0),
  },
  (t) => [index('key_numbers_school_idx').on(t.schoolId)],
);

/** Badge (spec 1 §3): emoji icon, title and description per language. */
export const schoolBadges = pgTable(
  'school_badges',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    icon: varchar('icon', { length: 16 }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
  },
  (t) => [index('school_badges_school_idx').on(t.schoolId)],
);

/**
 * A refusal reason of a school's publishing area (spec 1 §2 Settings "job ad / event / blog
 * validation"; domain publication-settings.ts): validators tick at least one when refusing.
 * `position` orders the list as the admin wrote it.
 */
export const refusalReasons = pgTable(
  'refusal_reasons',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    area: varchar('area', { length: 16 }).notNull(),
    labelFr: varchar('label_fr', { length: 200 }).notNull(),
    labelEn: varchar('label_en', { length: 200 }).notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [
    index('refusal_reasons_school_area_idx').on(t.schoolId, t.area, t.position),
    check('refusal_reasons_area_check', sql`${t.area} in ('blog', 'event', 'jobad', 'club')`),
  ],
);
