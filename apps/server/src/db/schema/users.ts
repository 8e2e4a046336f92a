import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { campuses, degrees, schools } from './schools.ts';

/** PostgreSQL's full-text document type (no Drizzle built-in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** User (spec 1 §3): one global account per e-mail; roles are per school. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id hash; null until the account is activated. */
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    birthName: varchar('birth_name', { length: 150 }),
    /** 'M.', 'Mme.' or null (not given). */
    civility: varchar('civility', { length: 8 }),
    summary: varchar('summary', { length: 1000 }),
    phone: varchar('phone', { length: 32 }),
    dateBirth: date('date_birth'),
    city: varchar('city', { length: 150 }),
    country: varchar('country', { length: 2 }),
    picture: text('picture'),
    banner: text('banner'),
    externalRef: varchar('external_ref', { length: 64 }),
    opportunitiesEnabled: boolean('opportunities_enabled').notNull().default(false),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    isActive: boolean('is_active').notNull().default(false),
    termsUse: boolean('terms_use').notNull().default(false),
    privacyPolicy: boolean('privacy_policy').notNull().default(false),
    consentNewsletter: boolean('consent_newsletter').notNull().default(false),
    consentMassMessages: boolean('consent_mass_messages').notNull().default(false),
    muteProfileUpdate: boolean('mute_profile_update').notNull().default(false),
    jury: boolean('jury').notNull().default(false),
    ambassador: boolean('ambassador').notNull().default(false),
    temporaryLecturer: boolean('temporary_lecturer').notNull().default(false),
    lastProfileUpdate: timestamp('last_profile_update', { withTimezone: true }),
    activationDate: timestamp('activation_date', { withTimezone: true }),
    importDate: timestamp('import_date', { withTimezone: true }),
    registrationDate: timestamp('registration_date', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * First, last and birth names without accents or case, for the directory's name
     * search ("Helene" finds "Hélène"); f_unaccent is the immutable unaccent wrapper of
     * migration 0003.
     */
    searchName: text('search_name').generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(birth_name, '')))`,
    ),
    /**
     * The words of the names without accents or case, stored so that index rechecks do not
     * recompute them (a generated column may not read `search_name`, hence the repeat).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', f_unaccent(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(birth_name, ''))))`,
    ),
    /** Last then first name without accents or case: the directory's sort key. */
    sortName: text('sort_name').generatedAlwaysAs(
      sql`f_unaccent(lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '')))`,
    ),
  },
  (t) => [
    // One account per e-mail whatever its case.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // Word-prefix name search (to_tsquery 'helene:* & lefevre:*'): one index entry per word.
    index('users_search_vector_idx').using('gin', t.searchVector),
    index('users_sort_name_idx').on(t.sortName, t.id),
    check('users_civility_check', sql`${t.civility} is null or ${t.civility} in ('M.', 'Mme.')`),
  ],
);

/** User role (spec 1 §3): a user's role in one school, with its degree, year and campus. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    activationDate: timestamp('activation_date', { withTimezone: true }),
    deactivationDate: timestamp('deactivation_date', { withTimezone: true }),
    requiresValidation: boolean('requires_validation').notNull().default(false),
    degreeId: integer('degree_id').references(() => degrees.id, { onDelete: 'set null' }),
    /** Year of arrival at the school (spec 1 §5 User import). */
    graduationYear: smallint('graduation_year'),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    /** A pending change request on degree, graduation year or campus. */
    hasPendingChange: boolean('has_pending_change').notNull().default(false),
    /** External recruiter (account type Recruiter): sees only profiles visible to recruiters. */
    isRecruiter: boolean('is_recruiter').notNull().default(false),
    /** Set when an admin refused the registration or role request. */
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    /** Why the registration was refused (free text, at most 500 characters), mailed to them. */
    refusalReason: varchar('refusal_reason', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_roles_user_school_role_key').on(t.userId, t.schoolId, t.role),
    index('user_roles_school_idx').on(t.schoolId, t.role),
    index('user_roles_school_user_idx').on(t.schoolId, t.userId),
    index('user_roles_school_degree_idx').on(t.schoolId, t.degreeId),
    index('user_roles_school_campus_idx').on(t.schoolId, t.campusId),
    index('user_roles_school_year_idx').on(t.schoolId, t.graduationYear),
    check('user_roles_role_check', sql`${t.role} between 2 and 8`),
  ],
);

/** Validator assignment (spec 2 §6): a user role holds validator scopes 1–7 in its school. */
export const userroleValidators = pgTable(
  'userrole_validators',
  {
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    scope: smallint('scope').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userRoleId, t.scope] }),
    index('userrole_validators_school_idx').on(t.schoolId, t.scope),
    check('userrole_validators_scope_check', sql`${t.scope} between 1 and 7`),
  ],
);

/**
 * Server-side sessions: the cookie holds a random id (256 bits); only its SHA-256 is
 * stored. A session belongs to one school, like its host-only cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school the session was opened in: it authenticates on that school's host only. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * User school settings (spec 1 §3): a user's preferences in one school (notifications,
 * visibility, mentoring). One row per user and school, created on first save.
 */
export const userSchoolSettings = pgTable(
  'user_school_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    weeklyJobSummary: boolean('weekly_job_summary').notNull().default(false),
    /** Contract types the weekly job summary is limited to; empty means all. */
    weeklyJobContractTypes: jsonb('weekly_job_contract_types')
      .$type<string[]>()
      .notNull()
      .default([]),
    openToOpportunities: boolean('open_to_opportunities').notNull().default(false),
    visibleToRecruiters: boolean('visible_to_recruiters').notNull().default(false),
    temporaryLecturer: boolean('temporary_lecturer').notNull().default(false),
    newsletter: boolean('newsletter').notNull().default(true),
    platformInformationEmails: boolean('platform_information_emails').notNull().default(true),
    experienceSharing: boolean('experience_sharing').notNull().default(false),
    ambassador: boolean('ambassador').notNull().default(false),
    jury: boolean('jury').notNull().default(false),
    massChatReception: boolean('mass_chat_reception').notNull().default(true),
    interestGroupInvitations: boolean('interest_group_invitations').notNull().default(true),
    isMentor: boolean('is_mentor').notNull().default(false),
    lookingForMentor: boolean('looking_for_mentor').notNull().default(false),
    mentoringTypesMentor: jsonb('mentoring_types_mentor').$type<string[]>().notNull().default([]),
    mentoringTypesMentee: jsonb('mentoring_types_mentee').$type<string[]>().notNull().default([]),
    maxMentee: smallint('max_mentee').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.schoolId] })],
);
