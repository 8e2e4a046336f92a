import type { Db } from '../src/db/client.ts';
import { schools } from '../src/db/schema/index.ts';

let sequence = 0;

/** Inserts a school with defaults for every column; returns the row. */
export async function buildSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(schools)
    .values({ subdomain: `school-${sequence}`, name: `School ${sequence}`, ...overrides })
    .returning();
  if (!row) throw new Error('school insert returned nothing');
  return row;
}
