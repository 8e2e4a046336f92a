import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/**
 * Who has viewed which item (articles, job ads): one row per viewer and item, so that an
 * item's `view_count` counts viewers, not page loads (issue 13 "details with views", issue 15
 * "views when show_views_jobads"). `viewer_key` is `u:<user id>` for a member, or `a:` and
 * the SHA-256 of an anonymous reader's address and browser (public pages): nothing about
 * them is kept in clear. Rows of a deleted item stay (ids are never reused) until its school
 * goes.
 */
export const itemViews = pgTable(
  'item_views',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    subjectType: varchar('subject_type', { length: 16 }).notNull(),
    subjectId: integer('subject_id').notNull(),
    viewerKey: varchar('viewer_key', { length: 80 }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectType, t.subjectId, t.viewerKey] })],
);
