import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FEED_MESSAGES,
  IMAGE_MESSAGES,
  POST_IMAGE_FORMATS,
  POST_IMAGE_MAX_SIDE,
  postContentProblem,
} from '@alumni/domain';
import type { PostImage } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html.ts';
import { newMediaKey, toWebpWithin, writeMedia } from '../../platform/images.ts';

/** Where the feed keeps its files: the media folder (config MEDIA_ROOT). */
export interface FeedMedia {
  mediaRoot: string;
}

/** Uploaded post images: `posts/{school}/{user}/{32 hex}-{width}x{height}.webp`. */
const IMAGE_KEY = /^posts\/(\d+)\/(\d+)\/[0-9a-f]{32}-(\d{1,5})x(\d{1,5})\.webp$/;

/**
 * Stores an uploaded image for a post to come (JPEG, PNG, WebP or GIF by content) as WebP
 * within 1600×1600 px without metadata, under a key naming the actor's school and user.
 * Returns `{key, width, height}`; 400 `{"file"}` for what is not such an image.
 */
export async function storePostImage(
  actor: Actor,
  upload: Buffer,
  media: FeedMedia,
): Promise<PostImage> {
  const image = await toWebpWithin(upload, {
    size: { width: POST_IMAGE_MAX_SIDE, height: POST_IMAGE_MAX_SIDE },
    formats: POST_IMAGE_FORMATS,
    messages: IMAGE_MESSAGES[actor.locale],
  });
  const key = newMediaKey(`posts/${actor.school.id}/${actor.user.id}`).replace(
    /\.webp$/,
    `-${image.width}x${image.height}.webp`,
  );
  await writeMedia(media.mediaRoot, key, image.data);
  return { key, width: image.width, height: image.height };
}

/**
 * The images a member attaches, from their keys: each must be one this member uploaded in
 * this school (or already on the post being edited) and still be on disk. 400 `{"images"}`.
 */
export async function imagesOf(
  actor: Actor,
  keys: string[],
  opts: { mediaRoot: string; current?: PostImage[] },
): Promise<PostImage[]> {
  const images: PostImage[] = [];
  for (const key of new Set(keys)) {
    const kept = opts.current?.find((image) => image.key === key);
    if (kept) {
      images.push(kept);
      continue;
    }
    const match = IMAGE_KEY.exec(key);
    const mine =
      match &&
      Number(match[1]) === actor.school.id &&
      Number(match[2]) === actor.user.id &&
      (await stat(path.join(opts.mediaRoot, key)).then(
        (s) => s.isFile(),
        () => false,
      ));
    if (!match || !mine) throw badRequest({ images: [FEED_MESSAGES[actor.locale].unknownImage] });
    images.push({ key, width: Number(match[3]), height: Number(match[4]) });
  }
  return images;
}

/** Sanitised post content, refused when empty (and no image) or too long (domain rule). */
export function postContent(actor: Actor, content: string, images: PostImage[]): string {
  const { html, text } = sanitizeRichText(content);
  const problem = postContentProblem(text, images.length, actor.locale);
  if (problem) throw badRequest({ content: [problem] });
  return text === '' ? '' : html;
}
