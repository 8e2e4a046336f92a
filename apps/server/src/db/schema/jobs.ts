import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { publicationHistoryTable } from './publication.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * A job ad (spec 1 §3 Job ad, §4 Job ad; issue 15). `state` is the publication state (domain
 * publication.ts, as articles and events: draft 1, pending 2, published 3, refused 4);
 * `announced_at` is set when it becomes readable (saved or validated with a past date, or its
 * date reached), which starts its 90 days of publication. A published ad is active until
 * `closure` ends it: `archived` (inactive: deactivated, or by the 90-day sweep) or `filled`;
 * `filled_how` keeps the deactivation's answer for statistics. `warned_at` is set once by
 * the day-83 warning. Dates without a time are `date` columns.
 */
export const jobAds = pgTable(
  'job_ads',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: varchar('position', { length: 80 }).notNull(),
    company: varchar('company', { length: 50 }).notNull(),
    city: varchar('city', { length: 50 }).notNull(),
    logoKey: varchar('logo_key', { length: 200 }).notNull(),
    contractType: varchar('contract_type', { length: 32 }).notNull(),
    sector: varchar('sector', { length: 32 }).notNull(),
    experience: varchar('experience', { length: 32 }).notNull(),
    salary: varchar('salary', { length: 50 }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    description: text('description').notNull(),
    contactEmail: varchar('contact_email', { length: 50 }).notNull().default(''),
    applicationLink: varchar('application_link', { length: 500 }).notNull().default(''),
    startDate: date('start_date').notNull(),
    applicationDeadline: date('application_deadline').notNull(),
    attachmentKey: varchar('attachment_key', { length: 200 }),
    attachmentName: varchar('attachment_name', { length: 150 }),
    filterDegrees: integer('filter_degrees').array().notNull().default(sql`'{}'::integer[]`),
    filterRoles: integer('filter_roles').array().notNull().default(sql`'{}'::integer[]`),
    state: smallint('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    validated: boolean('validated').notNull().default(false),
    adminEdits: integer('admin_edits').notNull().default(0),
    closure: varchar('closure', { length: 16 }),
    filledHow: varchar('filled_how', { length: 16 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('job_ads_school_state_idx').on(t.schoolId, t.state, t.publishAt.desc()),
    index('job_ads_author_idx').on(t.authorId),
    // The publication sweep: published, not announced yet.
    index('job_ads_due_idx')
      .on(t.publishAt)
      .where(sql`${t.state} = 3 and ${t.announcedAt} is null`),
    // The expiry sweep: active ads by the start of their publication.
    index('job_ads_active_idx')
      .on(t.announcedAt)
      .where(sql`${t.state} = 3 and ${t.closure} is null`),
    check('job_ads_state_check', sql`${t.state} in (1, 2, 3, 4)`),
    check(
      'job_ads_closure_check',
      sql`${t.closure} is null or ${t.closure} in ('archived', 'filled')`,
    ),
  ],
);

/** One row per transition of a job ad (as article_history), closures and reactivations too. */
export const jobAdHistory = publicationHistoryTable('job_ad_history', {
  key: 'jobAdId',
  column: 'job_ad_id',
  references: () => jobAds.id,
  indexName: 'job_ad_history_job_ad_idx',
});

/**
 * An application to a job ad (spec 1 §3 Job application; issue 15 item 4): one per person and
 * ad, decided by the UNIQUE index (`job_applications_ad_user_idx`: a second one is 409 however
 * many arrive at once). `submissions` counts how often it was sent (maxJobApplication 2, domain
 * jobs.ts). Its files are kept outside the public media folders and downloaded only by the
 * applicant, the ad's author and admins.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    jobAdId: integer('job_ad_id')
      .notNull()
      .references(() => jobAds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 150 }).notNull(),
    lastName: varchar('last_name', { length: 150 }).notNull(),
    email: varchar('email', { length: 150 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    message: text('message').notNull().default(''),
    cvKey: varchar('cv_key', { length: 200 }).notNull(),
    cvName: varchar('cv_name', { length: 150 }).notNull(),
    coverLetterKey: varchar('cover_letter_key', { length: 200 }),
    coverLetterName: varchar('cover_letter_name', { length: 150 }),
    submissions: smallint('submissions').notNull().default(1),
    /** The author's mark (domain JOB_APPLICATION_MARKS); the applicant never reads it. */
    mark: varchar('mark', { length: 16 }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_ad_user_idx').on(t.jobAdId, t.userId),
    index('job_applications_user_idx').on(t.userId),
    check('job_applications_submissions_check', sql`${t.submissions} between 1 and 2`),
    check('job_applications_mark_check', sql`${t.mark} in ('new', 'shortlisted', 'declined')`),
  ],
);

/**
 * The update links of job ads (spec 1 §2 Jobs "job-update page reached by a token link";
 * issue 15 item 3): mailed to an ad's contact email, for a recruiter without an account to
 * edit or close that one ad. Only the token's SHA-256 is kept (as `user_tokens`); a link
 * works until `expires_at` unless `revoked_at` is set (sending a new link revokes the
 * ad's previous ones). `created_by` is who sent it (null once that account is deleted).
 */
export const jobAdUpdateTokens = pgTable(
  'job_ad_update_tokens',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    jobAdId: integer('job_ad_id')
      .notNull()
      .references(() => jobAds.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_ad_update_tokens_ad_idx').on(t.jobAdId)],
);
