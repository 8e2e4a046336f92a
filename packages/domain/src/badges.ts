import { z } from 'zod';
import { BADGE_REFS } from './badge-messages.ts';
import type { Locale, LocalizedText } from './locales.ts';
import { isSchoolAdmin, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { RUN_ON_ANY_OBJECT, requiredOr } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's badges (spec 1 §3 School `school_badges` "localised title and description",
 * Badge "emoji icon, title and description per language", User school settings
 * `school_badges`; §2 Settings section "badges"; §5 "badge icon must be an emoji and title is
 * required per language"; spec 2 §6 "School admins … give badges"; issue 31 item 8). Admins
 * define them, then give them to members or take them back, one member and one badge at a
 * time; profiles and the directory show them, and the directory filters by them.
 */

/** Longest badge title per language (characters): titles show in pills and filters. */
export const BADGE_TITLE_MAX = 50;

/** Longest badge description per language (characters): it shows in a tooltip. */
export const BADGE_DESCRIPTION_MAX = 255;

/**
 * Longest icon in UTF-16 code units. The longest RGI emoji sequences fit: a subdivision flag
 * (🏴󠁧󠁢󠁳󠁣󠁴󠁿, 14) and a kiss with two skin tones (15); the table's column holds 16 characters.
 */
export const BADGE_ICON_MAX = 16;

/**
 * The `v` flag (Unicode sets, ES2024: Node 20 and the browsers the app supports read it), as
 * a value: the packages compile to ES2023, where TypeScript refuses it in a regex literal.
 */
const UNICODE_SETS: string = 'v';

/**
 * Exactly one emoji as Unicode's RGI set lists them (`\p{RGI_Emoji}`, UTS #51): single emoji,
 * skin-tone modifiers, ZWJ sequences (👩‍🎓), flags (🇫🇷, 🏴󠁧󠁢󠁳󠁣󠁴󠁿) and keycaps (1️⃣).
 */
const RGI_EMOJI = new RegExp('^\\p{RGI_Emoji}$', UNICODE_SETS);

/** A pictograph whose default look is text (❤, ☺, ✈): the emoji form adds U+FE0F. */
const PICTOGRAPH = /^\p{Extended_Pictographic}$/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * The icon `value` stands for, when it is exactly one emoji, surrounding spaces ignored; else
 * null. One grapheme cluster (Intl.Segmenter) that is an RGI emoji; a lone pictograph whose
 * default look is text (❤) is taken in its emoji form (❤️), as emoji keyboards type it.
 * Letters, digits without their keycap, text, and two emoji are refused. Never throws.
 */
export function emojiIcon(value: string): string | null {
  const icon = value.trim();
  if (icon === '' || icon.length > BADGE_ICON_MAX) return null;
  if ([...graphemes.segment(icon)].length !== 1) return null;
  if (RGI_EMOJI.test(icon)) return icon;
  const emojiForm = `${icon}\uFE0F`;
  return PICTOGRAPH.test(icon) && RGI_EMOJI.test(emojiForm) ? emojiForm : null;
}

/** Whether `value` is exactly one emoji (emojiIcon). Never throws. */
export const isEmojiIcon = (value: unknown): boolean =>
  typeof value === 'string' && emojiIcon(value) !== null;

const m = VALIDATION_REFS;

const iconSchema = z
  .string({ error: requiredOr(m, BADGE_REFS.notEmoji) })
  .transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: m.required });
      return z.NEVER;
    }
    const icon = emojiIcon(value);
    if (icon) return icon;
    ctx.addIssue({ code: 'custom', message: BADGE_REFS.notEmoji });
    return z.NEVER;
  });

/** One language's text: trimmed, at most `max` characters, '' when absent. */
const localText = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) })
    .default('');

/**
 * Body of `POST /api/schools/{id}/badges/` and `PATCH …/badges/{badgeId}/`: the whole badge.
 * `icon` exactly one emoji (emojiIcon), `title` per language (≤ BADGE_TITLE_MAX, one
 * language at least: spec 1 §5 General "Translation lists need at least one non-empty
 * translation"), `description` per language (≤ BADGE_DESCRIPTION_MAX, optional).
 */
export const badgeSchema = z
  .object({
    icon: iconSchema,
    title: z.object(
      { fr: localText(BADGE_TITLE_MAX), en: localText(BADGE_TITLE_MAX) },
      { error: m.required },
    ),
    description: z
      .object(
        { fr: localText(BADGE_DESCRIPTION_MAX), en: localText(BADGE_DESCRIPTION_MAX) },
        { error: m.invalidValue },
      )
      .default({ fr: '', en: '' }),
  })
  .superRefine((value, ctx) => {
    const title = value.title as { fr?: unknown; en?: unknown } | undefined;
    if (title && typeof title === 'object' && !title.fr && !title.en) {
      ctx.addIssue({ code: 'custom', path: ['title'], message: BADGE_REFS.titleRequired });
    }
  }, RUN_ON_ANY_OBJECT);
export type BadgeInput = z.input<typeof badgeSchema>;
export type BadgeValues = z.output<typeof badgeSchema>;

/**
 * Who defines badges and gives them to members or takes them back: the school's admins (and
 * super users, who are admins everywhere): spec 2 §6 "School admins … give badges".
 */
export const canManageBadges = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * A badge's text in `locale`, or in the other language when that one is empty (a title is
 * required in one language only). Never throws.
 */
export function badgeText(text: LocalizedText, locale: Locale): string {
  return text[locale] || text[locale === 'fr' ? 'en' : 'fr'] || '';
}

/**
 * The badges of `ids` in the school's order (its list of badges), skipping ids it does not
 * know (a badge deleted since the page was read). Never throws.
 */
export function heldBadges<B extends { id: number }>(
  badges: readonly B[],
  ids: readonly number[],
): B[] {
  const held = new Set(ids);
  return badges.filter((badge) => held.has(badge.id));
}
