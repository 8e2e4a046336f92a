import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oldSlugsTable, publicationHistoryTable } from './publication.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * A blog article (spec 1 §3 Blog article; issue 13). `state` is the publication state
 * (domain publication.ts: draft 1, pending 2, published 3, refused 4); a published article
 * with a future `publish_at` is scheduled, and readers see it once the date is reached,
 * whether or not the publication job has run. `announced_at` is set once, by the conditional
 * UPDATE that publishes it (job or sweep): its history row and `article.published` event come
 * with that change. `content` is HTML sanitised at write time.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    content: text('content').notNull(),
    languages: text('languages').array().notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    coverKey: varchar('cover_key', { length: 200 }).notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    state: smallint('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    validated: boolean('validated').notNull().default(false),
    adminEdits: integer('admin_edits').notNull().default(0),
    metaTitle: varchar('meta_title', { length: 100 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 300 }).notNull().default(''),
    robotsIndex: boolean('robots_index').notNull().default(true),
    robotsFollow: boolean('robots_follow').notNull().default(true),
    filterDegrees: integer('filter_degrees').array().notNull().default(sql`'{}'::integer[]`),
    filterRoles: integer('filter_roles').array().notNull().default(sql`'{}'::integer[]`),
    /** An attached document (PDF or Word), kept outside the public media folders. */
    attachmentKey: varchar('attachment_key', { length: 200 }),
    attachmentName: varchar('attachment_name', { length: 150 }),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articles_school_slug_idx').on(t.schoolId, t.slug),
    index('articles_school_state_idx').on(t.schoolId, t.state, t.publishAt.desc()),
    index('articles_author_idx').on(t.authorId),
    // The publication sweep: published, not announced yet.
    index('articles_due_idx')
      .on(t.publishAt)
      .where(sql`${t.state} = 3 and ${t.announcedAt} is null`),
    check('articles_state_check', sql`${t.state} in (1, 2, 3, 4)`),
  ],
);

/** Old slugs of articles (issue 13 "old slugs redirect"; publication.ts oldSlugsTable). */
export const articleSlugs = oldSlugsTable('article_slugs', {
  column: 'article_id',
  references: () => articles.id,
});

/**
 * One row per publication transition of an article (issue 13: who, when, from, to, reason),
 * shown to its author and validators. `from`/`to` are publication statuses (draft, pending,
 * scheduled, published, refused); `actor_id` is null for the scheduler.
 */
export const articleHistory = publicationHistoryTable('article_history', {
  key: 'articleId',
  column: 'article_id',
  references: () => articles.id,
  indexName: 'article_history_article_idx',
});

/** A member's like of an article: at most one per member and article. */
export const articleLikes = pgTable(
  'article_likes',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] })],
);
