import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types.ts';
import { APP_ROLE, isPooled, lazyTransaction } from './pooled-transaction.ts';

/**
 * The tenancy wall (architecture issue, DESIGN §4). School data is reached only inside a
 * school scope: one transaction that works as the non-owner role `alumni_app` with
 * `app.school_id` set locally, so that PostgreSQL's row-level security (migration 0007)
 * shows and accepts only that school's rows. The app's database handle (`Database.app`) is a
 * proxy that sends every query to the scope it runs in; outside any scope it reaches the
 * pool as `alumni_app` with no school, and a school-scoped table shows 0 rows.
 */

export { APP_ROLE } from './pooled-transaction.ts';

interface Scope {
  /** The transaction of this scope. */
  tx: Db;
  /** The school of the scope; null for the audited all-schools path. */
  schoolId: number | null;
  /** Set once the transaction ended: a late query is a bug, not a silent unscoped read. */
  ended: boolean;
  /** Work to run once the outermost transaction committed, each in a scope of its school. */
  afterCommit: { schoolId: number; work: (db: Db) => Promise<void> }[];
  /** Signals to give once the outermost transaction committed (no database work). */
  onCommit: (() => void)[];
  /** The user recorded in the transaction's `app.user_id`, once known. */
  userId?: number;
  /** Records the user in a transaction begun lazily (a request's, on PostgreSQL). */
  setUser?: (userId: number) => Promise<void>;
  /** The school whose audit log records this transaction's changes (`app.audit`), once set. */
  auditSchoolId?: number;
  /** Records it in a transaction begun lazily (a request's, on PostgreSQL). */
  setAudit?: (schoolId: number) => Promise<void>;
  /** Asks for plans made with each run's values (a request's transaction, on PostgreSQL). */
  planEachRun?: () => Promise<void>;
}

const scopes = new AsyncLocalStorage<Scope>();

/** A transaction that ends the scope without applying its work (a 5xx answer). */
class Rollback extends Error {}

/** What one scope's transaction settings are: the role, the school and the signed-in user. */
const settingsSql = (schoolId: number | null, allSchools: boolean) =>
  sql`select set_config('role', ${APP_ROLE}, true), set_config('app.school_id', ${
    schoolId === null ? '' : String(schoolId)
  }, true), set_config('app.all_schools', ${allSchools ? 'on' : ''}, true)`;

/** The base handle behind a proxy (a scope's work must not open a nested pool transaction). */
const baseOf = new WeakMap<Db, Db>();

/**
 * Runs `fn` in one transaction scoped to school `schoolId`: every query of `fn` (through
 * the given `tx` or the app's proxy) sees and writes only that school's rows. Returns what
 * `fn` returns; a throw rolls everything back. Work queued with `afterCommit` runs after.
 */
export async function withSchool<T>(db: Db, schoolId: number, fn: (tx: Db) => Promise<T>) {
  return runScope(db, schoolId, fn);
}

/**
 * The one named, audited path across schools (super-user lists, sweeps, CLI work that the
 * app does for the whole platform): `reason` is logged by `audit`, then `fn` runs in a
 * transaction where the row-level policies let every school's rows through.
 */
export async function withAllSchools<T>(
  db: Db,
  reason: string,
  audit: (entry: { reason: string }) => void,
  fn: (tx: Db) => Promise<T>,
): Promise<T> {
  audit({ reason });
  return runScope(db, null, fn);
}

async function runScope<T>(db: Db, schoolId: number | null, fn: (tx: Db) => Promise<T>) {
  const outer = scopes.getStore();
  if (outer && !outer.ended) return runNestedScope(outer, schoolId, fn);
  const base = baseOf.get(db) ?? db;
  const scope: Scope = { tx: base, schoolId, ended: false, afterCommit: [], onCommit: [] };
  let result: T;
  try {
    result = await base.transaction(async (tx) => {
      await tx.execute(settingsSql(schoolId, schoolId === null));
      scope.tx = tx as unknown as Db;
      return scopes.run(scope, () => fn(scope.tx));
    });
  } finally {
    scope.ended = true;
  }
  await runAfterCommit(db, scope);
  return result;
}

