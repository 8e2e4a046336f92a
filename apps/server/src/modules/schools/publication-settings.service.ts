import {
  AREA_FLAGS,
  type PublicationArea,
  type PublicationSettings,
  type PublicationSettingsInput,
} from '@alumni/domain';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refusalReasons, schools } from '../../db/schema/index.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * The validation settings of a publishing area (spec 1 §2 Settings "job ad / event / blog
 * validation", "interest groups review"; domain publication-settings.ts): the school's flags for the area and its
 * ordered refusal reasons.
 */

/** The school columns behind each area's flags (spec 1 §3 School flags). */
const COLUMNS = {
  blog: {
    validate: 'validateBlog',
    has_filter: 'hasFilterBlog',
    show_views: 'showViewsBlog',
    feed_hide: null,
  },
  event: {
    validate: 'validateEvent',
    has_filter: 'hasFilterEvent',
    show_views: null,
    feed_hide: null,
  },
  jobad: {
    validate: 'validateJobads',
    has_filter: 'hasFilterJobads',
    show_views: 'showViewsJobads',
    feed_hide: 'feedHideJobads',
  },
  club: {
    validate: 'validateClub',
    has_filter: 'hasFilterClub',
    show_views: null,
    feed_hide: null,
  },
} as const satisfies Record<
  PublicationArea,
  Record<'validate' | 'has_filter' | 'show_views' | 'feed_hide', keyof SchoolRow | null>
>;

/** The area's reasons in their order. */
async function reasonsOf(db: Db, schoolId: number, area: PublicationArea) {
  const rows = await db
    .select({
      id: refusalReasons.id,
      labelFr: refusalReasons.labelFr,
      labelEn: refusalReasons.labelEn,
    })
    .from(refusalReasons)
    .where(and(eq(refusalReasons.schoolId, schoolId), eq(refusalReasons.area, area)))
    .orderBy(asc(refusalReasons.position), asc(refusalReasons.id));
  return rows.map((r) => ({ id: r.id, label_fr: r.labelFr, label_en: r.labelEn }));
}

/** The area's settings as the contract gives them (flags the area lacks are null). */
export async function getPublicationSettings(
  db: Db,
  school: SchoolRow,
  area: PublicationArea,
): Promise<PublicationSettings> {
  const [row] = await db.select().from(schools).where(eq(schools.id, school.id));
  if (!row) throw new Error(`school ${school.id} vanished`);
  const columns = COLUMNS[area];
  return {
    area,
    validate: row[columns.validate],
    has_filter: row[columns.has_filter],
    show_views: columns.show_views ? row[columns.show_views] : null,
    feed_hide: columns.feed_hide ? row[columns.feed_hide] : null,
    reasons: await reasonsOf(db, school.id, area),
  };
}

/**
 * Saves the area's settings in the caller's transaction: its flags (those it has; the others
 * in `input` are ignored), then its reasons as listed: kept and renamed by `id`, added
 * without one (an id of another area or school counts as none), the others deleted, each in
 * the given order. Returns the settings as saved.
 */
export async function savePublicationSettings(
  db: Db,
  school: SchoolRow,
  area: PublicationArea,
  input: PublicationSettingsInput,
): Promise<PublicationSettings> {
  const columns = COLUMNS[area];
  const flags: Partial<typeof schools.$inferInsert> = {
    [columns.validate]: input.validate,
    [columns.has_filter]: input.has_filter,
  };
  for (const flag of AREA_FLAGS[area]) {
    const column = columns[flag];
    const value = input[flag];
    if (column && value !== undefined) flags[column] = value;
  }
  await db.update(schools).set(flags).where(eq(schools.id, school.id));

  const existing = new Set((await reasonsOf(db, school.id, area)).map((r) => r.id));
  const kept = input.reasons.flatMap((r) =>
    r.id !== undefined && existing.has(r.id) ? [r.id] : [],
  );
  const ofArea = and(eq(refusalReasons.schoolId, school.id), eq(refusalReasons.area, area));
  await db
    .delete(refusalReasons)
    .where(kept.length > 0 ? and(ofArea, notInArray(refusalReasons.id, kept)) : ofArea);
  const seen = new Set<number>();
  for (const [position, reason] of input.reasons.entries()) {
    const labels = { labelFr: reason.label_fr, labelEn: reason.label_en, position };
    // The same id twice keeps the first; the second becomes a new reason.
    if (reason.id !== undefined && existing.has(reason.id) && !seen.has(reason.id)) {
      seen.add(reason.id);
      await db
        .update(refusalReasons)
        .set(labels)
        .where(and(ofArea, eq(refusalReasons.id, reason.id)));
    } else {
      await db.insert(refusalReasons).values({ schoolId: school.id, area, ...labels });
    }
  }
  return getPublicationSettings(db, school, area);
}
