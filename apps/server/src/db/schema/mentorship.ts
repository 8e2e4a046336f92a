import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * Mentorship match (spec 1 §3 "mentor, mentee, status, invitation date, status date, refusal
 * reason, request message"; §4 statuses; docs/areas/mentorship.md). One open match (pending or
 * accepted) per mentor and mentee; rows are never deleted by members (each side hides its own,
 * `deleted_by_*`), so the mentor statistics keep them.
 */
export const mentorshipMatches = pgTable(
  'mentorship_matches',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: integer('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MATCH_STATUS: 0 pending, 1 accepted, 2 finished, 9 refused, 10 cancelled, 11 timed out. */
    status: smallint('status').notNull().default(0),
    requestMessage: varchar('request_message', { length: 1000 }).notNull().default(''),
    refusalReason: varchar('refusal_reason', { length: 500 }),
    mentoringType: varchar('mentoring_type', { length: 64 }),
    /** False while a school that validates matches has not let the request through. */
    validated: boolean('validated').notNull().default(true),
    /** Invitation date: when the mentor got the request (the 15-day clock). */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set once by the sweep when it reminded the mentor (day 12). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    rating: smallint('rating'),
    ratingComment: varchar('rating_comment', { length: 1000 }),
    deletedByMentor: boolean('deleted_by_mentor').notNull().default(false),
    deletedByMentee: boolean('deleted_by_mentee').notNull().default(false),
    lastNudgedAt: timestamp('last_nudged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentorship_matches_open_idx')
      .on(t.mentorId, t.menteeId)
      .where(sql`${t.status} in (0, 1)`),
    index('mentorship_matches_mentor_idx').on(t.schoolId, t.mentorId, t.status),
    index('mentorship_matches_mentee_idx').on(t.schoolId, t.menteeId, t.status),
    check('mentorship_matches_status', sql`${t.status} in (0, 1, 2, 9, 10, 11)`),
    check('mentorship_matches_rating', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    check('mentorship_matches_pair', sql`${t.mentorId} <> ${t.menteeId}`),
  ],
);

/** A meeting of a match, logged by either side (issue 33 item 4: date, notes). */
export const mentorshipMeetings = pgTable(
  'mentorship_meetings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    matchId: integer('match_id')
      .notNull()
      .references(() => mentorshipMatches.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metOn: date('met_on').notNull(),
    notes: varchar('notes', { length: 2000 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mentorship_meetings_match_idx').on(t.matchId, t.metOn)],
);
