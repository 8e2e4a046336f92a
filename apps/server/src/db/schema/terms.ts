import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * A school's terms versions (spec 1 §3 School `terms_use_url`, `privacy_policy_url`; issue 31
 * item 5): each terms change its admins publish is a new version, numbered from 1 per school;
 * the highest is the current one, whose addresses the school's row mirrors (`schools.
 * terms_use_url`, `privacy_policy_url`, read by the public details). Never updated nor deleted
 * but with their school: the history of what members accepted.
 */
export const schoolTermsVersions = pgTable(
  'school_terms_versions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Null only for a version 1 carried over from a school that had no address (backfill). */
    termsUseUrl: text('terms_use_url'),
    privacyPolicyUrl: text('privacy_policy_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who published it; null for the backfilled version 1 or once they are gone. */
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** Whether the members were e-mailed about it (the `terms.notify` job). */
    notifyMembers: boolean('notify_members').notNull().default(false),
  },
  (t) => [
    uniqueIndex('school_terms_versions_school_version_key').on(t.schoolId, t.version),
    check('school_terms_versions_version_check', sql`${t.version} >= 1`),
  ],
);

/**
 * A member's acceptance of one terms version of a school (issue 31 item 5 "acceptance date
 * kept"): one row per member, school and version, so every acceptance stays with its date;
 * accepting the same version again keeps the first. Goes with the member or the school.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('terms_acceptances_school_user_version_key').on(t.schoolId, t.userId, t.version),
    // The admins' count and latest acceptances of the current version.
    index('terms_acceptances_school_version_idx').on(t.schoolId, t.version, t.acceptedAt),
    foreignKey({
      name: 'terms_acceptances_version_fk',
      columns: [t.schoolId, t.version],
      foreignColumns: [schoolTermsVersions.schoolId, schoolTermsVersions.version],
    }).onDelete('cascade'),
  ],
);
