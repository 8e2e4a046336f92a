import { FEATURE_PATHS, type FeaturePath } from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { features, schoolFeatures } from '../src/db/schema/index.ts';
import { addFeatures, ensureFeatureCatalogue } from '../src/seed/catalogue.ts';

/*
 * A school's feature entries as tests set them (spec 1 §3 Feature entry), written directly:
 * the API's feature switches (platform/feature-switches.ts) follow them.
 */

/** Gives `schoolId` an enabled entry for every feature it has none of (the seed's campus-en lacks some). */
export async function addMissingFeatures(db: Db, schoolId: number): Promise<void> {
  const present = await db
    .select({ path: features.path })
    .from(schoolFeatures)
    .innerJoin(features, eq(features.id, schoolFeatures.featureId))
    .where(eq(schoolFeatures.schoolId, schoolId));
  const missing = FEATURE_PATHS.filter((path) => !present.some((row) => row.path === path));
  if (missing.length === 0) return;
  await db.transaction(async (tx) =>
    addFeatures(tx, schoolId, await ensureFeatureCatalogue(tx), missing),
  );
}

/** Switches every entry of `paths` in `schoolId` on or off. */
export async function switchFeatures(
  db: Db,
  schoolId: number,
  paths: FeaturePath[],
  enabled: boolean,
): Promise<void> {
  const ids = await db
    .select({ id: features.id })
    .from(features)
    .where(inArray(features.path, paths));
  await db
    .update(schoolFeatures)
    .set({ enabled })
    .where(
      and(
        eq(schoolFeatures.schoolId, schoolId),
        inArray(
          schoolFeatures.featureId,
          ids.map((row) => row.id),
        ),
      ),
    );
}
