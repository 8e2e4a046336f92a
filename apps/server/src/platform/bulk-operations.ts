import {
  BULK_CHUNK_SIZE,
  BULK_MAX_ATTEMPTS,
  BULK_PROGRESS_INTERVAL_MS,
  BULK_RUNNABLE_STATUSES,
  BULK_SLICE_MS,
  type BulkOperationKind,
  type BulkSkipReason,
} from '@alumni/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { bulkOperationItems, bulkOperations } from '../db/schema/index.ts';
import { type BulkKindOptions, finishOperation } from './bulk-operation-finish.ts';
import type { JobQueue } from './queue.ts';
import { withSchool } from './school-scope.ts';

export type { BulkFinishContext, BulkKindOptions } from './bulk-operation-finish.ts';

/**
 * Bulk operations (issue 32 item 5, issue 34 item 1; spec 1 §4 "Bulk progress"): an admin's
 * action on many members, run by the job queue member by member. `create` stores the
 * operation with its members (ids fixed then) and queues its job in the caller's transaction;
 * the runner walks the members in chunks of BULK_CHUNK_SIZE, one transaction per chunk and a
 * savepoint per member. A member is claimed by inserting its `bulk_operation_items` row
 * (primary key (operation, user)) before its effect, in the same savepoint: a member already
 * there is skipped, so a run killed anywhere resumes without doing anyone twice, and two runs
 * of one operation (an expired job retried while the first still works) never both do a
 * member. `processed` is written with each chunk, and a chunk ends after
 * BULK_PROGRESS_INTERVAL_MS, so progress moves at least every second. A run hands over to a
 * new job after BULK_SLICE_MS or a third of the queue's expiry (no job outlives it), and ends completed, or
 * failure after BULK_MAX_ATTEMPTS runs ended in an error. Kinds register their per-member
 * effect (`register`); the runner knows none of them.
 */

/** The queue of the runner's jobs. */
export const BULK_RUN_JOB = 'bulk.run';

/** What a `bulk.run` job carries. */
export interface BulkRunJob {
  operationId: number;
  schoolId: number;
}

/** What a kind's effect is given for one member. */
export interface BulkMemberContext<P> {
  /** The member's savepoint in the chunk's school-scoped transaction. */
  db: Db;
  schoolId: number;
  operationId: number;
  /** The admin who started the operation (null once their account is gone). */
  createdBy: number | null;
  /** The kind's parameters, as given to `create`. */
  params: P;
  userId: number;
}

/** What became of one member: done, or not reached and why. */
export type BulkMemberResult =
  | { outcome: 'done' }
  | { outcome: 'skipped' | 'failed'; reason: BulkSkipReason };

/**
 * A kind's per-member effect: does the member's part in `ctx.db` and says how it went. A throw
 * rolls back the member's savepoint and records them as failed (`error`), logged; the others
 * go on. Effects to announce after the commit go through `onCommit` (platform/school-scope.ts).
 */
export type BulkMemberEffect<P> = (ctx: BulkMemberContext<P>) => Promise<BulkMemberResult>;

/**
 * Hooks of the runner for tests: `afterMember` is awaited after each member's savepoint, inside
 * the chunk's transaction; a throw aborts the run there (as a killed worker would).
 */
export interface BulkRunHooks {
  afterMember?: (userId: number) => void | Promise<void>;
  /** Overrides BULK_SLICE_MS (tests of the hand-over). */
  sliceMs?: number;
}

/** How one run of an operation ended. */
export type BulkRunEnd = 'completed' | 'continued' | 'failure' | 'not_runnable';

export interface BulkOperationsRuntime {
  db: Db;
  /** The owner's handle (`Database.db`) for ANALYZE; without it kinds' tables are not analysed. */
  ownerDb?: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
}

/** The registry and runner (`app.bulkOperations`). */
export interface BulkOperations {
  /** Registers the effect of a kind (at plugin registration, before `start`). */
  register<P>(
    kind: BulkOperationKind,
    effect: BulkMemberEffect<P>,
    options?: BulkKindOptions<P>,
  ): void;
  /**
   * Stores a pending operation of `kind` for `targetIds` (members of the school, any order,
   * duplicates dropped) and queues its job keyed by its id, on `db` (the request's
   * transaction: both commit together). Returns the new row.
   */
  create(
    db: Db,
    input: {
      schoolId: number;
      kind: BulkOperationKind;
      createdBy: number;
      params: Record<string, unknown>;
      targetIds: readonly number[];
    },
  ): Promise<typeof bulkOperations.$inferSelect>;
  /** Runs (or resumes) one operation now: what a `bulk.run` job does. */
  run(job: BulkRunJob, hooks?: BulkRunHooks): Promise<BulkRunEnd>;
  /** Declares the queue and starts working it (app.ts, once every kind is registered). */
  start(): Promise<void>;
}

