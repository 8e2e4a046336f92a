import { z } from 'zod';
import { FEED_MESSAGES } from './feed-messages.ts';
import type { Locale } from './locales.ts';
import { messageRef } from './message-refs.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isOwnerAllowed,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import {
  PROFILE_IMAGE_FORMATS,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MIME_TYPES,
} from './profile-images.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

// The messages live apart, without zod, for the code that only puts them into words.
export { FEED_MESSAGES, type FeedMessageCatalogue } from './feed-messages.ts';

/**
 * The feed (spec 1 §1 "feed with posts and comments", §2 Dashboard "latest posts"): who may
 * read, write, edit and delete posts and comments, and the sizes of what they write. The
 * spec gives no lengths for posts; these are the product's own, chosen so that a long
 * announcement fits and a pasted book does not.
 */

/** Longest post as sent, HTML included (characters). */
export const POST_CONTENT_MAX = 20_000;
/** Longest post text once tags are removed (characters). */
export const POST_TEXT_MAX = 5000;
/** Longest comment (characters of plain text). */
export const COMMENT_CONTENT_MAX = 2000;
/** Images one post may carry. */
export const POST_IMAGES_MAX = 4;
/** Post images: the profile pictures' formats (JPEG, PNG, WebP, GIF) and 5 MB limit. */
export const POST_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
export const POST_IMAGE_FORMATS = PROFILE_IMAGE_FORMATS;
export const POST_IMAGE_MIME_TYPES = PROFILE_IMAGE_MIME_TYPES;
/** Post images are stored shrunk to fit within this many px on each side, as WebP. */
export const POST_IMAGE_MAX_SIDE = 1600;
/** Posts per feed page by default, and the most a client may ask for. */
export const FEED_PAGE_SIZE = 10;
export const FEED_PAGE_SIZE_MAX = 50;
/** Comments per page. */
export const COMMENTS_PAGE_SIZE = 20;

/**
 * Whether the user reads and writes the school's feed (spec 2 §6 Feature visibility: the
 * feed feature needs the feed list view): a super user, or a counted role allowed on
 * `feed/feed_list`. Never throws.
 */
export function canUseFeed(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.feedList);
}

/** Only the author edits a post or comment: nobody rewrites another member's words. */
export function canEditFeedItem(user: PermissionUser, authorId: number): boolean {
  return user.id === authorId;
}

/**
 * Who deletes a post or comment (issue "Feed…": "edit and delete by the author, deletion by
 * admins"): its author, a super user, a school admin, or a role with `superowner_allowed` on
 * the feed list view (spec 2 §6 owner check). Never throws.
 */
export function canDeleteFeedItem(
  user: PermissionUser,
  school: PermissionSchool,
  authorId: number,
): boolean {
  return (
    isSchoolAdmin(user, school) || isOwnerAllowed(user, school, authorId, PERMISSION_VIEWS.feedList)
  );
}

/** Link schemes a post keeps (the server drops any other link when it sanitises). */
export const POST_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * What is wrong with a post's content, or null: no text and no image, or more than
 * POST_TEXT_MAX characters of text. `text` is the post's text without tags (the server's
 * sanitised text, the web editor's text); whitespace runs count as one space.
 */
export function postContentProblem(
  text: string,
  imageCount: number,
  locale: Locale,
): string | null {
  const normalized = text.replace(/\s+/g, ' ').trim();
  if (normalized === '' && imageCount === 0) return FEED_MESSAGES[locale].emptyPost;
  if (normalized.length > POST_TEXT_MAX) return postTooLongMessage(locale);
  return null;
}

/** `{max}` filled in. */
export function postTooLongMessage(locale: Locale): string {
  return FEED_MESSAGES[locale].postTooLong.replace('{max}', String(POST_TEXT_MAX));
}

/** The fields of a post as sent (see postSchema), without defaults. */
function postFields() {
  const m = VALIDATION_REFS;
  return {
    content: z
      .string({ error: m.required })
      .max(POST_CONTENT_MAX, { error: messageRef('feed', 'postTooLong', { max: POST_TEXT_MAX }) }),
    images: z
      .array(z.string({ error: m.invalidChoice }).min(1).max(200), { error: m.invalidChoice })
      .max(POST_IMAGES_MAX, {
        error: validationRef('tooLong', { max: POST_IMAGES_MAX }),
      }),
  };
}

/**
 * Body of `POST /api/posts/`: `content` (HTML, sanitised by the server, at most
 * POST_CONTENT_MAX characters as sent) and `images` (keys returned by the image upload, at
 * most POST_IMAGES_MAX). Emptiness and the text length are checked on the sanitised text,
 * by the server.
 */
export function postSchema() {
  const fields = postFields();
  return z.object({ content: fields.content.default(''), images: fields.images.default([]) });
}

/** Body of `PATCH /api/posts/{id}/`: the same fields, each left as it is when absent. */
export function postPatchSchema() {
  const fields = postFields();
  return z.object({ content: fields.content.optional(), images: fields.images.optional() });
}
export type PostInput = z.input<ReturnType<typeof postSchema>>;

/** Body of a comment: plain text, trimmed, 1 to COMMENT_CONTENT_MAX characters. */
export function commentSchema() {
  const m = VALIDATION_REFS;
  return z.object({
    content: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(COMMENT_CONTENT_MAX, {
        error: validationRef('tooLong', { max: COMMENT_CONTENT_MAX }),
      }),
  });
}
export type CommentInput = z.input<ReturnType<typeof commentSchema>>;
