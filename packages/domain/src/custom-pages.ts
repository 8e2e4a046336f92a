import { z } from 'zod';
import { CUSTOM_PAGE_REFS } from './custom-page-messages.ts';
import { FEATURE_NAME_MAX } from './limits.ts';
import type { Locale, LocalizedText } from './locales.ts';
import { messageRef } from './message-refs.ts';
import { isSchoolAdmin, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { RUN_ON_ANY_OBJECT, unlessEmpty } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's custom pages (spec 1 §2 routes `/page`, `/page/{slug}`, `/page/{slug}/{id}`,
 * "Custom pages are found by slug under /custom/ or /page/"; §3 Feature entry `slug`; §5 Slug;
 * spec 2 §2 Navbar "custom pages … each with member-only or public display"; issue 31 item 6).
 * A page has a slug, a title and a rich-text body per language (sanitised as the feed's posts
 * are), and is for members only or public; it may have sub-pages (one level: a title and a
 * body each, listed on the page, opened at `/page/{slug}/{id}`). Its navbar entry is a `page`
 * feature entry with the same slug, added and removed from the page's editor ("show in the
 * menu"); an entry that is turned off switches the page off for its readers (customPageAccess).
 */

/** Longest title per language (characters), as an article's (spec 2 §9 Blog title 100). */
export const CUSTOM_PAGE_TITLE_MAX = 100;
/** Longest slug (characters): the navbar entry's column (feature-settings.ts FEATURE_SLUG_MAX). */
export const CUSTOM_PAGE_SLUG_MAX = 100;
/** Longest body per language, in characters of text (its tags not counted). */
export const CUSTOM_PAGE_TEXT_MAX = 20_000;
/** Longest body per language as sent, tags included (a guard on the request's size). */
export const CUSTOM_PAGE_HTML_MAX = 100_000;
/** Most pages a school has. */
export const CUSTOM_PAGES_MAX = 50;
/** Most sub-pages a page has. */
export const CUSTOM_SUBPAGES_MAX = 20;

/** Who reads a page: the school's members only, or everyone where the school has public pages. */
export const CUSTOM_PAGE_VISIBILITIES = ['members', 'public'] as const;
export type CustomPageVisibility = (typeof CUSTOM_PAGE_VISIBILITIES)[number];

/**
 * A page's place in the navbar: `none` (no entry: read by its address only), `on` (an entry is
 * turned on), `off` (its entries are all turned off: the page is switched off for readers).
 */
export const CUSTOM_PAGE_NAVBAR_STATES = ['none', 'on', 'off'] as const;
export type CustomPageNavbarState = (typeof CUSTOM_PAGE_NAVBAR_STATES)[number];

const m = VALIDATION_REFS;

/** A message of the custom pages' catalogue with its `{name}` values, for schemas and services. */
export function customPageRef(
  key: keyof typeof CUSTOM_PAGE_REFS,
  params: Record<string, string | number> = {},
): string {
  return messageRef('pages', key, params);
}

/**
 * A page's slug (spec 1 §5 "Slug: letters, digits, hyphens only"), as its address and its
 * navbar entry carry it: trimmed and lowercased; only letters a–z, digits and hyphens, the
 * hyphens of its ends dropped and runs of them made one ('Nous--Contacter-' → 'nous-contacter').
 */
export const customPageSlugSchema = z
  .string({ error: m.required })
  .trim()
  .toLowerCase()
  .min(1, { error: m.required })
  .max(CUSTOM_PAGE_SLUG_MAX, { error: validationRef('tooLong', { max: CUSTOM_PAGE_SLUG_MAX }) })
  .refine(
    unlessEmpty((slug) => /^[a-z0-9-]+$/.test(slug)),
    { error: m.invalidSlug },
  )
  .transform((slug, ctx) => {
    const tidy = slug.replace(/-+/g, '-').replace(/^-|-$/g, '');
    if (tidy !== '') return tidy;
    ctx.addIssue({ code: 'custom', message: m.invalidSlug });
    return z.NEVER;
  });

/** One language's title: trimmed, at most CUSTOM_PAGE_TITLE_MAX characters, '' when absent. */
const titleText = z
  .string({ error: m.invalidValue })
  .trim()
  .max(CUSTOM_PAGE_TITLE_MAX, {
    error: validationRef('tooLong', { max: CUSTOM_PAGE_TITLE_MAX }),
  })
  .default('');

/** One language's body as sent: HTML the server sanitises ('' when absent). */
const bodyHtml = z
  .string({ error: m.invalidValue })
  .max(CUSTOM_PAGE_HTML_MAX, { error: validationRef('tooLong', { max: CUSTOM_PAGE_HTML_MAX }) })
  .default('');

const textFields = {
  title: z.object({ fr: titleText, en: titleText }, { error: m.required }),
  body: z
    .object({ fr: bodyHtml, en: bodyHtml }, { error: m.invalidValue })
    .default({ fr: '', en: '' }),
};

/** "Title in one language at least", read defensively (the check runs after other issues). */
function checkTitle(value: { title?: unknown }, ctx: z.RefinementCtx): void {
  const title = value.title as { fr?: unknown; en?: unknown } | undefined;
  if (title && typeof title === 'object' && !title.fr && !title.en) {
    ctx.addIssue({ code: 'custom', path: ['title'], message: CUSTOM_PAGE_REFS.titleRequired });
  }
}

