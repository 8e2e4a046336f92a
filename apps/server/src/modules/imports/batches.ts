import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** A transaction of the Drizzle database, and what queries run on: the database or one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;

/** Rows per INSERT and values per `IN (…)` lookup: well under PostgreSQL's 65,535 parameters. */
export const BATCH = 1000;

/** `items` cut into arrays of at most `size`. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * A JS array as one query parameter (a PostgreSQL array, cast it in the query), where
 * Drizzle would otherwise write one placeholder per element.
 */
export const arrayParam = (values: readonly unknown[]): SQL => sql`${sql.param(values)}`;

/** The rows of a raw query's result (`db.execute`), on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
