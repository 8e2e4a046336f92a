import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { campuses, degrees, schools } from './schools.ts';
import { userRoles, users } from './users.ts';

/**
 * Work experience (spec 1 §3 Profile items), with the statistics fields a school's
 * surveys read: fit with education, sector, contract, executive status, working time,
 * gross annual salary and how the job was found.
 */
export const workExperiences = pgTable(
  'work_experiences',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 150 }).notNull(),
    organisation: varchar('organisation', { length: 150 }).notNull(),
    location: varchar('location', { length: 150 }).notNull(),
    currentOccupation: boolean('current_occupation').notNull().default(false),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    description: text('description'),
    fitsEducation: varchar('fits_education', { length: 16 }),
    businessSector: varchar('business_sector', { length: 64 }),
    contractType: varchar('contract_type', { length: 32 }),
    executiveStatus: varchar('executive_status', { length: 32 }),
    workingTime: varchar('working_time', { length: 16 }),
    /** Gross annual salary in the school's currency (whole units). */
    salary: integer('salary'),
    howFound: varchar('how_found', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_experiences_user_idx').on(t.userId, t.startDate),
    check(
      'work_experiences_dates_check',
      // Month precision, like the month-year picker (spec 1 §5).
      sql`${t.currentOccupation} or ${t.endDate} is null or date_trunc('month', ${t.endDate}) >= date_trunc('month', ${t.startDate})`,
    ),
  ],
);

/**
 * Education (spec 1 §3): degree type, title, facility, location, graduation status and
 * year. An education from the school is tied to the user role (`userRoleId`) and
 * immutable; one the member adds or changes for the school waits for admin validation
 * (`pendingValidation`) before others see it (spec 1 §4).
 */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    degreeType: varchar('degree_type', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    facility: varchar('facility', { length: 200 }).notNull(),
    location: varchar('location', { length: 150 }),
    graduationStatus: varchar('graduation_status', { length: 16 }).notNull(),
    graduationYear: smallint('graduation_year'),
    description: text('description'),
    isImmutable: boolean('is_immutable').notNull().default(false),
    /** The school role this education belongs to (education from the school). */
    userRoleId: integer('user_role_id').references(() => userRoles.id, { onDelete: 'set null' }),
    /** The school it was declared for, when the member claims the school's education. */
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    degreeId: integer('degree_id').references(() => degrees.id, { onDelete: 'set null' }),
    pendingValidation: boolean('pending_validation').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('educations_user_idx').on(t.userId)],
);

export const hobbies = pgTable(
  'hobbies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('hobbies_user_idx').on(t.userId)],
);

/** Profile link (spec 1 §3): an icon, a title, and a URL or an attachment. */
export const profileLinks = pgTable(
  'profile_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    icon: varchar('icon', { length: 32 }),
    title: varchar('title', { length: 100 }).notNull(),
    url: text('url'),
    attachment: text('attachment'),
  },
  (t) => [
    index('profile_links_user_idx').on(t.userId),
    check('profile_links_target_check', sql`${t.url} is not null or ${t.attachment} is not null`),
  ],
);

/**
 * Timeline entry (spec 1 §3): which education or work experience a user role's timeline
 * holds for each kind: Current 0, Before 1, After6 2, After24 3, LatestWorkExp 4,
 * MaxDegreeType 5 (spec 1 §4).
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    id: serial('id').primaryKey(),
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    educationId: integer('education_id').references(() => educations.id, { onDelete: 'cascade' }),
    workExperienceId: integer('work_experience_id').references(() => workExperiences.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    index('timeline_entries_role_idx').on(t.userRoleId, t.kind),
    check('timeline_entries_kind_check', sql`${t.kind} between 0 and 5`),
  ],
);

/** Role change request (spec 1 §4): new degree, graduation year or campus, pending then decided. */
export const roleChangeRequests = pgTable(
  'role_change_requests',
  {
    id: serial('id').primaryKey(),
    userRoleId: integer('user_role_id')
      .notNull()
      .references(() => userRoles.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    degreeId: integer('degree_id').references(() => degrees.id, { onDelete: 'set null' }),
    graduationYear: smallint('graduation_year'),
    campusId: integer('campus_id').references(() => campuses.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 16 })
      .$type<'pending' | 'accepted' | 'refused'>()
      .notNull()
      .default('pending'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('role_change_requests_school_idx').on(t.schoolId, t.status),
    check(
      'role_change_requests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'refused')`,
    ),
  ],
);

/** Profile logs (spec 1 §2 Profile "logs"): who changed what on a profile, per school. */
export const profileLogs = pgTable(
  'profile_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 64 }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_logs_user_idx').on(t.userId, t.createdAt)],
);
