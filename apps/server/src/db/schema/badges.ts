import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { schoolBadges, schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The badges members hold (spec 1 §3 User school settings `school_badges`; issue 31 item 8):
 * one row per member and badge of their school, given by an admin. `school_id` is the badge's
 * school, carried so that the tenancy wall's policy reads the row alone; deleting the badge,
 * the member or the school deletes the row.
 */
export const userBadges = pgTable(
  'user_badges',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => schoolBadges.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The admin who gave it; null once their account is gone. */
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.badgeId] }),
    // The directory's badge filter starts from the badge when few members hold it.
    index('user_badges_badge_idx').on(t.badgeId),
  ],
);
