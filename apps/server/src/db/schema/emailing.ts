import type { MassMailDeliveryStatus } from '@alumni/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bulkOperations } from './bulk-operations.ts';
import { schools } from './schools.ts';
import { users } from './users.ts';

/**
 * The deliveries of mass mails (issue 34 item 2): one row per member a mass mail (a bulk
 * operation of kind `mass_mail`) queued an e-mail for, written with the member's item in the
 * runner's savepoint (`queued`), then updated by the delivery job with what the transport said
 * (`sent`, `failed`, `bounced`, and SMTP's answer in `response`). Skipped members have no row:
 * their bulk operation item says why.
 */
export const massMailDeliveries = pgTable(
  'mass_mail_deliveries',
  {
    operationId: integer('operation_id')
      .notNull()
      .references(() => bulkOperations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The address it was sent to, as it was then. */
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<MassMailDeliveryStatus>()
      .notNull()
      .default('queued'),
    /** The SMTP server's answer (or the error) for a failure or a bounce; the accept line when sent. */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.operationId, t.userId] }),
    // A member's erasure deletes their deliveries (the cascade looks them up by member).
    index('mass_mail_deliveries_user_idx').on(t.userId),
  ],
);
