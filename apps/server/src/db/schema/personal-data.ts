import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Personal data (issue 34 item 6; docs/areas/personal-data.md). Who sees each contact field of
 * a member: one row per member who chose (the domain's DEFAULT_FIELD_VISIBILITY otherwise).
 * Global like the user: the fields are the account's.
 */
export const memberFieldVisibility = pgTable(
  'member_field_visibility',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: varchar('phone', { length: 8 }).notNull().default('nobody'),
    email: varchar('email', { length: 8 }).notNull().default('nobody'),
    dateBirth: varchar('date_birth', { length: 8 }).notNull().default('nobody'),
    city: varchar('city', { length: 8 }).notNull().default('public'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'member_field_visibility_values',
      sql`${t.phone} in ('public', 'members', 'nobody') and ${t.email} in ('public', 'members', 'nobody') and ${t.dateBirth} in ('public', 'members', 'nobody') and ${t.city} in ('public', 'members', 'nobody')`,
    ),
  ],
);

/**
 * A member's export of their data, asked in a school: built by the `personal-data.export` job
 * into a ZIP under the media folder's private `exports/` (`file_key`), downloadable by its
 * owner until `expires_at`, when the `personal-data.expire` job removes the file.
 */
export const personalDataExports = pgTable(
  'personal_data_exports',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending → ready → expired, or failed. */
    status: varchar('status', { length: 8 }).notNull().default('pending'),
    fileKey: text('file_key'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('personal_data_exports_user_idx').on(t.schoolId, t.userId, t.createdAt),
    // One export in preparation per member and school: a second ask is 409.
    uniqueIndex('personal_data_exports_pending_key')
      .on(t.schoolId, t.userId)
      .where(sql`status = 'pending'`),
    check(
      'personal_data_exports_status',
      sql`${t.status} in ('pending', 'ready', 'failed', 'expired')`,
    ),
  ],
);

/**
 * An erasure: of the member's account (`scope` account: their own request, or an admin's for a
 * member of that school alone) or of their presence in one school (`school`: an admin's, for a
 * member other schools hold too), due at `due_at` (the grace period), run then by the
 * `personal-data.erase` job unless cancelled. At most one pending per member.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    id: serial('id').primaryKey(),
    /** The school where it was asked (an admin's: theirs). */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    scope: varchar('scope', { length: 8 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('erasure_requests_pending_key').on(t.userId).where(sql`status = 'pending'`),
    index('erasure_requests_due_idx').on(t.dueAt).where(sql`status = 'pending'`),
    check('erasure_requests_scope', sql`${t.scope} in ('account', 'school')`),
    check('erasure_requests_status', sql`${t.status} in ('pending', 'cancelled', 'done')`),
  ],
);