/**
 * A scope inside another (a super user's cross-school step within a request): a savepoint
 * of the same transaction with its own settings, the outer ones restored when it succeeds
 * (a failure rolls the savepoint back, settings included). Never a second connection: on
 * the embedded database that would wait for the first forever.
 */
function runNestedScope<T>(outer: Scope, schoolId: number | null, fn: (tx: Db) => Promise<T>) {
  return outer.tx.transaction(async (savepoint) => {
    const tx = savepoint as unknown as Db;
    await tx.execute(settingsSql(schoolId, schoolId === null));
    const inner: Scope = {
      tx,
      schoolId,
      ended: false,
      afterCommit: outer.afterCommit,
      onCommit: outer.onCommit,
    };
    const result = await scopes.run(inner, () => fn(tx));
    inner.ended = true;
    await tx.execute(settingsSql(outer.schoolId, outer.schoolId === null));
    return result;
  });
}

async function runAfterCommit(db: Db, scope: Scope) {
  for (const signal of scope.onCommit.splice(0)) signal();
  for (const { schoolId, work } of scope.afterCommit.splice(0)) {
    await withSchool(db, schoolId, work);
  }
}

/**
 * Queues `work` to run once the current scope's transaction has committed, in a new scope
 * of school `schoolId` (e.g. telling validators the new counts: they must see the change).
 * Outside any scope (or after it ended) it runs at once in its own. Never throws; failures
 * go to `onError`.
 */
export function afterCommit(
  db: Db,
  schoolId: number,
  work: (db: Db) => Promise<void>,
  onError: (error: unknown) => void,
): void {
  const scope = scopes.getStore();
  const guarded = (tx: Db) => work(tx).catch(onError);
  if (scope && !scope.ended) scope.afterCommit.push({ schoolId, work: guarded });
  else void withSchool(db, schoolId, guarded).catch(onError);
}

/**
 * Runs `signal` once the caller's transaction has committed (at once outside any scope):
 * e.g. waking a job worker, which would otherwise look before the job is visible.
 */
export function onCommit(signal: () => void): void {
  const scope = scopes.getStore();
  if (scope && !scope.ended) scope.onCommit.push(signal);
  else signal();
}

/**
 * The raw SQL executor (`{executeSql(text, values)}`, pg-boss's shape) of the caller's live
 * scope, or null outside any: work that must commit or roll back with the scope's change
 * (a job queued for it) runs on the scope's own connection and transaction.
 */
