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
import { users } from './users.ts';

/**
 * A school's downloadable resources (spec 1 §3 "Resource: icon, title, description, file,
 * roles"; issue 31 item 7; domain resources.ts): one row per resource, in the admins' order
 * (`position` from 0). `roles` holds the role codes that may see it, empty for every member.
 * The file lives under the media folder at `file_key` (`resource-files/{school}/{user}/…`,
 * never a public folder), typed by its content (`file_format`); each download adds one to
 * `downloads` in one `UPDATE`. A school's resources go with it (their files stay on disk).
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** One emoji, or null: the page shows the file's format. */
    icon: varchar('icon', { length: 16 }),
    title: varchar('title', { length: 100 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    roles: integer('roles').array().notNull().default(sql`'{}'::integer[]`),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    /** The uploaded file's name, made safe (what the admin sent). */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileFormat: varchar('file_format', { length: 8 }).notNull(),
    fileSize: integer('file_size').notNull(),
    downloads: integer('downloads').notNull().default(0),
    position: integer('position').notNull(),
    /** The admin who added it; null once their account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A file belongs to one resource: deleting one never takes another's file.
    uniqueIndex('resources_file_key_idx').on(t.fileKey),
    index('resources_order_idx').on(t.schoolId, t.position),
    check('resources_downloads', sql`${t.downloads} >= 0`),
    check(
      'resources_file_format',
      sql`${t.fileFormat} in ('pdf', 'doc', 'docx', 'gif', 'jpg', 'png', 'mp4')`,
    ),
  ],
);
