import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { itemViews } from '../db/schema/index.ts';

/**
 * Views counted per viewer (issue 13 "details with views", issue 15 "views when
 * show_views_jobads"): an item's `view_count` grows by one the first time each member (or
 * anonymous reader, known by a hash of their address and browser) opens it, never on a
 * reload. The row and the count are written in one transaction.
 */

/** The kinds of item whose views are counted. */
export type ViewedItem = 'article' | 'jobad';

/**
 * Who is viewing: `u:<id>` for a signed-in member, otherwise `a:` and the SHA-256 of the
 * request's address and User-Agent (the anonymous readers of public pages).
 */
export function viewerKey(request: FastifyRequest, userId: number | null): string {
  if (userId) return `u:${userId}`;
  const agent = request.headers['user-agent'] ?? '';
  return `a:${createHash('sha256').update(`${request.ip}\n${agent}`).digest('hex')}`;
}

/**
 * Records that `viewer` opened item `id` of `type` in school `schoolId` and, the first time
 * only, runs `increment` (the owning module adds one to the item's count) in the same
 * transaction. Returns whether the view was new.
 */
export async function countView(
  db: Db,
  item: { schoolId: number; type: ViewedItem; id: number; viewer: string },
  increment: (tx: Db) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(itemViews)
      .values({
        schoolId: item.schoolId,
        subjectType: item.type,
        subjectId: item.id,
        viewerKey: item.viewer,
      })
      .onConflictDoNothing()
      .returning({ id: itemViews.subjectId });
    if (!inserted.length) return false;
    await increment(tx);
    return true;
  });
}
