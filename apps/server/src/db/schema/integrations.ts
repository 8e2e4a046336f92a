import type { IntegrationMapping } from '@alumni/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { schools } from './schools.ts';

/**
 * A school's integrations with outside systems (spec 1 §3 "Integration: base URL, API token,
 * filters, mappings"; issue 31 item 9; docs/areas/integrations.md). The token is stored
 * encrypted (AES-256-GCM under a key from the configuration, modules/integrations/secret-box.ts)
 * in `token_encrypted`, with the id of the key in `token_key_id`: both names match the audit
 * trigger's secret pattern, so the log only says that they changed (migration 0032). The
 * filters are stored as an event's restriction filters are.
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    baseUrl: varchar('base_url', { length: 500 }).notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** `base64(iv ‖ tag ‖ ciphertext)`, or null when no token is saved. */
    tokenEncrypted: text('token_encrypted'),
    /** The id of the key that encrypted it (its fingerprint), for a later rotation. */
    tokenKeyId: varchar('token_key_id', { length: 32 }),
    filterRoles: integer('filter_roles').array().notNull().default(sql`'{}'::integer[]`),
    filterDegrees: integer('filter_degrees').array().notNull().default(sql`'{}'::integer[]`),
    filterCampuses: integer('filter_campuses').array().notNull().default(sql`'{}'::integer[]`),
    filterYears: integer('filter_years').array().notNull().default(sql`'{}'::integer[]`),
    mappings: jsonb('mappings').$type<IntegrationMapping[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('integrations_school_idx').on(t.schoolId)],
);
