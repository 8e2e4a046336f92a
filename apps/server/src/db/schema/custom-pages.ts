import type { CustomPageVisibility, LocalizedText } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/** An empty text in both languages, as a column default. */
const EMPTY_TEXT = sql`'{"fr":"","en":""}'::jsonb`;

/**
 * The school's custom pages (spec 1 §2 `/page/{slug}`; issue 31 item 6; domain custom-pages.ts):
 * a slug unique in the school, a title and a body (rich text sanitised at write time as the
 * feed's posts are) per language, and who reads it. Its navbar entry is a `school_features` row
 * of path `page` with the same slug, kept in step by the custom-pages module.
 */
export const customPages = pgTable(
  'custom_pages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 100 }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    body: jsonb('body').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    /** members or public (CUSTOM_PAGE_VISIBILITIES). */
    visibility: varchar('visibility', { length: 16 })
      .$type<CustomPageVisibility>()
      .notNull()
      .default('members'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_pages_school_slug_idx').on(t.schoolId, t.slug)],
);

/**
 * The sub-pages of a custom page (spec 1 §2 `/page/{slug}/{id}`): one level, a title and a body
 * per language each, listed on their page in `sort_order` (the order they were added). They go
 * with their page; `school_id` is the page's, carried so that the tenancy wall's policy reads
 * the row alone.
 */
export const customSubpages = pgTable(
  'custom_subpages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => customPages.id, { onDelete: 'cascade' }),
    title: jsonb('title').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    body: jsonb('body').$type<LocalizedText>().notNull().default(EMPTY_TEXT),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_subpages_page_idx').on(t.pageId, t.sortOrder)],
);
