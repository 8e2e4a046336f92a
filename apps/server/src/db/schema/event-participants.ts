import {
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * A member's private calendar feed of their event registrations in one school (issue 14
 * item 6): the feed URL carries a random token, stored here only as its SHA-256; rotating
 * replaces the row, revoking deletes it. One per member and school.
 */
export const eventCalendarTokens = pgTable(
  'event_calendar_tokens',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_calendar_tokens_school_user_idx').on(t.schoolId, t.userId),
    uniqueIndex('event_calendar_tokens_hash_idx').on(t.tokenHash),
    index('event_calendar_tokens_user_idx').on(t.userId),
  ],
);
