import {
  FEATURE_MESSAGES,
  FEATURE_PRIORITIES,
  type FeatureEntry,
  type FeatureListInput,
  type Locale,
  OWN_FEATURE_PATHS,
  REDIRECT_FEATURE_PATHS,
} from '@alumni/domain';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, schoolFeatures, schools } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { presentFeatureEntries } from './presenters.ts';
import { getSchoolParts } from './service.ts';

const isOwn = (path: string) => (OWN_FEATURE_PATHS as readonly string[]).includes(path);
const redirects = (path: string) => (REDIRECT_FEATURE_PATHS as readonly string[]).includes(path);

/**
 * Saves the school's navbar entries as `input` lists them (spec 1 §3 Feature entry; domain
 * feature-settings.ts), in one transaction under the school's row lock: each entry's place
 * (its index), whether it is on, its names, its external address (links, jobs, blog) and
 * page slug; the school's own links and pages left out are removed, new ones added after the
 * others on the phone's tab order. 400 `{"detail"}` when an id is not the school's (or
 * comes twice, or under another path) or a built-in feature is left out; nothing changes
 * then. Returns the entries as the school details present them.
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
      .select({
        id: schoolFeatures.id,
        path: features.path,
        priorityOrder: schoolFeatures.priorityOrder,
      })
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
    if (left.some((row) => !isOwn(row.path))) throw badRequest({ detail: messages.builtInMissing });
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
    const catalogue = await tx.select({ id: features.id, path: features.path }).from(features);
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(schoolFeatures.priorityOrder) })
      .from(schoolFeatures)
      .where(eq(schoolFeatures.schoolId, school.id))
      .then((rows) => rows.map((r) => ({ last: r.last ?? 0 })));
    let nextPriorityOrder = last + 1;
    for (const [order, entry] of input.features.entries()) {
      const values = {
        enabled: entry.enabled,
        order,
        translations: (['fr', 'en'] as const)
          .filter((l) => entry.names[l])
          .map((l) => ({ locale: l, translation: entry.names[l] })),
        urlRedirect: redirects(entry.path) ? (entry.url_redirect ?? null) : null,
        slug: entry.path === 'page' || entry.path === 'custom' ? (entry.slug ?? null) : null,
      };
      if (entry.id !== null) {
        await tx.update(schoolFeatures).set(values).where(eq(schoolFeatures.id, entry.id));
        continue;
      }
      const feature = catalogue.find((f) => f.path === entry.path);
      if (!feature) throw badRequest({ detail: messages.unknownEntry });
      await tx.insert(schoolFeatures).values({
        schoolId: school.id,
        featureId: feature.id,
        priorityOrder: nextPriorityOrder,
        priority: FEATURE_PRIORITIES[entry.path],
        ...values,
      });
      nextPriorityOrder += 1;
    }
  });
  const parts = await getSchoolParts(db, school, { only: ['features'] });
  return presentFeatureEntries(parts.features);
}
