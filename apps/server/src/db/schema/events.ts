import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { groups } from './groups.ts';
import { oldSlugsTable, publicationHistoryTable } from './publication.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * An event (spec 1 §3 Event; issue 14). `state` is the publication state (domain
 * publication.ts, as articles); `announced_at` is set once by the conditional UPDATE that
 * publishes it at its date (job or sweep). Filters are ids (degrees, campuses), role codes
 * and graduation years; empty means anyone.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 255 }).notNull(),
    slug: varchar('slug', { length: 100 }).notNull(),
    description: text('description').notNull().default(''),
    type: varchar('type', { length: 16 }).notNull(),
    onlineLink: varchar('online_link', { length: 500 }).notNull().default(''),
    address: varchar('address', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull(),
    organizer: varchar('organizer', { length: 255 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    category: varchar('category', { length: 32 }).notNull(),
    registrationType: varchar('registration_type', { length: 16 }).notNull(),
    externalLink: varchar('external_link', { length: 500 }).notNull().default(''),
    /** The cover photo's media key (COVER_SIZE, WebP), or none (optional: spec 1 names none). */
    coverKey: varchar('cover_key', { length: 200 }),
    state: smallint('state').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    validated: boolean('validated').notNull().default(false),
    adminEdits: integer('admin_edits').notNull().default(0),
    filterDegrees: integer('filter_degrees').array().notNull().default(sql`'{}'::integer[]`),
    filterRoles: integer('filter_roles').array().notNull().default(sql`'{}'::integer[]`),
    filterCampuses: integer('filter_campuses').array().notNull().default(sql`'{}'::integer[]`),
    filterYears: integer('filter_years').array().notNull().default(sql`'{}'::integer[]`),
    /** The group organising the event (issue 33 item 4), shown on its page; null for none. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_school_slug_idx').on(t.schoolId, t.slug),
    index('events_group_idx').on(t.groupId, t.startAt).where(sql`${t.groupId} is not null`),
    index('events_school_state_start_idx').on(t.schoolId, t.state, t.startAt),
    index('events_author_idx').on(t.authorId),
    index('events_due_idx').on(t.publishAt).where(sql`${t.state} = 3 and ${t.announcedAt} is null`),
    check('events_state_check', sql`${t.state} in (1, 2, 3, 4)`),
    check('events_dates_check', sql`${t.endAt} > ${t.startAt}`),
    check('events_type_check', sql`${t.type} in ('online', 'on_site')`),
    check(
      'events_registration_type_check',
      sql`${t.registrationType} in ('internal', 'external', 'none')`,
    ),
  ],
);

/** One row per publication transition of an event (as article_history). */
/** Old slugs of events: they answer with the event's current address (oldSlugsTable). */
export const eventSlugs = oldSlugsTable('event_slugs', {
  column: 'event_id',
  references: () => events.id,
});

export const eventHistory = publicationHistoryTable('event_history', {
  key: 'eventId',
  column: 'event_id',
  references: () => events.id,
  indexName: 'event_history_event_idx',
});

/**
 * A ticket type of an event (spec 1 §3 Ticket; issue 14 item 3). `confirmed` counts the
 * confirmed seats; it changes only under the row's lock (`SELECT … FOR UPDATE`) in the
 * transaction that confirms, cancels or promotes a registration, and the CHECK makes an
 * oversold ticket impossible even for a faulty writer.
 */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    perOrderLimit: integer('per_order_limit').notNull(),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    confirmed: integer('confirmed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_tickets_event_idx').on(t.eventId, t.position),
    check('event_tickets_price_check', sql`${t.priceCents} >= 0`),
    check(
      'event_tickets_seats_check',
      sql`${t.quantity} > 0 and ${t.perOrderLimit} > 0 and ${t.confirmed} between 0 and ${t.quantity}`,
    ),
  ],
);

/**
 * A member's booking of `quantity` seats of one ticket (issue 14 item 3): confirmed, waiting
 * (first come, first served by id), pending (holding its seats until the event's required
 * documents are all accepted, issue 14 item 5) or cancelled. `amount_cents` is price × quantity at
 * booking; a paid order is "to pay" (no payment provider yet).
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => eventTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    /**
     * The contact details typed at the booking's Contact details step (issue 14 item 3);
     * null for registrations made before the step kept them (the member's profile then).
     */
    contactFirstName: varchar('contact_first_name', { length: 150 }),
    contactLastName: varchar('contact_last_name', { length: 150 }),
    contactEmail: varchar('contact_email', { length: 255 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    /**
     * The check-in code its QR code carries (issue 14 item 7), valid while the registration
     * is confirmed: 8 characters a person reads out (issue 30 item 9; domain
     * CHECK_IN_CODE_ALPHABET), 40 random bits from PostgreSQL's strong random source
     * (`app_check_in_code()`, migration 0030), unique per event; 32 hex characters for
     * registrations made before.
     */
    checkInCode: varchar('check_in_code', { length: 32 })
      .notNull()
      .default(sql`app_check_in_code()`),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_event_check_in_code_idx').on(t.eventId, t.checkInCode),
    index('event_registrations_ticket_status_idx').on(t.ticketId, t.status, t.id),
    index('event_registrations_event_user_idx').on(t.eventId, t.userId),
    index('event_registrations_user_idx').on(t.userId),
    check('event_registrations_quantity_check', sql`${t.quantity} > 0`),
    check(
      'event_registrations_status_check',
      sql`${t.status} in ('confirmed', 'waiting', 'pending', 'cancelled')`,
    ),
  ],
);
