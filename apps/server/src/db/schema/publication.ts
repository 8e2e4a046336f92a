import {
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The history table of a publishing area (articles, events, job ads): one row per publication
 * transition (who, when, from, to, reason), shown to the author and validators. `from`/`to`
 * are publication statuses (draft, pending, scheduled, published, refused, and what an area
 * adds); `actor_id` is null for the scheduler. Every area's table has this one shape, written
 * and read by platform/publication; only the name and the item's column differ.
 *
 * `subjectKey` is the item column's property (`articleId`), `subjectColumn` its SQL name
 * (`article_id`), `indexName` the name of the (item, id) index.
 */
export function publicationHistoryTable<K extends string>(
  name: string,
  subject: {
    key: K;
    column: string;
    references: () => PgColumn;
    indexName: string;
  },
) {
  const subjectColumn = {
    [subject.key]: integer(subject.column)
      .notNull()
      .references(subject.references, { onDelete: 'cascade' }),
  } as Record<K, ReturnType<typeof subjectIdColumn>>;
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      schoolId: integer('school_id')
        .notNull()
        .references(() => schools.id, { onDelete: 'cascade' }),
      ...subjectColumn,
      actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
      action: varchar('action', { length: 16 }).notNull(),
      fromStatus: varchar('from_status', { length: 16 }),
      toStatus: varchar('to_status', { length: 16 }).notNull(),
      reason: text('reason'),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(subject.indexName).on(t[subject.key] as never, t.id)],
  );
}

/** The type of an item column (only for typing publicationHistoryTable's column). */
const subjectIdColumn = () => integer().notNull();

/**
 * The old slugs of a publishing area's items (articles, events: issue 13 "old slugs
 * redirect"): a slug an item had before an edit changed it, looked up to answer with the
 * item's current address. A current slug wins over an old one. `column` is the item's SQL
 * column (`article_id`); the property is `itemId` in every area, read and written by
 * platform/publication/old-slugs.ts.
 */
export function oldSlugsTable(name: string, item: { column: string; references: () => PgColumn }) {
  return pgTable(
    name,
    {
      schoolId: integer('school_id')
        .notNull()
        .references(() => schools.id, { onDelete: 'cascade' }),
      slug: varchar('slug', { length: 100 }).notNull(),
      itemId: integer(item.column).notNull().references(item.references, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.schoolId, t.slug] })],
  );
}
export type OldSlugsTable = ReturnType<typeof oldSlugsTable>;
