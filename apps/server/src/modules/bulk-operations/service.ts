import {
  BULK_NOT_REACHED_LISTED,
  BULK_RECENT_LIMIT,
  type BulkOperation,
  type BulkOperationList,
} from '@alumni/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bulkOperationItems, bulkOperations, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { notFound } from '../../platform/errors.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentBulkOperation, presentBulkOperationSummary } from './presenters.ts';

const person = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
};

/** The creators of these operations, by id. */
async function creatorsOf(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, typeof users.$inferSelect>();
  const rows = await db.select().from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((u) => [u.id, u]));
}

/**
 * The school's BULK_RECENT_LIMIT most recent operations, newest first, each with its progress
 * (issue 34 item 1: the web finds a running one again after a reload). For school admins.
 */
export async function listBulkOperations(
  db: Db,
  actor: Actor,
  mediaUrl: MediaUrl,
): Promise<BulkOperationList> {
  const rows = await db
    .select()
    .from(bulkOperations)
    .where(eq(bulkOperations.schoolId, actor.school.id))
    .orderBy(desc(bulkOperations.createdAt), desc(bulkOperations.id))
    .limit(BULK_RECENT_LIMIT);
  const creators = await creatorsOf(
    db,
    rows.map((r) => r.createdBy),
  );
  return {
    results: rows.map((row) =>
      presentBulkOperationSummary(
        row,
        (row.createdBy && creators.get(row.createdBy)) || null,
        actor.locale,
        mediaUrl,
      ),
    ),
  };
}

/**
 * One operation of the school with its progress and the first BULK_NOT_REACHED_LISTED members
 * not reached, by name, with why (spec 2 §8 "bulk failures listing users who could not be
 * modified"). 404 for an id of another school or none.
 */
export async function getBulkOperation(
  db: Db,
  actor: Actor,
  id: number,
  mediaUrl: MediaUrl,
): Promise<BulkOperation> {
  const [row] = await db
    .select()
    .from(bulkOperations)
    .where(and(eq(bulkOperations.id, id), eq(bulkOperations.schoolId, actor.school.id)));
  if (!row) throw notFound();
  const notReached = await db
    .select({
      user: person,
      outcome: bulkOperationItems.outcome,
      reason: bulkOperationItems.reason,
    })
    .from(bulkOperationItems)
    .innerJoin(users, eq(users.id, bulkOperationItems.userId))
    .where(and(eq(bulkOperationItems.operationId, row.id), ne(bulkOperationItems.outcome, 'done')))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(BULK_NOT_REACHED_LISTED);
  const creators = await creatorsOf(db, [row.createdBy]);
  return presentBulkOperation(
    row,
    (row.createdBy && creators.get(row.createdBy)) || null,
    notReached.map((item) => ({
      user: item.user,
      outcome: item.outcome === 'failed' ? 'failed' : 'skipped',
      reason: item.reason ?? 'error',
    })),
    actor.locale,
    mediaUrl,
  );
}
