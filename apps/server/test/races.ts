import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether races can be staged: PostgreSQL (PGlite runs one statement at a time). */
export const racesOnPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Makes `request` lose a race for a row, the same way every run: a transaction locks the
 * row (`lock`), the request is sent and runs until it waits for that lock (seen in
 * pg_stat_activity, polled, no sleep), then the transaction makes its own change (`win`,
 * the other person's decision) and commits, so that the request finds the row changed.
 * Returns the request's answer. PostgreSQL only (see racesOnPostgres).
 */
export async function loseRace<T>(
  db: Db,
  opts: {
    lock: (tx: Tx) => Promise<unknown>;
    win: (tx: Tx) => Promise<unknown>;
    request: () => Promise<T>;
  },
): Promise<T> {
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  let finish!: () => void;
  const mayFinish = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const other = db.transaction(async (tx) => {
    await opts.lock(tx);
    locked();
    await mayFinish;
    await opts.win(tx);
  });
  await isLocked;
  const answer = opts.request();
  for (;;) {
    const waiting = (await db.execute(
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    )) as { rows: unknown[] };
    if (waiting.rows.length > 0) break;
  }
  finish();
  await other;
  return answer;
}
