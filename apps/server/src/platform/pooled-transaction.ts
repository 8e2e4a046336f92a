import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../db/types.ts';

/** The role the app's work runs as (created by migration 0007). */
export const APP_ROLE = 'alumni_app';

type DrizzleSession = {
  client: pg.Pool | unknown;
  dialect: unknown;
  schema: unknown;
  options: unknown;
};

/** Whether `base` is a Drizzle handle on a `pg.Pool` (PostgreSQL, not the embedded database). */
export function isPooled(base: Db): boolean {
  const session = (base as unknown as { session: unknown }).session;
  return (
    session instanceof NodePgSession &&
    (session as unknown as DrizzleSession).client instanceof pg.Pool
  );
}

/** A request's transaction on PostgreSQL, begun by its first query (see `lazyTransaction`). */
export interface PooledTransaction {
  /** A Drizzle transaction whose queries go to the request's one connection. */
  tx: Db;
  /** Records the signed-in user in `app.user_id`: with `begin` if not begun, else at once. */
  setUser(userId: number): Promise<void>;
  /** Records the audited school in `app.audit` (platform/audit.ts), the same way. */
  setAudit(schoolId: number): Promise<void>;
  /** Plans each statement with its values from now on (see `PLAN_CACHE_MODE`). */
  planEachRun(): Promise<void>;
  /** Commits (or rolls back) and gives the connection back; nothing when never begun. */
  end(commit: boolean): Promise<void>;
}

/**
 * The request's transaction on the pool behind `base` (a Drizzle handle on a `pg.Pool`), for
 * school `schoolId`, or null when `base` is not one (the embedded database). Nothing reaches
 * the database until the first query: then a connection is taken and `begin` goes with the
 * settings (role, school, user) in one round trip. A request that queries nothing (a cached
 * answer, `/me` read from its session lookup) never holds a connection nor pays `begin` and
 * `commit` (issue 16, "answers near Fastify's own speed").
 */
export function lazyTransaction(base: Db, schoolId: number): PooledTransaction | null {
  if (!isPooled(base)) return null;
  const internals = (base as unknown as { session: DrizzleSession }).session;
  if (!Number.isInteger(schoolId)) throw new Error(`not a school id: ${schoolId}`);
  const client = new LazyClient(internals.client as pg.Pool, schoolId);
  // Built on first use: a Drizzle database object costs more than a request that reads
  // nothing (it builds a query helper per table).
  let tx: Db | undefined;
  return {
    get tx() {
      if (!tx) {
        const txSession = new NodePgSession(
          client as never,
          internals.dialect as never,
          internals.schema as never,
          internals.options as never,
        );
        tx = new NodePgTransaction(
          internals.dialect as never,
          txSession as never,
          internals.schema as never,
        ) as unknown as Db;
      }
      return tx;
    },
    setUser: (userId) => client.setUser(userId),
    setAudit: (schoolId) => client.setAudit(schoolId),
    planEachRun: () => client.planEachRun(),
    end: (commit) => client.end(commit),
  };
}

/**
 * Plans made with each run's values for the rest of the transaction (PostgreSQL's `auto`),
 * whatever the connection's default (db/client.ts `appConnectionOptions`).
 */
const PLAN_EACH_RUN = `set_config('plan_cache_mode', 'auto', true)`;

/**
 * The `query` side of a pooled client, connecting and beginning on first use. Drizzle's
 * session and prepared statements call only `query` with a config object or text and values.
 *
 * The connection works in node-postgres's pipeline mode while the transaction lasts: `begin`
 * with the settings and the first query leave together, without waiting for each other's
 * answer, so a request pays one round trip less (issue 35 item 4). The wall holds: they are
 * one simple query (`begin; select set_config…`), and if it fails the query behind it runs in
 * an aborted transaction (or none of it runs) and fails too; the caller sees the settings'
 * error. Statements are still executed one after the other by PostgreSQL, in the order sent.
 */
class LazyClient {
  #client: pg.PoolClient | undefined;
  #opening: Promise<pg.PoolClient> | undefined;
  /** The answer to `begin` with the settings (sent without waiting for it). */
  #begun: Promise<unknown> | undefined;
  #userId: number | undefined;
  #auditSchoolId: number | undefined;
  #planEachRun = false;
  #ended = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly schoolId: number,
  ) {}

  query(config: unknown, values?: unknown): Promise<unknown> {
    if (this.#ended) return Promise.reject(new Error('A query ran after its transaction ended.'));
    const client = this.#client;
    if (client) return client.query(config as never, values as never);
    return this.#open().then(async (opened) => {
      const answer = opened.query(config as never, values as never);
      // The settings' failure is the one to report; the query's own is then a consequence.
      answer.catch(() => undefined);
      await this.#begun;
      return answer;
    });
  }

  async setUser(userId: number): Promise<void> {
    if (!Number.isInteger(userId)) throw new Error(`not a user id: ${userId}`);
    if (this.#userId === userId) return;
    this.#userId = userId;
    if (this.#opening) await this.query(`select set_config('app.user_id', '${userId}', true)`);
  }

  async setAudit(schoolId: number): Promise<void> {
    if (!Number.isInteger(schoolId)) throw new Error(`not a school id: ${schoolId}`);
    if (this.#auditSchoolId === schoolId) return;
    this.#auditSchoolId = schoolId;
    if (this.#opening) await this.query(`select set_config('app.audit', '${schoolId}', true)`);
  }

  async planEachRun(): Promise<void> {
    if (this.#planEachRun) return;
    this.#planEachRun = true;
    if (this.#opening) await this.query(`select ${PLAN_EACH_RUN}`);
  }

  #open(): Promise<pg.PoolClient> {
    if (!this.#opening) {
      const user =
        this.#userId === undefined ? '' : `, set_config('app.user_id', '${this.#userId}', true)`;
      const audit =
        this.#auditSchoolId === undefined
          ? ''
          : `, set_config('app.audit', '${this.#auditSchoolId}', true)`;
      this.#opening = this.pool.connect().then((client) => {
        setPipeline(client, true);
        const begun = client.query(
          `begin; select set_config('role', '${APP_ROLE}', true), set_config('app.school_id', '${this.schoolId}', true)${user}${audit}${this.#planEachRun ? `, ${PLAN_EACH_RUN}` : ''}`,
        );
        begun.catch(() => undefined); // awaited by the first query and by `end`
        this.#begun = begun;
        this.#client = client;
        return client;
      });
    }
    return this.#opening;
  }

  async end(commit: boolean): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    if (!this.#opening) return;
    let client: pg.PoolClient;
    try {
      client = await this.#opening;
    } catch {
      return; // never connected: nothing to end
    }
    this.#client = undefined;
    try {
      await this.#begun;
    } catch (error) {
      // Never began as asked: the connection goes back with the error (and is closed).
      client.release(error as Error);
      return;
    }
    try {
      await client.query(commit ? 'commit' : 'rollback');
      // Every statement sent before has been answered (answers come in order).
      setPipeline(client, false);
      client.release();
    } catch (error) {
      // A connection whose transaction state is unknown is not given back to the pool.
      client.release(error as Error);
      throw error;
    }
  }
}

/**
 * Turns node-postgres's pipeline mode (pg 8.23 `pipeline`, a client option read on every
 * send) on or off for one pooled client: on for a request's transaction only, so that the
 * pool's other users (the session lookup, pg-boss) keep the usual one-at-a-time mode.
 */
function setPipeline(client: pg.PoolClient, on: boolean): void {
  (client as unknown as { pipeline: boolean }).pipeline = on;
}
