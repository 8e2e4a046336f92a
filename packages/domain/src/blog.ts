import { z } from 'zod';
import { BLOG_REFS } from './blog-messages.ts';
import { COVER_FORMATS, COVER_MAX_BYTES, COVER_SIZE } from './covers.ts';
import { BLOG_SLUG_MAX, BLOG_TITLE_MAX } from './limits.ts';
import { LOCALES } from './locales.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { publicationReviewSchema } from './publication-settings.ts';
import { ROLE_CODES } from './roles.ts';
import { staticChoiceSchema } from './static-lists.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';
import { validatesPublications } from './validations.ts';

// The messages live apart, without zod, for the code that only puts them into words.
export { BLOG_MESSAGES, BLOG_REFS, type BlogMessageCatalogue } from './blog-messages.ts';

/**
 * The blog (spec 1 §3 Blog article, §5 Blog, §2 Blog screens; spec 2 §9 limits): who reads,
 * writes and validates articles, the fields' rules and the restriction filters. Pure: the
 * server enforces these rules, the web's forms use the same schemas.
 */

/** Longest article as sent, HTML included (characters). Not in the spec: a long read fits. */
export const ARTICLE_CONTENT_MAX = 100_000;
/** SEO meta title and description (characters): what search engines show, not the spec's. */
export const ARTICLE_META_TITLE_MAX = 100;
export const ARTICLE_META_DESCRIPTION_MAX = 300;
/** A refusal reason (characters). */
export const ARTICLE_REFUSAL_REASON_MAX = 1000;
/** Restriction filters: at most this many degrees. */
export const ARTICLE_FILTER_DEGREES_MAX = 200;
/** The display name of an attached document (characters). */
export const ARTICLE_ATTACHMENT_NAME_MAX = 150;
/** Articles per page by default and at most. */
export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_PAGE_SIZE_MAX = 50;
/** Suggestions shown under an article (spec 1 §2 Blog "details, suggestions"). */
export const ARTICLE_SUGGESTIONS = 3;
/** Cover photo: recommended 806×474 (spec 1 §5 Images); stored cropped to it as WebP. */
export const ARTICLE_COVER_SIZE = COVER_SIZE;
export const ARTICLE_COVER_MAX_BYTES = COVER_MAX_BYTES;
export const ARTICLE_COVER_FORMATS = COVER_FORMATS;

/** Languages an article is written in (spec 1 §3 "language (fr, en)"). */
export const ARTICLE_LANGUAGES = LOCALES;

/** Slugs: lower-case letters, digits and single hyphens (spec 1 §5 Slug). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug proposed for `title`: accents removed, lower case, every run of other characters
 * one hyphen, at most BLOG_SLUG_MAX characters, never ending in a hyphen; `article` when
 * nothing is left. Never throws.
 */
export function slugify(title: string, max = BLOG_SLUG_MAX): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug === '' ? 'article' : slug;
}

/**
 * `base` made unique among `taken`: `base`, else `base-2`, `base-3`… cut so that the suffix
 * fits in BLOG_SLUG_MAX. Never throws.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, BLOG_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Who reads and writes the school's blog (spec 2 §6 Feature visibility: the blog view): a
 * super user, or a counted role allowed on `blog/blog_list`. Never throws.
 */
export function canUseBlog(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.blogList);
}

/** Who validates articles: validators of scope 3 Blog (and super users). Never throws. */
export function canValidateArticles(user: PermissionUser, school: PermissionSchool): boolean {
  return validatesPublications(user, school, 'article');
}

/** Whether the user is a school admin here (the admin-level edit, deletion). */
export const isBlogAdmin = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/** An article's restriction filters (spec 1 §3 "restriction filters (degrees, roles)"). */
export interface ArticleFilters {
  degrees: readonly number[];
  roles: readonly number[];
}

/**
 * Whether a member holding `memberships` (their roles in the school with their degree) may
 * read an article restricted by `filters`: with degrees, one of their roles has one of them;
 * with roles, one of their roles is one of them; both when both are set. No filter: anyone.
 * Authors, validators and admins are let through by the caller. Never throws.
 */
export function passesArticleFilters(
  filters: ArticleFilters,
  memberships: readonly { role: number; degreeId: number | null }[],
): boolean {
  const degreeOk =
    filters.degrees.length === 0 ||
    memberships.some((m) => m.degreeId !== null && filters.degrees.includes(m.degreeId));
  const roleOk =
    filters.roles.length === 0 || memberships.some((m) => filters.roles.includes(m.role));
  return degreeOk && roleOk;
}

/** Whether an article has any restriction filter. */
export const isRestricted = (filters: ArticleFilters) =>
  filters.degrees.length > 0 || filters.roles.length > 0;

const MAX_ID = 2_147_483_647;

