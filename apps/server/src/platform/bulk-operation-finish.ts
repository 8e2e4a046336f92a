import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { bulkOperationItems } from '../db/schema/index.ts';
import { ANALYZE_MIN_CHANGED_ROWS, analyzeTables } from './planner-statistics.ts';
import { withSchool } from './school-scope.ts';

/**
 * The end of a bulk operation (platform/bulk-operations.ts): a kind's optional finish step
 * and the planner statistics of the tables it changed (issue 34 items 1 and 8).
 */

/** What a kind's finish step is given: the operation, once every member has an item. */
export interface BulkFinishContext<P> {
  /** A school-scoped transaction of its own. */
  db: Db;
  schoolId: number;
  operationId: number;
  createdBy: number | null;
  params: P;
}

/** What a kind may declare besides its effect (`register`'s third argument). */
export interface BulkKindOptions<P> {
  /**
   * Work done once after the last member, before the operation is marked completed (the
   * export writing its file): run in the operation's last job, again if that job is retried,
   * so it must be idempotent. A throw ends the run in an error (retried, then failure).
   */
  finish?: (ctx: BulkFinishContext<P>) => Promise<void>;
  /**
   * The tables the kind's effect changes: analysed (platform/planner-statistics.ts) before
   * the operation is marked completed when at least ANALYZE_MIN_CHANGED_ROWS members were
   * done, so the pages read right after are planned with fresh statistics (issue 34 item 8).
   */
  tables?: readonly string[];
}

/**
 * After the last member, before the operation is marked completed: the kind's finish step,
 * then ANALYZE of the kind's tables when enough members were done (a failure there is
 * logged, never the operation's: statistics are a matter of speed, autovacuum catches up).
 */
export async function finishOperation(
  runtime: { db: Db; ownerDb?: Db; log: FastifyBaseLogger },
  op: { id: number; createdBy: number | null; params: unknown },
  schoolId: number,
  options: BulkKindOptions<unknown> | undefined,
): Promise<void> {
  const finish = options?.finish;
  if (finish) {
    await withSchool(runtime.db, schoolId, (tx) =>
      finish({
        db: tx,
        schoolId,
        operationId: op.id,
        createdBy: op.createdBy,
        params: op.params,
      }),
    );
  }
  const tables = options?.tables ?? [];
  if (!tables.length || !runtime.ownerDb) return;
  const done = await withSchool(runtime.db, schoolId, async (tx) => {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bulkOperationItems)
      .where(
        and(eq(bulkOperationItems.operationId, op.id), eq(bulkOperationItems.outcome, 'done')),
      );
    return Number(row?.n ?? 0);
  });
  if (done < ANALYZE_MIN_CHANGED_ROWS) return;
  try {
    await analyzeTables(runtime.ownerDb, tables);
  } catch (error) {
    runtime.log.error({ err: error, operationId: op.id, tables }, 'bulk operation analyze failed');
  }
}
