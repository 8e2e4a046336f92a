import {
  defaultPriorityOrder,
  FEATURE_ENTRIES_MAX,
  FEATURE_PRIORITIES,
  type LocalizedText,
} from '@alumni/domain';
import { and, count, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, schoolFeatures, schools } from '../../db/schema/index.ts';

/**
 * The navbar entries of custom pages (spec 1 §3 Feature entry `slug`; issue 31 item 6): the
 * school's `page` entries, which the custom-pages module adds, renames and removes with their
 * page, in the page's transaction. School settings → features and pages moves them, renames
 * them, switches them and removes them like any other entry (features.service.ts).
 */

/** The `page` entries of `slugs` (all the school's when none are given), by slug. */
export async function pageEntriesBySlug(
  db: Db,
  schoolId: number,
  slugs?: readonly string[],
): Promise<Map<string, { id: number; enabled: boolean }[]>> {
  if (slugs?.length === 0) return new Map();
  const rows = await db
    .select({ id: schoolFeatures.id, slug: schoolFeatures.slug, enabled: schoolFeatures.enabled })
    .from(schoolFeatures)
    .innerJoin(features, eq(features.id, schoolFeatures.featureId))
    .where(
      and(
        eq(schoolFeatures.schoolId, schoolId),
        eq(features.path, 'page'),
        slugs ? inArray(schoolFeatures.slug, [...slugs]) : undefined,
      ),
    );
  const bySlug = new Map<string, { id: number; enabled: boolean }[]>();
  for (const row of rows) {
    if (!row.slug) continue;
    const list = bySlug.get(row.slug) ?? [];
    list.push({ id: row.id, enabled: row.enabled });
    bySlug.set(row.slug, list);
  }
  return bySlug;
}

/**
 * Adds a `page` entry for `slug` at the end of the navbar, on, named `names`, with the page's
 * icon priority (spec 2 §9: page 11) and the default icon; under the school's row lock, as the
 * features section saves. Returns false, adding nothing, when the navbar already holds
 * FEATURE_ENTRIES_MAX entries.
 */
export async function addPageEntry(
  db: Db,
  schoolId: number,
  slug: string,
  names: LocalizedText,
): Promise<boolean> {
  await db.select({ id: schools.id }).from(schools).where(eq(schools.id, schoolId)).for('update');
  const [taken] = await db
    .select({ entries: count(), last: max(schoolFeatures.order) })
    .from(schoolFeatures)
    .where(eq(schoolFeatures.schoolId, schoolId));
  if ((taken?.entries ?? 0) >= FEATURE_ENTRIES_MAX) return false;
  const [page] = await db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.path, 'page'));
  if (!page) return false;
  await db.insert(schoolFeatures).values({
    schoolId,
    featureId: page.id,
    enabled: true,
    order: (taken?.last ?? -1) + 1,
    priorityOrder: defaultPriorityOrder('page'),
    priority: FEATURE_PRIORITIES.page,
    slug,
    translations: (['fr', 'en'] as const)
      .filter((locale) => names[locale])
      .map((locale) => ({ locale, translation: names[locale] })),
  });
  return true;
}

/** Points the `page` entries of `from` at `to` (the page's slug changed). */
export async function renamePageEntries(
  db: Db,
  schoolId: number,
  from: string,
  to: string,
): Promise<void> {
  const ids = [...((await pageEntriesBySlug(db, schoolId, [from])).get(from) ?? [])];
  if (ids.length === 0) return;
  await db
    .update(schoolFeatures)
    .set({ slug: to })
    .where(
      and(
        eq(schoolFeatures.schoolId, schoolId),
        inArray(
          schoolFeatures.id,
          ids.map((entry) => entry.id),
        ),
      ),
    );
}

/** Removes the `page` entries of `slug` (the page left the navbar, or was deleted). */
export async function removePageEntries(db: Db, schoolId: number, slug: string): Promise<void> {
  const ids = (await pageEntriesBySlug(db, schoolId, [slug])).get(slug) ?? [];
  if (ids.length === 0) return;
  await db.delete(schoolFeatures).where(
    and(
      eq(schoolFeatures.schoolId, schoolId),
      inArray(
        schoolFeatures.id,
        ids.map((entry) => entry.id),
      ),
    ),
  );
}