/** The fields of an article as sent, without defaults (see articleSchema). */
function articleFields() {
  const m = VALIDATION_REFS;
  return {
    title: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(BLOG_TITLE_MAX, { error: validationRef('tooLong', { max: BLOG_TITLE_MAX }) }),
    slug: z
      .string({ error: m.required })
      .trim()
      .min(1, { error: m.required })
      .max(BLOG_SLUG_MAX, { error: validationRef('tooLong', { max: BLOG_SLUG_MAX }) })
      .regex(SLUG_PATTERN, { error: m.invalidSlug }),
    content: z
      .string({ error: m.required })
      .max(ARTICLE_CONTENT_MAX, { error: validationRef('tooLong', { max: ARTICLE_CONTENT_MAX }) }),
    languages: z
      .array(z.enum(ARTICLE_LANGUAGES, { error: m.invalidChoice }), { error: m.required })
      .min(1, { error: m.required })
      .max(ARTICLE_LANGUAGES.length, { error: BLOG_REFS.languagesRepeated })
      .refine((list) => new Set(list).size === list.length, { error: BLOG_REFS.languagesRepeated }),
    // An option of the school's article_category list (static-lists.ts; the server checks it).
    category: staticChoiceSchema(),
    cover: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200),
    publish_at: z.iso
      .datetime({ offset: true, error: m.invalidDate })
      .transform((text) => new Date(text))
      .nullable(),
    draft: z.boolean({ error: m.invalidValue }),
    meta_title: z
      .string({ error: m.invalidValue })
      .trim()
      .max(ARTICLE_META_TITLE_MAX, {
        error: validationRef('tooLong', { max: ARTICLE_META_TITLE_MAX }),
      }),
    meta_description: z
      .string({ error: m.invalidValue })
      .trim()
      .max(ARTICLE_META_DESCRIPTION_MAX, {
        error: validationRef('tooLong', { max: ARTICLE_META_DESCRIPTION_MAX }),
      }),
    robots_index: z.boolean({ error: m.invalidValue }),
    robots_follow: z.boolean({ error: m.invalidValue }),
    attachment: z
      .object(
        {
          key: z.string({ error: m.required }).trim().min(1, { error: m.required }).max(200),
          name: z
            .string({ error: m.required })
            .trim()
            .min(1, { error: m.required })
            .max(ARTICLE_ATTACHMENT_NAME_MAX, {
              error: validationRef('tooLong', { max: ARTICLE_ATTACHMENT_NAME_MAX }),
            }),
        },
        { error: m.invalidValue },
      )
      .nullable(),
    author: z
      .number({ error: m.invalidChoice })
      .int({ error: m.invalidChoice })
      .positive({ error: m.invalidChoice })
      .max(MAX_ID, { error: m.invalidChoice })
      .nullable(),
    filter_degrees: z
      .array(z.number({ error: m.invalidChoice }).int().positive().max(MAX_ID), {
        error: m.invalidChoice,
      })
      .max(ARTICLE_FILTER_DEGREES_MAX, { error: m.invalidChoice }),
    filter_roles: z
      .array(
        z
          .number({ error: m.invalidRole })
          .int({ error: m.invalidRole })
          .refine((code) => (ROLE_CODES as readonly number[]).includes(code), {
            error: m.invalidRole,
          }),
        { error: m.invalidChoice },
      )
      .max(ROLE_CODES.length, { error: m.invalidChoice }),
  };
}

/**
 * Body of a new article (spec 1 §5 Blog): title (≤ 100), slug (≤ 100, letters, digits and
 * hyphens; proposed from the title when absent), content (HTML, sanitised by the server,
 * non-empty text), languages (fr, en: at least one), category, cover (a key from the cover
 * upload), publication date (required unless `draft`), SEO meta title, description and
 * robots index/follow, an attachment (`{key, name}` from the attachment upload, or null),
 * restriction filters (degree ids, role codes) when the school has them, and the author
 * (spec 1 §5 "author required": a member's id; null or absent is the writer; another
 * member only when a Blog validator or an admin writes).
 */
export function articleSchema() {
  const f = articleFields();
  return z
    .object({
      title: f.title,
      slug: f.slug.optional(),
      content: f.content,
      languages: f.languages,
      category: f.category,
      cover: f.cover,
      publish_at: f.publish_at.default(null),
      draft: f.draft.default(false),
      meta_title: f.meta_title.default(''),
      meta_description: f.meta_description.default(''),
      robots_index: f.robots_index.default(true),
      robots_follow: f.robots_follow.default(true),
      attachment: f.attachment.default(null),
      filter_degrees: f.filter_degrees.default([]),
      filter_roles: f.filter_roles.default([]),
      author: f.author.default(null),
    })
    .superRefine((article, ctx) => {
      if (!article.draft && article.publish_at === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['publish_at'],
          message: BLOG_REFS.publishAtRequired,
        });
      }
    });
}
export type ArticleInput = z.input<ReturnType<typeof articleSchema>>;

/**
 * Body of an edit: the same fields, each kept as it is when absent; `expected_updated_at`
 * (the version the editor opened) refuses the edit with 409 when someone saved meanwhile.
 */
export function articlePatchSchema() {
  const f = articleFields();
  return z.object({
    title: f.title.optional(),
    slug: f.slug.optional(),
    content: f.content.optional(),
    languages: f.languages.optional(),
    category: f.category.optional(),
    cover: f.cover.optional(),
    publish_at: f.publish_at.optional(),
    draft: f.draft.optional(),
    meta_title: f.meta_title.optional(),
    meta_description: f.meta_description.optional(),
    robots_index: f.robots_index.optional(),
    robots_follow: f.robots_follow.optional(),
    attachment: f.attachment.optional(),
    filter_degrees: f.filter_degrees.optional(),
    filter_roles: f.filter_roles.optional(),
    author: f.author.optional(),
    expected_updated_at: z.iso
      .datetime({ offset: true, error: VALIDATION_REFS.invalidDate })
      .optional(),
  });
}
export type ArticlePatchInput = z.input<ReturnType<typeof articlePatchSchema>>;

/**
 * Body of a validator's decision: `validate`, or `refuse` with the school's ticked reasons
 * and/or a written one (at most ARTICLE_REFUSAL_REASON_MAX characters; publicationReviewSchema).
 */
export function articleReviewSchema() {
  return publicationReviewSchema({
    reasonMax: ARTICLE_REFUSAL_REASON_MAX,
    reasonRequired: BLOG_REFS.reasonRequired,
  });
}
export type ArticleReviewInput = z.input<ReturnType<typeof articleReviewSchema>>;