export function scopeExecutor(): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} | null {
  const scope = scopes.getStore();
  if (!scope || scope.ended) return null;
  const client = (scope.tx as unknown as { session: { client: SqlClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}
type SqlClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Records the signed-in user in the current scope's transaction, so that the user's own
 * roles in other schools stay readable (the user menu lists those schools).
 */
export async function setScopeUser(db: Db, userId: number): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.userId === userId) return;
  if (scope?.setUser) await scope.setUser(userId);
  else await db.execute(sql`select set_config('app.user_id', ${String(userId)}, true)`);
  if (scope) scope.userId = userId;
}

/**
 * Makes the audit trigger (migration 0032, platform/audit.ts) record the rest of the current
 * scope's row changes under school `schoolId`: sets the transaction's `app.audit`, with the
 * `begin` of a request's transaction not begun yet (PostgreSQL), else at once.
 */
export async function setScopeAudit(db: Db, schoolId: number): Promise<void> {
  const scope = scopes.getStore();
  if (scope?.auditSchoolId === schoolId) return;
  if (scope?.setAudit) await scope.setAudit(schoolId);
  else await db.execute(sql`select set_config('app.audit', ${String(schoolId)}, true)`);
  if (scope) scope.auditSchoolId = schoolId;
}

/**
 * Makes the rest of the caller's request plan each statement with its values (PostgreSQL's
 * `auto` plan cache mode) instead of the generic plans a request uses by default
 * (platform/pooled-transaction.ts): for queries whose best plan depends on their values, such
 * as a search for a rare surname or a common first name. No round trip when the request has
 * not queried yet; nothing outside a request's transaction (other scopes plan as PostgreSQL
 * chooses).
 */
export async function planEachRun(): Promise<void> {
  await scopes.getStore()?.planEachRun?.();
}

/**
 * A handle for a read that needs no school scope (a definer function that crosses the wall
 * by design, such as the session lookup): on PostgreSQL the pool itself, so the read neither
 * waits for nor begins the request's transaction; on the embedded database (one connection)
 * the caller's own handle.
 */
export function outsideTransaction(db: Db): Db {
  const base = baseOf.get(db);
  return base && isPooled(base) ? base : db;
}

/**
 * The app's database handle over `base`: a proxy that runs each query in the scope of the
 * caller (its transaction), or on `base` outside any scope. Prepared statements built on it
 * must be executed with `onScope` (they are bound to one connection).
 */
export function scopedDatabase(base: Db): Db {
  const proxy = new Proxy(base, {
    get(target, property) {
      const scope = scopes.getStore();
      if (scope?.ended) {
        throw new Error(
          'A query ran after its school scope ended: queue late work with afterCommit().',
        );
      }
      const current = (scope?.tx ?? target) as unknown as Record<PropertyKey, unknown>;
      const value = current[property];
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  baseOf.set(proxy, base);
  return proxy;
}

/**
 * A prepared statement (built once, on any handle) run on the connection of the caller's
 * scope: Drizzle binds a prepared statement to the client it was built on, so it is rebound
 * to the scope's client here. The SQL text is built once; PostgreSQL parses and plans it
 * once per connection.
 */
export function onScope<P extends object>(prepared: P): P {
  const scope = scopes.getStore();
  if (!scope) return prepared;
  const client = (scope.tx as unknown as { session: { client: unknown } }).session.client;
  return Object.create(prepared, { client: { value: client } }) as P;
}

/**
 * Opens a request-long scope for school `schoolId`: resolves once its transaction has
 * begun, with `run(next)` to continue the request inside it and `end(commit)` to commit
 * (or roll back) it. Used by the request hook (platform/request-scope.ts).
 */
export async function openScope(
  db: Db,
  schoolId: number,
): Promise<{ run<T>(next: () => T): T; end(commit: boolean): Promise<void> }> {
  const base = baseOf.get(db) ?? db;
  const pooled = lazyTransaction(base, schoolId);
  if (pooled) {
    const scope: Scope = {
      get tx() {
        return pooled.tx;
      },
      schoolId,
      ended: false,
      afterCommit: [],
      onCommit: [],
      setUser: pooled.setUser,
      setAudit: pooled.setAudit,
      planEachRun: pooled.planEachRun,
    };
    return {
      run: <T>(next: () => T) => scopes.run(scope, next),
      end: async (commit) => {
        if (scope.ended) return;
        try {
          await pooled.end(commit);
        } finally {
          scope.ended = true;
        }
        if (commit) await runAfterCommit(db, scope);
      },
    };
  }
  return new Promise((opened, failed) => {
    const scope: Scope = { tx: base, schoolId, ended: false, afterCommit: [], onCommit: [] };
    let finish: (commit: boolean) => void = () => undefined;
    const finished = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    let began = false;
    const done = base
      .transaction(async (tx) => {
        await tx.execute(settingsSql(schoolId, false));
        scope.tx = tx as unknown as Db;
        began = true;
        opened({
          run: <T>(next: () => T) => scopes.run(scope, next),
          end: async (commit) => {
            if (scope.ended) return;
            finish(commit);
            await done;
            if (commit) await runAfterCommit(db, scope);
            else {
              scope.afterCommit.length = 0;
              scope.onCommit.length = 0;
            }
          },
        });
        if (!(await finished)) throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) {
          if (!began) failed(error);
          else throw error;
        }
      })
      .finally(() => {
        scope.ended = true;
      });
  });
}
