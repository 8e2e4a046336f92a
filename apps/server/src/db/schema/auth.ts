import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
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
 * One-use tokens sent by e-mail: password reset, account activation, unsubscribing from a
 * list (`unsub_jobs`, `unsub_news`, `unsub_platform`, `unsub_massmsg`: weekly job summary,
 * newsletter, platform information, mass messages) and the subscription page
 * (`subscription`), each bound to the school that issued it. Only the token's SHA-256 is
 * stored; `usedAt` makes it single-use, `expiresAt` bounds its life.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The school whose host the link points to: the token works there only. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 16 })
      .$type<
        | 'reset'
        | 'activation'
        | 'unsub_jobs'
        | 'unsub_news'
        | 'unsub_platform'
        | 'unsub_massmsg'
        | 'subscription'
      >()
      .notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    check(
      'user_tokens_purpose_check',
      sql`${t.purpose} in ('reset', 'activation', 'unsub_jobs', 'unsub_news', 'unsub_platform', 'unsub_massmsg', 'subscription')`,
    ),
  ],
);

/**
 * Failure counters of sign-in throttling (per address and account, per address, per account)
 * and of password-reset requests, shared by every API instance through the database: the
 * window starts at the first failure and resets after it expires. Keys are hashed
 * (platform/throttle.ts `throttleKey`).
 */
export const authFailures = pgTable('auth_failures', {
  key: varchar('key', { length: 300 }).primaryKey(),
  count: integer('count').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail outbox: every message the default transport "sends" (readable by tests and super users). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'set null' }),
    to: varchar('to', { length: 254 }).notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Headers and envelope as nodemailer built them. */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** The mail job's idempotency key: a retried job finds its message stored and adds none. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to, t.createdAt),
    uniqueIndex('outbox_messages_idempotency_key_idx').on(t.idempotencyKey),
  ],
);
