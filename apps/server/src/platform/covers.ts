import { COVER_FORMATS, COVER_SIZE, IMAGE_MESSAGES } from '@alumni/domain';
import type { Actor } from './actor.ts';
import { badRequest } from './errors.ts';
import { newMediaKey, toWebp, writeMedia } from './images.ts';
import { isOwnUpload } from './uploads.ts';

/**
 * Cover photos of articles and events (spec 1 §5 Images; domain COVER_SIZE): an upload is
 * re-encoded at once and kept under `{folder}/{school}/{user}/{32 hex}.webp`; the form then
 * saves that key, which must be the item's current cover or the member's own upload.
 */

/** A stored cover photo: its media key and size in px. */
export interface StoredCover {
  key: string;
  width: number;
  height: number;
}

/** The keys of covers uploaded under `folder` (school id first, user id second). */
const keyPattern = (folder: string) => new RegExp(`^${folder}/(\\d+)/(\\d+)/[0-9a-f]{32}\\.webp$`);

/**
 * Stores an uploaded cover photo (JPEG, PNG, WebP or GIF by content) cropped to COVER_SIZE
 * (or `size`: a group's thumbnail and header) as WebP without metadata, under `folder` for
 * the actor's school and user. Returns the cover; 400 `{"file"}` for what is not such an
 * image.
 */
export async function storeCover(
  actor: Actor,
  upload: Buffer,
  opts: { folder: string; mediaRoot: string; size?: { width: number; height: number } },
): Promise<StoredCover> {
  const size = opts.size ?? COVER_SIZE;
  const data = await toWebp(upload, {
    size,
    formats: COVER_FORMATS,
    messages: IMAGE_MESSAGES[actor.locale],
  });
  const key = newMediaKey(`${opts.folder}/${actor.school.id}/${actor.user.id}`);
  await writeMedia(opts.mediaRoot, key, data);
  return { key, ...size };
}

/**
 * The cover an item is saved with, from its key: its `current` cover, or one this member
 * uploaded under `folder` in this school that is still on disk. 400 `{[field]: [unknown]}`
 * otherwise (`field` is `cover` unless named; `size` COVER_SIZE unless given).
 */
export async function coverOf(
  actor: Actor,
  key: string,
  opts: {
    folder: string;
    mediaRoot: string;
    unknown: string;
    current?: StoredCover;
    field?: string;
    size?: { width: number; height: number };
  },
): Promise<StoredCover> {
  if (opts.current?.key === key) return opts.current;
  if (!(await isOwnUpload(actor, key, keyPattern(opts.folder), opts.mediaRoot))) {
    throw badRequest({ [opts.field ?? 'cover']: [opts.unknown] });
  }
  return { key, ...(opts.size ?? COVER_SIZE) };
}
