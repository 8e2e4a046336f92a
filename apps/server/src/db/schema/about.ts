import type { LocalizedText } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/** An empty text in both languages, as a column default. */
const EMPTY_TEXT = sql`'{"fr":"","en":""}'::jsonb`;

/**
 * The school's pages (spec 1 §2 "School page editing: about, team section, homepage
 * presentation, mentorship presentation, key stats"): one row per school, written the first
 * time an admin saves one of its texts. Each text is rich text per language, sanitised at
 * write time as the feed's posts are (platform/html.ts sanitizeRichText).
 */
export const schoolPages = pgTable('school_pages', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  /** The about page's presentation (`/about`). */
  about: jsonb('about').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
  /** The presentation the home page and the public dashboard show visitors. */
  home: jsonb('home').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
  /** The mentorship presentation (the about page's mentorship block, later the mentorship page). */
  mentorship: jsonb('mentorship').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The about page's team (spec 1 §2 "team section"): people with a name, a position and a short
 * biography per language, a square photo (a media key, WebP), an optional link to a member's
 * profile, in the school's order (`sort_order`, 0, 1, 2…).
 */
export const teamMembers = pgTable(
  'team_members',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** Position or title per language. */
    title: jsonb('title').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    /** Plain text per language, line breaks kept. */
    biography: jsonb('biography').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    /** Media key of the square photo, or null. */
    photo: varchar('photo', { length: 255 }),
    /** The member whose profile the card links to; null once their account is gone. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('team_members_school_idx').on(t.schoolId, t.sortOrder)],
);
