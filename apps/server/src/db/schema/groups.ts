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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oldSlugsTable, publicationHistoryTable } from './publication.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * An interest group, or club (spec 1 §3 Group; issue 33). A publication item (domain
 * publication.ts, as events): `state` draft 1, pending 2, published 3 (the pages' "active"),
 * refused 4; `publish_at` is always null (a group is active once accepted). Both images are
 * media keys (thumbnail 300×300, header 800×480). Filters are ids (degrees, campuses), role
 * codes and graduation years; empty means anyone. `member_count` counts the rows of
 * group_members with status `member`, changed in the transaction that changes them, under
 * the group's row lock.
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 50 }).notNull(),
    slug: varchar('slug', { length: 50 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    thumbnailKey: varchar('thumbnail_key', { length: 200 }).notNull(),
    headerKey: varchar('header_key', { length: 200 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    visibility: varchar('visibility', { length: 16 }).notNull(),
    state: smallint('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    validated: boolean('validated').notNull().default(false),
    adminEdits: integer('admin_edits').notNull().default(0),
    filterDegrees: integer('filter_degrees').array().notNull().default(sql`'{}'::integer[]`),
    filterRoles: integer('filter_roles').array().notNull().default(sql`'{}'::integer[]`),
    filterCampuses: integer('filter_campuses').array().notNull().default(sql`'{}'::integer[]`),
    filterYears: integer('filter_years').array().notNull().default(sql`'{}'::integer[]`),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('groups_school_slug_idx').on(t.schoolId, t.slug),
    index('groups_school_state_title_idx').on(t.schoolId, t.state, t.title),
    index('groups_author_idx').on(t.authorId),
    check('groups_state_check', sql`${t.state} in (1, 2, 3, 4)`),
    check('groups_visibility_check', sql`${t.visibility} in ('public', 'private')`),
    check('groups_member_count_check', sql`${t.memberCount} >= 0`),
  ],
);

/** One row per publication transition of a group (as event_history). */
export const groupHistory = publicationHistoryTable('group_history', {
  key: 'groupId',
  column: 'group_id',
  references: () => groups.id,
  indexName: 'group_history_group_idx',
});

/** Old slugs of groups: they answer with the group's current address (oldSlugsTable). */
export const groupSlugs = oldSlugsTable('group_slugs', {
  column: 'group_id',
  references: () => groups.id,
});

/**
 * A person's membership of a group (issue 33 item 3; domain group-membership.ts): one row per
 * person and group (the primary key), whose status moves between invited, pending, member,
 * refused, left, removed and declined, so that requests sent at once leave one pending row.
 * `decided_by` is the manager who answered last.
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull(),
    role: varchar('role', { length: 16 }).notNull().default('member'),
    message: varchar('message', { length: 500 }).notNull().default(''),
    refusalReason: varchar('refusal_reason', { length: 500 }),
    notifyPosts: boolean('notify_posts').notNull().default(true),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_group_status_idx').on(t.groupId, t.status, t.role),
    index('group_members_user_idx').on(t.userId, t.status),
    check(
      'group_members_status_check',
      sql`${t.status} in ('invited', 'pending', 'member', 'refused', 'left', 'removed', 'declined')`,
    ),
    check('group_members_role_check', sql`${t.role} in ('member', 'manager')`),
  ],
);

/**
 * Every membership move (issue 33 item 3 "request history kept"): who, by whom, from and to
 * which status, with the request's message or the refusal's reason. Rows stay when the
 * membership changes again (HumHub 6880); they go with the group or the person.
 */
export const groupMembershipHistory = pgTable(
  'group_membership_history',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 16 }),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    message: varchar('message', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_membership_history_group_idx').on(t.groupId, t.id),
    index('group_membership_history_user_idx').on(t.userId),
  ],
);
