import { z } from 'zod';
import { DB_ID_MAX } from './api/shared.ts';
import type { Locale, LocalizedText } from './locales.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's pages (spec 1 §2 "School page editing: about, team section, homepage
 * presentation, mentorship presentation, key stats"; spec 2 §6 "School admins … edit school
 * pages"; issue 31 item 6): the about page's presentation and team, the presentation the home
 * page shows visitors, and the mentorship presentation, each per language. `about` is a
 * publicly visible feature (spec 1 §2 "Publicly visible feature names: dashboard, about, blog,
 * blog-slug"): anonymous readers read it where the school has public pages. Key numbers are in
 * key-numbers.ts.
 */

/** Longest presentation per language, in characters of text (its tags not counted). */
export const PAGE_TEXT_MAX = 10_000;

/** Longest presentation per language as sent, tags included (a guard on the body's size). */
export const PAGE_HTML_MAX = 100_000;

/** Most people in a school's team. */
export const TEAM_MEMBERS_MAX = 30;

/** Longest name of a team member (characters): the table's column. */
export const TEAM_NAME_MAX = 100;

/** Longest position or title per language (characters): it shows on the member's card. */
export const TEAM_POSITION_MAX = 100;

/** Longest short biography per language (characters), as a profile's summary is short. */
export const TEAM_BIOGRAPHY_MAX = 1000;

/** A team member's photo: cropped square, stored as WebP at this size (px). */
export const TEAM_PHOTO_SIZE = { width: 400, height: 400 } as const;

/** The presentations of the school's pages, as the API names them. */
export const SCHOOL_PAGE_TEXTS = ['about', 'home', 'mentorship'] as const;
export type SchoolPageText = (typeof SCHOOL_PAGE_TEXTS)[number];

const m = VALIDATION_REFS;

/** One language's presentation as sent: HTML the server sanitises ('' when absent). */
const pageHtml = z
  .string({ error: m.invalidValue })
  .max(PAGE_HTML_MAX, { error: validationRef('tooLong', { max: PAGE_HTML_MAX }) })
  .default('');

/** A presentation in both languages. */
const pageTextSchema = z.object({ fr: pageHtml, en: pageHtml }, { error: m.invalidValue });

/**
 * Body of `PATCH /api/schools/{id}/pages/`: any of the three presentations, each whole (both
 * languages; a language left out is emptied). Rich text, sanitised by the server as the feed's
 * posts are, at most PAGE_TEXT_MAX characters of text per language.
 */
export const schoolPagesPatchSchema = z.object({
  about: pageTextSchema.optional(),
  home: pageTextSchema.optional(),
  mentorship: pageTextSchema.optional(),
});
export type SchoolPagesPatchInput = z.input<typeof schoolPagesPatchSchema>;
export type SchoolPagesPatch = z.output<typeof schoolPagesPatchSchema>;

/** One language's short text: trimmed, at most `max` characters, '' when absent. */
const localText = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) })
    .default('');

const localized = (max: number) =>
  z.object({ fr: localText(max), en: localText(max) }, { error: m.invalidValue });

/** A member's user id, or null. */
const linkedUser = z
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .positive({ error: m.invalidValue })
  .max(DB_ID_MAX, { error: m.invalidValue })
  .nullable();

/** The fields of a team member, each with its rule. */
const teamMemberFields = {
  name: requiredText(m, TEAM_NAME_MAX),
  position: localized(TEAM_POSITION_MAX).default({ fr: '', en: '' }),
  biography: localized(TEAM_BIOGRAPHY_MAX).default({ fr: '', en: '' }),
  /** The member whose profile the card links to (a member of the school), or null. */
  user: linkedUser.default(null),
};

/**
 * Body of `POST /api/schools/{id}/team/`: a person of the team. `name` required (≤
 * TEAM_NAME_MAX); `position` and `biography` per language (≤ TEAM_POSITION_MAX,
 * TEAM_BIOGRAPHY_MAX; optional, biographies plain text with their line breaks); `user` the
 * member whose profile the card links to, or null. The photo is uploaded apart.
 */
export const teamMemberSchema = z.object(teamMemberFields);
export type TeamMemberInput = z.input<typeof teamMemberSchema>;
export type TeamMemberValues = z.output<typeof teamMemberSchema>;

/**
 * Body of `PATCH /api/schools/{id}/team/{memberId}/`: any field of teamMemberSchema, and
 * `order`, the member's new place in the team (from 0; the others keep their order around it;
 * past the end is last).
 */
export const teamMemberPatchSchema = z.object({
  name: teamMemberFields.name.optional(),
  position: localized(TEAM_POSITION_MAX).optional(),
  biography: localized(TEAM_BIOGRAPHY_MAX).optional(),
  user: linkedUser.optional(),
  order: z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .min(0, { error: validationRef('minValue', { min: 0 }) })
    .max(TEAM_MEMBERS_MAX, { error: validationRef('maxValue', { max: TEAM_MEMBERS_MAX }) })
    .optional(),
});
export type TeamMemberPatchInput = z.input<typeof teamMemberPatchSchema>;
export type TeamMemberPatch = z.output<typeof teamMemberPatchSchema>;

/**
 * Who edits the school's pages, team and key numbers: its admins (and super users, admins
 * everywhere): spec 2 §6 "School admins … edit school pages".
 */
export const canEditSchoolPages = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * Who reads the about page when signed in: the about feature's view (FEATURE_VIEWS.about,
 * school detail) in the permission grid, as its navbar entry (spec 2 §6 Feature visibility).
 * Anonymous readers depend on the school's public pages instead.
 */
export const canReadAbout = (user: PermissionUser, school: PermissionSchool) =>
  hasPermission(user, school, PERMISSION_VIEWS.schoolDetail);

/**
 * A page's text in `locale`, or in the other language when that one is empty (a school may
 * write in one language only), with the language it is in; null when both are empty.
 * Whitespace and empty paragraphs count as empty. Never throws.
 */
export function pageTextIn(
  text: LocalizedText,
  locale: Locale,
): { text: string; lang: Locale } | null {
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  for (const lang of [locale, other]) {
    const value = text[lang] ?? '';
    if (hasPageText(value)) return { text: value, lang };
  }
  return null;
}

/** Whether a presentation's HTML holds any text (empty paragraphs and spaces do not count). */
export function hasPageText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() !== ''
  );
}
