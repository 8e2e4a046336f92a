import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { messages } from './discussions.ts';
import { groups } from './groups.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/** One image of a post: its media key and size in px, as stored by platform/images. */
export interface PostImage {
  key: string;
  width: number;
  height: number;
}

/**
 * A feed post (spec 1 §1 "feed with posts and comments"). `content` is HTML sanitised at
 * write time (DESIGN: sanitize-html on the server), so reading never re-sanitises. A post
 * hidden by an accepted report keeps its row: refusing the report shows it again (spec 1 §4).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    images: jsonb('images').$type<PostImage[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author edits the post after publishing it. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The item the post shares (a published article: `article`), written by the platform
     * when the item is published; null for a member's own post. See api/feed.ts FeedSubject.
     */
    subjectType: varchar('subject_type', { length: 16 }),
    subjectId: integer('subject_id'),
    /** The group whose feed the post is in (issue 33 item 4); null for the school's feed. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
  },
  // The feed is read newest first by id (the cursor), always within one school. Unique (the
  // id alone is) so that a comment or a like can name its post with its school (below).
  (t) => [
    uniqueIndex('posts_school_id_idx').on(t.schoolId, t.id.desc()),
    index('posts_author_idx').on(t.authorId),
    index('posts_group_idx').on(t.groupId, t.id.desc()).where(sql`${t.groupId} is not null`),
    // One card per item: publishing again (job and sweep racing) adds none.
    uniqueIndex('posts_subject_idx')
      .on(t.schoolId, t.subjectType, t.subjectId)
      .where(sql`${t.subjectType} is not null`),
    check('posts_subject_check', sql`(${t.subjectType} is null) = (${t.subjectId} is null)`),
  ],
);

/**
 * A comment on a post: plain text, stored as written (the web escapes it). `school_id` is its
 * post's (the foreign key is the pair), so the tenancy wall reads the row alone: a policy
 * through the post was checked per counted row (issue 35 item 4).
 */
export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').notNull(),
    schoolId: integer('school_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    // A post's comments in order, and their count from the index alone (the wall's column in it).
    index('post_comments_post_idx').on(t.postId, t.schoolId, t.id),
    foreignKey({
      name: 'post_comments_post_fk',
      columns: [t.schoolId, t.postId],
      foreignColumns: [posts.schoolId, posts.id],
    }).onDelete('cascade'),
  ],
);

/** A member's like of a post: at most one per member and post; `school_id` is its post's. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id').notNull(),
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // A post's like count from the index alone (the wall's column in it).
    index('post_likes_post_school_idx').on(t.postId, t.schoolId),
    foreignKey({
      name: 'post_likes_post_fk',
      columns: [t.schoolId, t.postId],
      foreignColumns: [posts.schoolId, posts.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A report (spec 1 §3 Report: type, author, reported object, date, reasons, description,
 * status). `reported_user_id` is the reported member, or the author of the reported post or
 * message, so that blocks and listings need no join; `post_id` becomes null if the post is
 * deleted, `message_id` if the message's conversation is (a deleted message keeps its row).
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: integer('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'set null' }),
    /** A message report's message (issue 32 item 6). */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    reasons: text('reasons').array().notNull(),
    description: text('description').notNull().default(''),
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: integer('status_changed_by').references(() => users.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    index('reports_school_status_idx').on(t.schoolId, t.status, t.id.desc()),
    index('reports_author_idx').on(t.authorId, t.schoolId),
    index('reports_post_idx').on(t.postId, t.status),
    index('reports_message_idx').on(t.messageId, t.status),
    check('reports_type_check', sql`${t.type} in ('user', 'post', 'message')`),
    check(
      'reports_status_check',
      sql`${t.status} in ('pending', 'accepted', 'refused', 'cancelled', 'finished')`,
    ),
  ],
);

/**
 * A notification for one member in one school (spec 1 §3 "notification payloads"): its kind
 * (domain NOTIFICATION_TYPES), who caused it, a small JSON payload and when it was read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 32 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.schoolId, t.id.desc())],
);