/** Creates the registry and runner of bulk operations. */
export function createBulkOperations(runtime: BulkOperationsRuntime): BulkOperations {
  const effects = new Map<BulkOperationKind, BulkMemberEffect<unknown>>();
  const kindOptions = new Map<BulkOperationKind, BulkKindOptions<unknown>>();

  const send = (job: BulkRunJob, key: string) =>
    runtime.queue.send(BULK_RUN_JOB, job, { key: `bulk:${job.operationId}:${key}` });

  return {
    register(kind, effect, options) {
      effects.set(kind, effect as BulkMemberEffect<unknown>);
      if (options) kindOptions.set(kind, options as BulkKindOptions<unknown>);
    },

    async create(db, input) {
      const targetIds = [...new Set(input.targetIds)].sort((a, b) => a - b);
      const [row] = await db
        .insert(bulkOperations)
        .values({
          schoolId: input.schoolId,
          kind: input.kind,
          createdBy: input.createdBy,
          params: input.params,
          targetIds,
          total: targetIds.length,
        })
        .returning();
      if (!row) throw new Error('bulk operation insert returned nothing');
      await send({ operationId: row.id, schoolId: input.schoolId }, 'start');
      return row;
    },

    async run(job, hooks = {}) {
      try {
        return await runSlice(runtime, { effects, kindOptions }, job, hooks, send);
      } catch (error) {
        return failedRun(runtime, job, error);
      }
    },

    async start() {
      await runtime.queue.createQueue(BULK_RUN_JOB);
      await runtime.queue.work<BulkRunJob>(BULK_RUN_JOB, async (job) => {
        await this.run(job.data);
      });
    },
  };
}

/** The operation's row as the runner reads it, once running. */
type RunningOperation = Pick<
  typeof bulkOperations.$inferSelect,
  'id' | 'kind' | 'params' | 'createdBy'
>;

/**
 * One run of an operation, until it completes or BULK_SLICE_MS passed (then a new job takes
 * over): pending → running, then chunk after chunk of the members without an item yet.
 */
async function runSlice(
  runtime: BulkOperationsRuntime,
  kinds: {
    effects: Map<BulkOperationKind, BulkMemberEffect<unknown>>;
    kindOptions: Map<BulkOperationKind, BulkKindOptions<unknown>>;
  },
  job: BulkRunJob,
  hooks: BulkRunHooks,
  send: (job: BulkRunJob, key: string) => Promise<unknown>,
): Promise<BulkRunEnd> {
  const { db } = runtime;
  const op = await withSchool(db, job.schoolId, async (tx) => {
    const [row] = await tx
      .update(bulkOperations)
      .set({ status: 'running', startedAt: sql`coalesce(${bulkOperations.startedAt}, now())` })
      .where(
        and(
          eq(bulkOperations.id, job.operationId),
          eq(bulkOperations.schoolId, job.schoolId),
          inArray(bulkOperations.status, BULK_RUNNABLE_STATUSES),
        ),
      )
      .returning({
        id: bulkOperations.id,
        kind: bulkOperations.kind,
        params: bulkOperations.params,
        createdBy: bulkOperations.createdBy,
      });
    return row;
  });
  // Finished meanwhile (a repeated job), or gone with its school.
  if (!op) return 'not_runnable';
  const effect = kinds.effects.get(op.kind);
  if (!effect) throw new Error(`No effect registered for bulk operation kind ${op.kind}`);
  // A third of the queue's expiry at most (QUEUE_EXPIRE_SECONDS may be short: the fault suite).
  const expiryMs = runtime.queue.policyOf(BULK_RUN_JOB).expireInSeconds * 1000;
  const sliceEnd = Date.now() + (hooks.sliceMs ?? Math.min(BULK_SLICE_MS, expiryMs / 3));
  let after = 0;
  for (;;) {
    const chunk = await withSchool(db, job.schoolId, (tx) =>
      runChunk(tx, runtime, op, job.schoolId, effect, after, hooks),
    );
    if (chunk.last === null) break;
    after = chunk.last;
    if (Date.now() >= sliceEnd) {
      // The next job starts where this one stopped (members with an item are skipped).
      await withSchool(db, job.schoolId, () => send(job, `after:${after}:${chunk.processed}`));
      return 'continued';
    }
  }
  await finishOperation(runtime, op, job.schoolId, kinds.kindOptions.get(op.kind));
  await withSchool(db, job.schoolId, (tx) =>
    tx
      .update(bulkOperations)
      .set({
        status: 'completed',
        finishedAt: sql`now()`,
        processed: sql`(select count(*)::int from ${bulkOperationItems} where ${bulkOperationItems.operationId} = ${op.id})`,
        notReached: sql`(select count(*)::int from ${bulkOperationItems} where ${bulkOperationItems.operationId} = ${op.id} and ${bulkOperationItems.outcome} <> 'done')`,
      })
      .where(and(eq(bulkOperations.id, op.id), eq(bulkOperations.status, 'running'))),
  );
  return 'completed';
}

