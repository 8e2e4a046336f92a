import {
  defaultPriorityOrder,
  FEATURE_MESSAGES,
  FEATURE_PRIORITIES,
  type FeatureEntry,
  type FeatureListInput,
  type FeatureMessageCatalogue,
  isOwnFeaturePath,
  type Locale,
} from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customPages, features, schoolFeatures, schools } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { presentFeatureEntries } from './presenters.ts';
import { getSchoolParts } from './service.ts';

/**
 * Saves the school's navbar entries as `input` lists them (spec 1 §3 Feature entry; domain
 * feature-settings.ts), in one transaction under the school's row lock: each entry's place
 * (its index), whether it is on, its names, its external address (links, jobs, blog), page
 * slug, icon and priority order (kept when not sent; a new entry's priority is its feature's,
 * spec 2 §9); the school's own links and pages left out are removed. 400 `{"detail"}` when an
 * id is not the school's (or comes twice, or under another path) or a built-in feature is left
 * out; 400 `{"features.N.slug"}` when a page entry names none of the school's custom pages;
 * nothing changes then. Returns the entries as the school details present them.
 */
export async function saveFeatures(
  db: Db,
  school: SchoolRow,
  input: FeatureListInput,
  locale: Locale,
): Promise<FeatureEntry[]> {
  const messages = FEATURE_MESSAGES[locale];
  await db.transaction(async (tx) => {
    await tx
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.id, school.id))
      .for('update');
    const current = await tx
      .select({ id: schoolFeatures.id, path: features.path })
      .from(schoolFeatures)
      .innerJoin(features, eq(features.id, schoolFeatures.featureId))
      .where(eq(schoolFeatures.schoolId, school.id));
    const byId = new Map(current.map((row) => [row.id, row]));
    const seen = new Set<number>();
    for (const entry of input.features) {
      if (entry.id === null) continue;
      const row = byId.get(entry.id);
      if (!row || seen.has(entry.id) || row.path !== entry.path) {
        throw badRequest({ detail: messages.unknownEntry });
      }
      seen.add(entry.id);
    }
    const left = current.filter((row) => !seen.has(row.id));
    if (left.some((row) => !isOwnFeaturePath(row.path)))
      throw badRequest({ detail: messages.builtInMissing });
    if (left.length) {
      await tx.delete(schoolFeatures).where(
        and(
          eq(schoolFeatures.schoolId, school.id),
          inArray(
            schoolFeatures.id,
            left.map((row) => row.id),
          ),
        ),
      );
    }
    await checkPageSlugs(tx, school.id, input, messages);
    const catalogue = await tx.select({ id: features.id, path: features.path }).from(features);
    for (const [order, entry] of input.features.entries()) {
      const values = {
        ...(entry.icon !== undefined && { icon: entry.icon }),
        ...(entry.priorityOrder !== undefined && { priorityOrder: entry.priorityOrder }),
        enabled: entry.enabled,
        order,
        translations: (['fr', 'en'] as const)
          .filter((l) => entry.names[l])
          .map((l) => ({ locale: l, translation: entry.names[l] })),
        urlRedirect: entry.url_redirect,
        slug: entry.slug,
      };
      if (entry.id !== null) {
        await tx
          .update(schoolFeatures)
          .set(values)
          .where(and(eq(schoolFeatures.id, entry.id), eq(schoolFeatures.schoolId, school.id)));
        continue;
      }
      const feature = catalogue.find((f) => f.path === entry.path);
      if (!feature) throw badRequest({ detail: messages.unknownEntry });
      await tx.insert(schoolFeatures).values({
        schoolId: school.id,
        featureId: feature.id,
        priorityOrder: defaultPriorityOrder(entry.path),
        priority: FEATURE_PRIORITIES[entry.path],
        ...values,
      });
    }
  });
  const parts = await getSchoolParts(db, school, { only: ['features'] });
  return presentFeatureEntries(parts.features);
}

/**
 * 400 `{"features.N.slug"}` for each `page` entry whose slug names none of the school's custom
 * pages (a page's entry is added from its editor; here it is moved, renamed, switched or
 * removed, and keeps naming its page).
 */
async function checkPageSlugs(
  db: Db,
  schoolId: number,
  input: FeatureListInput,
  messages: FeatureMessageCatalogue,
): Promise<void> {
  const asked = input.features.flatMap((entry, index) =>
    entry.path === 'page' && entry.slug ? [{ index, slug: entry.slug }] : [],
  );
  if (asked.length === 0) return;
  const pages = await db
    .select({ slug: customPages.slug })
    .from(customPages)
    .where(
      and(
        eq(customPages.schoolId, schoolId),
        inArray(
          customPages.slug,
          asked.map((entry) => entry.slug),
        ),
      ),
    );
  const known = new Set(pages.map((page) => page.slug));
  const missing = asked.filter((entry) => !known.has(entry.slug));
  if (missing.length === 0) return;
  throw badRequest(
    Object.fromEntries(
      missing.map((entry) => [`features.${entry.index}.slug`, [messages.noSuchPage]]),
    ),
  );
}
