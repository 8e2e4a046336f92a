import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  ARTICLE_COVER_FORMATS,
  ARTICLE_COVER_SIZE,
  BLOG_MESSAGES,
  IMAGE_MESSAGES,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import { newMediaKey, toWebp, writeMedia } from '../../platform/images.ts';

/** A stored cover photo: its media key and size in px. */
export interface ArticleCover {
  key: string;
  width: number;
  height: number;
}

/** Uploaded covers: `articles/{school}/{user}/{32 hex}.webp`, always 806×474. */
const COVER_KEY = /^articles\/(\d+)\/(\d+)\/[0-9a-f]{32}\.webp$/;

/**
 * Stores an uploaded cover photo (JPEG, PNG, WebP or GIF by content) cropped to the
 * recommended 806×474 (spec 1 §5 Images) as WebP without metadata, under a key naming the
 * actor's school and user. Returns the cover; 400 `{"file"}` for what is not such an image.
 */
export async function storeCover(
  actor: Actor,
  upload: Buffer,
  mediaRoot: string,
): Promise<ArticleCover> {
  const data = await toWebp(upload, {
    size: ARTICLE_COVER_SIZE,
    formats: ARTICLE_COVER_FORMATS,
    messages: IMAGE_MESSAGES[actor.locale],
  });
  const key = newMediaKey(`articles/${actor.school.id}/${actor.user.id}`);
  await writeMedia(mediaRoot, key, data);
  return { key, ...ARTICLE_COVER_SIZE };
}

/**
 * The cover an article is saved with, from its key: the article's current cover, or one
 * this member uploaded in this school that is still on disk. 400 `{"cover"}` otherwise.
 */
export async function coverOf(
  actor: Actor,
  key: string,
  opts: { mediaRoot: string; current?: ArticleCover },
): Promise<ArticleCover> {
  if (opts.current?.key === key) return opts.current;
  const match = COVER_KEY.exec(key);
  const mine =
    match &&
    Number(match[1]) === actor.school.id &&
    Number(match[2]) === actor.user.id &&
    (await stat(path.join(opts.mediaRoot, key)).then(
      (s) => s.isFile(),
      () => false,
    ));
  if (!mine) throw badRequest({ cover: [BLOG_MESSAGES[actor.locale].unknownCover] });
  return { key, ...ARTICLE_COVER_SIZE };
}

/**
 * Sanitised article content (spec 1 §5 Blog "content non-empty"; "Video only from the
 * YouTube service"): 400 `{"content"}` when no text and no video is left, or when it embeds
 * a frame from elsewhere.
 */
export function articleContent(actor: Actor, content: string): string {
  const messages = BLOG_MESSAGES[actor.locale];
  const { html, text, videos, droppedFrames } = sanitizeLongRichText(content);
  if (droppedFrames) throw badRequest({ content: [messages.onlyYoutube] });
  if (text === '' && videos === 0) throw badRequest({ content: [messages.contentRequired] });
  return html;
}