/**
 * The next members after id `after` that have no item yet, up to BULK_CHUNK_SIZE or
 * BULK_PROGRESS_INTERVAL_MS, each claimed and done in its own savepoint of `tx`, then the
 * progress counts, in the same transaction. Returns the last id looked at (null: none left)
 * and the operation's `processed` after the chunk.
 */
async function runChunk(
  tx: Db,
  runtime: BulkOperationsRuntime,
  op: RunningOperation,
  schoolId: number,
  effect: BulkMemberEffect<unknown>,
  after: number,
  hooks: BulkRunHooks,
): Promise<{ last: number | null; processed: number }> {
  const rows = (await tx.execute(sql`
    select t.id from ${bulkOperations} o, unnest(o.target_ids) as t(id)
    where o.id = ${op.id} and t.id > ${after}
      and not exists (
        select 1 from ${bulkOperationItems} i where i.operation_id = o.id and i.user_id = t.id
      )
    order by t.id limit ${BULK_CHUNK_SIZE}`)) as unknown as { rows: { id: number }[] };
  const ids = rows.rows.map((r) => Number(r.id));
  if (!ids.length) return { last: null, processed: 0 };
  const chunkEnd = Date.now() + BULK_PROGRESS_INTERVAL_MS;
  let last = after;
  let claimed = 0;
  let notReached = 0;
  for (const userId of ids) {
    const result = await memberOutcome(tx, runtime, op, schoolId, effect, userId);
    if (result) {
      claimed += 1;
      if (result.outcome !== 'done') notReached += 1;
    }
    last = userId;
    await hooks.afterMember?.(userId);
    if (Date.now() >= chunkEnd) break;
  }
  const [progress] = await tx
    .update(bulkOperations)
    .set({
      processed: sql`${bulkOperations.processed} + ${claimed}`,
      notReached: sql`${bulkOperations.notReached} + ${notReached}`,
    })
    .where(eq(bulkOperations.id, op.id))
    .returning({ processed: bulkOperations.processed });
  return { last, processed: progress?.processed ?? 0 };
}

/**
 * Claims one member and applies the effect in a savepoint; null when the member already has
 * an item (done by an earlier or a concurrent run). An effect that throws is rolled back and
 * the member recorded as failed (`error`).
 */
async function memberOutcome(
  tx: Db,
  runtime: BulkOperationsRuntime,
  op: RunningOperation,
  schoolId: number,
  effect: BulkMemberEffect<unknown>,
  userId: number,
): Promise<BulkMemberResult | null> {
  const claim = { operationId: op.id, userId, schoolId, outcome: 'done' as const };
  try {
    return await tx.transaction(async (sp) => {
      const [claimedRow] = await sp
        .insert(bulkOperationItems)
        .values(claim)
        .onConflictDoNothing()
        .returning({ userId: bulkOperationItems.userId });
      if (!claimedRow) return null;
      const result = await effect({
        db: sp as unknown as Db,
        schoolId,
        operationId: op.id,
        createdBy: op.createdBy,
        params: op.params,
        userId,
      });
      if (result.outcome !== 'done') {
        await sp
          .update(bulkOperationItems)
          .set({ outcome: result.outcome, reason: result.reason })
          .where(
            and(eq(bulkOperationItems.operationId, op.id), eq(bulkOperationItems.userId, userId)),
          );
      }
      return result;
    });
  } catch (error) {
    runtime.log.error({ err: error, operationId: op.id, userId }, 'bulk operation member failed');
    const failed = { outcome: 'failed' as const, reason: 'error' as const };
    const [row] = await tx
      .insert(bulkOperationItems)
      .values({ ...claim, ...failed })
      .onConflictDoNothing()
      .returning({ userId: bulkOperationItems.userId });
    return row ? failed : null;
  }
}

/**
 * A run ended by an error (the database gone, a kind without an effect): counted; the job is
 * failed and retried by the queue (the operation stays running and resumes) until
 * BULK_MAX_ATTEMPTS runs failed, when the operation ends in failure.
 */
async function failedRun(
  runtime: BulkOperationsRuntime,
  job: BulkRunJob,
  error: unknown,
): Promise<BulkRunEnd> {
  runtime.log.error({ err: error, operationId: job.operationId }, 'bulk operation run failed');
  const message = error instanceof Error ? error.message : String(error);
  const ended = await withSchool(runtime.db, job.schoolId, async (tx) => {
    const [row] = await tx
      .update(bulkOperations)
      .set({ attempts: sql`${bulkOperations.attempts} + 1` })
      .where(eq(bulkOperations.id, job.operationId))
      .returning({ attempts: bulkOperations.attempts });
    if (!row || row.attempts < BULK_MAX_ATTEMPTS) return false;
    await tx
      .update(bulkOperations)
      .set({ status: 'failure', finishedAt: sql`now()`, error: message.slice(0, 1000) })
      .where(
        and(
          eq(bulkOperations.id, job.operationId),
          inArray(bulkOperations.status, BULK_RUNNABLE_STATUSES),
        ),
      );
    return true;
  });
  if (ended) return 'failure';
  throw error;
}
