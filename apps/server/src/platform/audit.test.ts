import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/client.ts';
import { auditTarget } from './audit.ts';

/*
 * The audit log's mechanism (issue 31 item 2; docs/architecture.md "Audit log"): a row
 * trigger on every table records what an admin's write changed. A table created tomorrow
 * without it would be a hole no test of its area notices: the catalogue below fails for it.
 */

/**
 * Tables of the public schema without the audit trigger, with the reason. Every other table
 * must have it (`SELECT audit_table('name')` in the migration that creates it).
 */
export const AUDIT_EXEMPT: Record<string, string> = {
  audit_log: 'the log itself',
  audit_changes: 'the log itself',
  sessions:
    'sign-in state: written on every sign-in, sign-out and sliding expiry, keyed by a hash of the cookie',
  auth_failures: 'sign-in throttling counters, written by refused anonymous requests',
  item_views: 'view counters, written by reads',
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the audit trigger', () => {
  it('is on every table of the public schema but the listed exemptions', async () => {
    const result = await database.db.execute(sql`
      select c.relname as name, exists (
        select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = c.oid and t.tgname = 'audit_row' and p.proname = 'audit_row'
          -- AFTER (not BEFORE), ROW, INSERT, DELETE and UPDATE: bits 1, 4, 8, 16 (pg_trigger.h)
          and t.tgtype & (1 | 2 | 4 | 8 | 16) = (1 | 4 | 8 | 16)
      ) as audited
      from pg_class c
      where c.relkind = 'r' and c.relnamespace = 'public'::regnamespace`);
    const tables = (result as unknown as { rows: { name: string; audited: boolean }[] }).rows;
    expect(tables.length).toBeGreaterThan(40);
    const forgotten = tables.filter((t) => !t.audited && !AUDIT_EXEMPT[t.name]);
    expect(forgotten.map((t) => t.name)).toEqual([]);
    const stale = Object.keys(AUDIT_EXEMPT).filter(
      (name) => !tables.some((t) => t.name === name && !t.audited),
    );
    expect(stale).toEqual([]);
  });

  it('records nothing while the transaction names no audited school', async () => {
    const db = database.db;
    await db.execute(sql`insert into features (path) values ('audit-probe')`);
    const [row] = (
      (await db.execute(sql`select count(*)::int as n from audit_changes`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(row?.n).toBe(0);
  });
});

describe('auditTarget', () => {
  it('names the last id of the route and the word before it', () => {
    expect(auditTarget('/schools/{id}/', { id: '3' }, null, 9)).toEqual({
      type: 'schools',
      id: '3',
    });
    expect(
      auditTarget('/schools/{id}/campuses/{campusId}/', { id: '3', campusId: '7' }, null, 9),
    ).toEqual({ type: 'campuses', id: '7' });
    expect(auditTarget('/events/{id}/review/', { id: '4' }, null, 9)).toEqual({
      type: 'events',
      id: '4',
    });
    expect(
      auditTarget('/educations/{id}/{decision}/', { id: '5', decision: 'validate' }, null, 9),
    ).toEqual({ type: 'educations', id: '5' });
    expect(auditTarget('/schools/{id}/images/{kind}/', { id: '3', kind: 'logo' }, null, 9)).toEqual(
      { type: 'schools', id: '3' },
    );
  });

  it('names what a creation made, the actor for `me`, and the first word otherwise', () => {
    expect(auditTarget('/schools/{id}/campuses/', { id: '3' }, '12', 9)).toEqual({
      type: 'campuses',
      id: '12',
    });
    expect(auditTarget('/events/', {}, '40', 9)).toEqual({ type: 'events', id: '40' });
    expect(auditTarget('/users/me/password/', {}, null, 9)).toEqual({ type: 'users', id: '9' });
    expect(auditTarget('/imports/members/', {}, null, 9)).toEqual({ type: 'imports', id: null });
  });
});
