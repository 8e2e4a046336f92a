import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * PostgreSQL's own estimate of how many members a directory query matches (issue 16 part 3:
 * "no exact count over the whole school per request"): the planner's row estimate for the
 * query, read from `EXPLAIN (FORMAT JSON)`, which plans the query without running it (a
 * fraction of a millisecond, from the table statistics that ANALYZE keeps). The directory
 * counts exactly below DIRECTORY_EXACT_COUNT_MAX and shows this estimate above it, as
 * GitLab and Discourse show "1,000+" or an approximate total rather than count every row.
 *
 * Estimates are kept per instance for ESTIMATE_TTL_MS under the query's key (school, viewer
 * and filters): the same few queries (the whole school, a common name) are asked again and
 * again, and a minute-old estimate of 100,000 members is as good as a new one. Exact counts
 * are never kept.
 */

/** How long an estimate is reused, in ms. */
export const ESTIMATE_TTL_MS = 60_000;
/** Estimates kept at most per instance (the oldest go first). */
const ESTIMATE_CACHE_SIZE = 1000;

const estimates = new Map<string, { rows: number; at: number }>();

/** The planner's row estimate of `query` (a SELECT), rounded to a whole number of rows. */
async function planRows(db: Pick<Db, 'execute'>, query: SQL): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': unknown }[];
  };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Math.max(0, Math.round(plan[0]?.Plan['Plan Rows'] ?? 0));
}

/**
 * The estimated number of rows of `query`, from the cache under `key` when it is fresh,
 * otherwise planned now (one round trip) and kept. `now` is in ms (tests pass their clock).
 */
export async function estimatedRows(
  db: Pick<Db, 'execute'>,
  key: string,
  query: SQL,
  now = Date.now(),
): Promise<number> {
  const cached = estimates.get(key);
  if (cached && now - cached.at < ESTIMATE_TTL_MS) return cached.rows;
  const rows = await planRows(db, query);
  estimates.delete(key);
  estimates.set(key, { rows, at: now });
  // A Map iterates in insertion order: the first key is the oldest.
  if (estimates.size > ESTIMATE_CACHE_SIZE) {
    const oldest = estimates.keys().next().value;
    if (oldest !== undefined) estimates.delete(oldest);
  }
  return rows;
}
