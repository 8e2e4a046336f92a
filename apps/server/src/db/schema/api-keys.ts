import {
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
 * The school's API keys (spec 1 §2 Settings "API key and docs", §3 "API key with owner";
 * issue 31 item 9). A key authenticates read requests (`Authorization: Bearer <key>`) as its
 * owner, a member of the school, with the owner's current roles. The key itself is never
 * stored: `key_hash` is the SHA-256 of the whole key (32 random bytes, so no salt nor slow
 * hash is needed), named so that the audit trigger never records it (migration 0032);
 * `prefix` is its public start, shown in lists to recognise it. A revoked key keeps its row
 * (the list shows it no more; the audit log and `last_used_at` say what it did). Deleting the
 * school or the owner deletes the key.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** The member the key acts as (required: spec 1 §5 "API key owner required"). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A label the admin gave, '' when none. */
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** The key's 8 public hex digits (`alk_<prefix>_…`). */
    prefix: varchar('prefix', { length: 8 }).notNull(),
    /** SHA-256 hex of the whole key. */
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The admin who created it; null once their account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last request it authenticated, written at most once a minute; null: never used. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When an admin revoked it; a revoked key authenticates nobody. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_key_hash_idx').on(t.keyHash),
    index('api_keys_school_idx').on(t.schoolId),
    index('api_keys_owner_idx').on(t.ownerId),
  ],
);
