import type { SchoolImageKind } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { removeMedia, writeMedia } from '../../platform/images.ts';

/** The schools columns of each image (their media keys). */
const COLUMNS = {
  logo: 'logo',
  cover: 'cover',
  icon_pwa: 'iconPwa',
  login_photo: 'loginPhoto',
} as const satisfies Record<SchoolImageKind, keyof typeof schools.$inferSelect>;

/** The school's image keys by kind (null: none). */
export type SchoolImageKeys = Record<SchoolImageKind, string | null>;

const keysOf = (row: Pick<typeof schools.$inferSelect, (typeof COLUMNS)[SchoolImageKind]>) => ({
  logo: row.logo,
  cover: row.cover,
  icon_pwa: row.iconPwa,
  login_photo: row.loginPhoto,
});

/**
 * Points the school's `kind` column at `key` (null: no image) in one transaction, the row
 * locked so that two changes at once leave one file, not a lost one. Returns the key it
 * replaced (its file is the caller's to remove, once committed) and every image key as
 * saved; 404 when the school is gone.
 */
async function pointImageAt(
  db: Db,
  schoolId: number,
  kind: SchoolImageKind,
  key: string | null,
): Promise<{ previous: string | null; keys: SchoolImageKeys }> {
  const column = COLUMNS[kind];
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: schools[column] })
      .from(schools)
      .where(eq(schools.id, schoolId))
      .for('update');
    if (!before) throw notFound();
    const [after] = await tx
      .update(schools)
      .set({ [column]: key })
      .where(eq(schools.id, schoolId))
      .returning();
    if (!after) throw notFound();
    return { previous: before.key, keys: keysOf(after) };
  });
}

/**
 * Replaces a school image: writes `data` at `key` under `mediaRoot`, points the school's
 * column at it (pointImageAt), then removes the old file; a failed update removes the new
 * file instead. Returns every image key of the school as saved. 404 when the school is gone.
 */
export async function replaceSchoolImage(
  db: Db,
  schoolId: number,
  opts: { mediaRoot: string; kind: SchoolImageKind; key: string; data: Buffer },
): Promise<SchoolImageKeys> {
  await writeMedia(opts.mediaRoot, opts.key, opts.data);
  let saved: Awaited<ReturnType<typeof pointImageAt>>;
  try {
    saved = await pointImageAt(db, schoolId, opts.kind, opts.key);
  } catch (error) {
    await removeMedia(opts.mediaRoot, opts.key);
    throw error;
  }
  await removeMedia(opts.mediaRoot, saved.previous);
  return saved.keys;
}

/**
 * Removes one of the school's optional images (OPTIONAL_SCHOOL_IMAGE_KINDS): its column set
 * to null (pointImageAt), then its file removed. Returns every image key as saved; 404 when
 * the school is gone.
 */
export async function removeSchoolImage(
  db: Db,
  schoolId: number,
  opts: { mediaRoot: string; kind: SchoolImageKind },
): Promise<SchoolImageKeys> {
  const saved = await pointImageAt(db, schoolId, opts.kind, null);
  await removeMedia(opts.mediaRoot, saved.previous);
  return saved.keys;
}