/**
 * Body of `POST /api/schools/{id}/custom-pages/` and `PATCH …/custom-pages/{pageId}/`: the
 * whole page. `slug` (customPageSlugSchema, one per school); `title` per language (one at
 * least, ≤ CUSTOM_PAGE_TITLE_MAX); `body` per language (rich text, ≤ CUSTOM_PAGE_TEXT_MAX
 * characters of text once sanitised); `visibility` members (default) or public; `in_navbar`
 * whether the page has an entry in the navbar (default true: created with the page, removed
 * with false).
 */
export const customPageSchema = z
  .object({
    slug: customPageSlugSchema,
    ...textFields,
    visibility: z.enum(CUSTOM_PAGE_VISIBILITIES, { error: m.invalidChoice }).default('members'),
    in_navbar: z.boolean({ error: m.invalidValue }).default(true),
  })
  .superRefine(checkTitle, RUN_ON_ANY_OBJECT);
export type CustomPageInput = z.input<typeof customPageSchema>;
export type CustomPageValues = z.output<typeof customPageSchema>;

/**
 * Body of `POST /api/schools/{id}/custom-pages/{pageId}/subpages/` and `PATCH
 * …/subpages/{subpageId}/`: the whole sub-page, `title` and `body` as a page's. A sub-page has
 * no slug (its address is its page's and its id) and follows its page's visibility and switch.
 */
export const customSubpageSchema = z.object(textFields).superRefine(checkTitle, RUN_ON_ANY_OBJECT);
export type CustomSubpageInput = z.input<typeof customSubpageSchema>;
export type CustomSubpageValues = z.output<typeof customSubpageSchema>;

/** Who writes the school's pages: its admins (and super users, admins everywhere). */
export const canManageCustomPages = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * A page's place in the navbar from its entries (the school's `page` entries with its slug):
 * `none` without any, `on` when one is turned on, else `off`. Never throws.
 */
export function customPageNavbarState(
  entries: readonly { enabled: boolean }[],
): CustomPageNavbarState {
  if (entries.length === 0) return 'none';
  return entries.some((entry) => entry.enabled) ? 'on' : 'off';
}

/** Who asks to read a page. */
export interface CustomPageReader {
  signedIn: boolean;
  /** Holds a counted role in the school (hasRoleInSchool; a super user always does). */
  member: boolean;
  /** School admin or super user (canManageCustomPages). */
  admin: boolean;
}

/** What reading a page gives: the page, or the answer its reader gets instead. */
export type CustomPageAccess = 'read' | 'sign-in' | 'forbidden' | 'not-found';

/**
 * Whether `reader` may read a page (spec 2 §6 Feature visibility: custom pages have no list
 * view, so members read them; anonymous visitors only public ones, where the school has public
 * pages). Admins always read, switched off or not (they edit it). A page whose navbar entries
 * are all turned off (`off`) is not found for everyone else. Then: members read every page;
 * anyone else reads a public page of a school with public pages; an anonymous visitor is asked
 * to sign in otherwise ('sign-in', 401), a signed-in non-member is refused ('forbidden', 403).
 * A sub-page follows its page. Never throws.
 */
export function customPageAccess(
  page: { visibility: CustomPageVisibility; navbar: CustomPageNavbarState },
  reader: CustomPageReader,
  hasPublicPages: boolean,
): CustomPageAccess {
  if (reader.admin) return 'read';
  if (page.navbar === 'off') return 'not-found';
  if (reader.member) return 'read';
  if (page.visibility === 'public' && hasPublicPages) return 'read';
  return reader.signedIn ? 'forbidden' : 'sign-in';
}

/** Whether a text (a title, or a body's HTML) holds anything to read: tags and spaces aside. */
export function hasCustomPageText(text: string): boolean {
  return (
    text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}

/**
 * A page's title or body in `locale`, or in the other language when that one holds nothing
 * (a school may write in one language only), with the language it is in (the web marks it
 * with `lang`); null when both are empty. Never throws.
 */
export function customPageTextIn(
  text: LocalizedText,
  locale: Locale,
): { text: string; lang: Locale } | null {
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  for (const lang of [locale, other]) {
    const value = text[lang] ?? '';
    if (hasCustomPageText(value)) return { text: value, lang };
  }
  return null;
}

/**
 * The names a page's new navbar entry gets: its titles, each cut to the entry's FEATURE_NAME_MAX
 * characters ('…' at the cut), '' where the page has no title in that language (the navbar
 * then shows the other). Admins rename the entry in the features section. Never throws.
 */
export function customPageEntryNames(title: LocalizedText): LocalizedText {
  const cut = (text: string) => {
    const chars = Array.from(text.trim());
    if (chars.length <= FEATURE_NAME_MAX) return chars.join('');
    return `${chars
      .slice(0, FEATURE_NAME_MAX - 1)
      .join('')
      .trimEnd()}…`;
  };
  return { fr: cut(title.fr), en: cut(title.en) };
}
