import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OldSlugsTable } from '../../db/schema/publication.ts';

/**
 * Old slugs of a publishing area's items (issue 13 "old slugs redirect", issue 14 for
 * events): when an edit changes an item's slug its former one keeps leading to it, and
 * reading by that slug answers with the current one (the routes answer 301). A slug that
 * becomes an item's current one stops being anyone's old slug. `db` may be a transaction.
 */

/** `slug` becomes an item's current slug in `schoolId`: it leads nowhere else any more. */
export async function claimSlug(
  db: Db,
  table: OldSlugsTable,
  schoolId: number,
  slug: string,
): Promise<void> {
  await db.delete(table).where(and(eq(table.schoolId, schoolId), eq(table.slug, slug)));
}

/**
 * Item `itemId` moved from slug `from` to slug `to`: `to` is claimed and `from` now leads to
 * the item (taken over from any item it led to before). Nothing when they are equal.
 */
export async function keepOldSlug(
  db: Db,
  table: OldSlugsTable,
  move: { schoolId: number; itemId: number; from: string; to: string },
): Promise<void> {
  if (move.from === move.to) return;
  await claimSlug(db, table, move.schoolId, move.to);
  await db
    .insert(table)
    .values({ schoolId: move.schoolId, slug: move.from, itemId: move.itemId })
    .onConflictDoUpdate({ target: [table.schoolId, table.slug], set: { itemId: move.itemId } });
}

/** The id of the item an old `slug` of `schoolId` leads to, or null. */
export async function oldSlugItem(
  db: Db,
  table: OldSlugsTable,
  schoolId: number,
  slug: string,
): Promise<number | null> {
  const [row] = await db
    .select({ itemId: table.itemId })
    .from(table)
    .where(and(eq(table.schoolId, schoolId), eq(table.slug, slug)))
    .limit(1);
  return row?.itemId ?? null;
}
