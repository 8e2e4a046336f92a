import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { eventRegistrations, events } from './events.ts';
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

/** A document an event requires from its registrants (issue 14 item 5): its title. */
export const eventRequiredDocuments = pgTable(
  'event_required_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    title: varchar('title', { length: 255 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_required_documents_event_idx').on(t.eventId, t.position)],
);

/**
 * A registrant's file for one required document (issue 14 item 5): pending until an
 * organiser accepts or refuses it (with a reason); a new upload replaces a pending or
 * refused one. The file is kept outside the public media folders.
 */
export const eventRegistrationDocuments = pgTable(
  'event_registration_documents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => eventRequiredDocuments.id, { onDelete: 'cascade' }),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registration_documents_idx').on(t.registrationId, t.documentId),
    index('event_registration_documents_document_idx').on(t.documentId),
    check(
      'event_registration_documents_status_check',
      sql`${t.status} in ('pending', 'accepted', 'refused')`,
    ),
  ],
);
