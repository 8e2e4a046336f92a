import { BLOG_MESSAGES } from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import { coverOf, type StoredCover, storeCover } from '../../platform/covers.ts';
import { safeFileName } from '../../platform/downloads.ts';
import { badRequest } from '../../platform/errors.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import { isOwnUpload, storeDocument } from '../../platform/uploads.ts';

/** A stored cover photo: its media key and size in px. */
export type ArticleCover = StoredCover;

/** Stores an uploaded cover photo under `articles/` (platform storeCover). */
export const storeArticleCover = (actor: Actor, upload: Buffer, mediaRoot: string) =>
  storeCover(actor, upload, { folder: 'articles', mediaRoot });

/**
 * The cover an article is saved with, from its key: the article's current cover, or one
 * this member uploaded in this school that is still on disk. 400 `{"cover"}` otherwise.
 */
export const articleCoverOf = (
  actor: Actor,
  key: string,
  opts: { mediaRoot: string; current?: ArticleCover },
) =>
  coverOf(actor, key, {
    ...opts,
    folder: 'articles',
    unknown: BLOG_MESSAGES[actor.locale].unknownCover,
  });

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

/** Uploaded attachments: `article-files/{school}/{user}/{32 hex}.{pdf|doc|docx}` (not public). */
const ATTACHMENT_KEY = /^article-files\/(\d+)\/(\d+)\/[0-9a-f]{32}\.(pdf|docx?)$/;

/** Stores an uploaded document as an article attachment, under `article-files/` (platform storeDocument: checked by its bytes). */
export const storeAttachment = (
  actor: Actor,
  file: { data: Buffer; fileName: string; type: string },
  mediaRoot: string,
) => storeDocument(actor, file, { folder: 'article-files', mediaRoot });

/**
 * The attachment an article is saved with: none, its current one, or one this member
 * uploaded in this school that is still on disk (400 `{"attachment"}` otherwise).
 */
export async function attachmentOf(
  actor: Actor,
  input: { key: string; name: string } | null,
  opts: { mediaRoot: string; currentKey?: string | null },
): Promise<{ attachmentKey: string | null; attachmentName: string | null }> {
  if (input === null) return { attachmentKey: null, attachmentName: null };
  const name = safeFileName(input.name);
  if (opts.currentKey && input.key === opts.currentKey) {
    return { attachmentKey: input.key, attachmentName: name };
  }
  if (!(await isOwnUpload(actor, input.key, ATTACHMENT_KEY, opts.mediaRoot)))
    throw badRequest({ attachment: [BLOG_MESSAGES[actor.locale].unknownAttachment] });
  return { attachmentKey: input.key, attachmentName: name };
}
