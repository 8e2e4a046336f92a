import { PROFILE_IMAGE_FORMATS, PROFILE_IMAGE_MAX_BYTES } from './profile-images.ts';

/**
 * Cover photos of articles and events (spec 1 §5 Images "blog 806x474"; the spec gives events
 * no size, so they take the blog's): uploaded once, stored cropped to this size as WebP.
 */
export const COVER_SIZE = { width: 806, height: 474 } as const;
/** The heaviest upload and the formats read, as profile images. */
export const COVER_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
export const COVER_FORMATS = PROFILE_IMAGE_FORMATS;
/** A cover's media key (characters). */
export const COVER_KEY_MAX = 200;
