import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/**
 * The options of a school's static lists (spec 1 §3 Other "List translation: scope, ext_id,
 * locale, translation, order"; issue 31 item 3; domain static-lists.ts): one row per option,
 * its texts in both languages side by side (one at least not empty), its code unique in the
 * school's list (content stores it: an article's `category`), its place from 0. A school's
 * options go with it.
 */
export const staticListOptions = pgTable(
  'static_list_options',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 40 }).notNull(),
    extId: varchar('ext_id', { length: 32 }).notNull(),
    textFr: varchar('text_fr', { length: 100 }).notNull().default(''),
    textEn: varchar('text_en', { length: 100 }).notNull().default(''),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('static_list_options_code_idx').on(t.schoolId, t.scope, t.extId),
    index('static_list_options_order_idx').on(t.schoolId, t.scope, t.position),
    check('static_list_options_text', sql`${t.textFr} <> '' or ${t.textEn} <> ''`),
  ],
);
