import { z } from 'zod';
import type { Locale, LocalizedText } from './locales.ts';
import { hasRoleInSchool, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { STATIC_LIST_REFS } from './static-list-messages.ts';
import { STATIC_LIST_SCOPES, type StaticListScope } from './static-list-scopes.ts';
import { RUN_ON_ANY_OBJECT, requiredOr, unlessEmpty } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

// The messages live apart, without zod, for the code that only puts them into words.
export {
  STATIC_LIST_MESSAGES,
  STATIC_LIST_REFS,
  STATIC_LIST_USAGE_KINDS,
  type StaticListMessageCatalogue,
  type StaticListUsage,
  type StaticListUsageKind,
  staticListUsageText,
  staticOptionInUse,
} from './static-list-messages.ts';
export {
  STATIC_LIST_DEFAULTS,
  STATIC_LIST_SCOPES,
  type StaticListScope,
  type StaticOptionDefault,
} from './static-list-scopes.ts';

/**
 * The school's static lists (spec 1 §3 Other "List translation: scope, ext_id, locale,
 * translation, order"; §2 Settings, School settings section "static lists"; §5 General
 * "Translation lists need at least one non-empty translation"; issue 31 item 3): the choices
 * a school offers for its content's categories and kinds, each list (a scope) an ordered set of options
 * with a stable code (`ext_id`, what content stores) and a text per language. Admins add,
 * rename, reorder and delete them; an option content uses is not deleted.
 */

/** Longest text of an option per language (characters). */
export const STATIC_OPTION_TEXT_MAX = 100;
/** Longest code: content stores it in a 32-character column. */
export const STATIC_OPTION_CODE_MAX = 32;
/** Most options in one list: a choice longer than this is no longer a list one reads. */
export const STATIC_LIST_OPTIONS_MAX = 100;
/** Codes: lower-case letters, digits and underscores, as the lists' first codes are. */
export const STATIC_OPTION_CODE_PATTERN = /^[a-z0-9_]+$/;

/** One option as content and forms read it. */
export interface StaticOption {
  id: number;
  scope: StaticListScope;
  ext_id: string;
  translations: LocalizedText;
  order: number;
}

export function isStaticListScope(value: unknown): value is StaticListScope {
  return typeof value === 'string' && (STATIC_LIST_SCOPES as readonly string[]).includes(value);
}

/**
 * Who reads the school's lists (its forms and pages name the options): its members and super
 * users. Anonymous visitors read them where the school has public pages (the route decides).
 * The lists are changed by its admins only (canManageSchoolSettings). Never throws.
 */
export const canReadStaticLists = (user: PermissionUser, school: PermissionSchool) =>
  hasRoleInSchool(user, school);

const m = VALIDATION_REFS;

/** One language's text: trimmed, at most STATIC_OPTION_TEXT_MAX characters, '' when absent. */
const localText = z
  .string({ error: m.invalidValue })
  .trim()
  .max(STATIC_OPTION_TEXT_MAX, { error: validationRef('tooLong', { max: STATIC_OPTION_TEXT_MAX }) })
  .default('');

/** `{fr, en}`, one of them at least not empty (spec 1 §5 General). */
const translationsSchema = z
  .object({ fr: localText, en: localText }, { error: m.required })
  .superRefine((value, ctx) => {
    if (!value.fr && !value.en) {
      ctx.addIssue({ code: 'custom', message: STATIC_LIST_REFS.textRequired });
    }
  });

/** A code as given: lower-case letters, digits and underscores, ≤ STATIC_OPTION_CODE_MAX. */
export const staticOptionCodeSchema = z
  .string({ error: m.invalidValue })
  .trim()
  .min(1, { error: m.required })
  .max(STATIC_OPTION_CODE_MAX, {
    error: validationRef('tooLong', { max: STATIC_OPTION_CODE_MAX }),
  })
  .regex(STATIC_OPTION_CODE_PATTERN, { error: STATIC_LIST_REFS.codeInvalid });

/**
 * A field of content that takes an option of a school's list (an article's category): a code
 * in the codes' form, else "invalid choice". Whether the school's list holds it is the
 * server's check (checkStaticOption), with the school's list at hand.
 */
export const staticChoiceSchema = () =>
  z
    .string({ error: requiredOr(m, m.invalidChoice) })
    .trim()
    .min(1, { error: m.required })
    .max(STATIC_OPTION_CODE_MAX, { error: m.invalidChoice })
    // An empty field says "required" alone.
    .refine(
      unlessEmpty((value) => STATIC_OPTION_CODE_PATTERN.test(value)),
      { error: m.invalidChoice },
    );

/** A place in the list, from 0; past the end means last. */
const orderSchema = z
  .number({ error: m.invalidValue })
  .int({ error: m.invalidValue })
  .min(0, { error: validationRef('minValue', { min: 0 }) })
  .max(10_000, { error: validationRef('maxValue', { max: 10_000 }) });

/**
 * Body of `POST /api/schools/{id}/static-lists/{scope}/`: the texts (`{fr, en}`, each ≤ 100
 * characters, one at least not empty) and, optionally, the code content will store (made from
 * the texts when absent; never changed afterwards, so content keeps pointing at it). The new
 * option goes last.
 */
export const staticOptionCreateSchema = z.object({
  translations: translationsSchema,
  ext_id: staticOptionCodeSchema.optional(),
});
export type StaticOptionCreateInput = z.input<typeof staticOptionCreateSchema>;
export type StaticOptionCreate = z.output<typeof staticOptionCreateSchema>;

/**
 * Body of `PATCH /api/schools/{id}/static-lists/{scope}/{optionId}/`: new texts, and/or a new
 * place (`order`, from 0: the others move to make room; past the end is last). At least one.
 */
export const staticOptionPatchSchema = z
  .object({ translations: translationsSchema.optional(), order: orderSchema.optional() })
  .superRefine((value, ctx) => {
    if (value.translations === undefined && value.order === undefined) {
      ctx.addIssue({ code: 'custom', path: ['translations'], message: m.required });
    }
  }, RUN_ON_ANY_OBJECT);
export type StaticOptionPatchInput = z.input<typeof staticOptionPatchSchema>;
export type StaticOptionPatch = z.output<typeof staticOptionPatchSchema>;

/**
 * An option's text in `locale`, or in the other language when that one is empty (one is
 * required only). Never throws.
 */
export function staticOptionText(
  option: Pick<StaticOption, 'translations'>,
  locale: Locale,
): string {
  const { translations } = option;
  return translations[locale] || translations[locale === 'fr' ? 'en' : 'fr'] || '';
}

/**
 * The code proposed for an option with `translations`: its French text (else its English
 * one) without accents, in lower case, every run of other characters one underscore, at most
 * STATIC_OPTION_CODE_MAX characters; `option` when nothing is left; made unique among `taken`
 * with `_2`, `_3`… Never throws.
 */
export function proposeOptionCode(translations: LocalizedText, taken: ReadonlySet<string>): string {
  const base =
    (translations.fr || translations.en)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/æ/gi, 'ae')
      .replace(/œ/gi, 'oe')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, STATIC_OPTION_CODE_MAX)
      .replace(/_+$/, '') || 'option';
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `_${n}`;
    const candidate = `${base.slice(0, STATIC_OPTION_CODE_MAX - suffix.length).replace(/_+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The ids of a list in their new order once `id` moves to place `order` (from 0; past the end:
 * last). `ids` unchanged when `id` is not among them. Never throws.
 */
export function moveOption(ids: readonly number[], id: number, order: number): number[] {
  const from = ids.indexOf(id);
  if (from === -1) return [...ids];
  const rest = ids.filter((other) => other !== id);
  const to = Math.min(Math.max(order, 0), rest.length);
  return [...rest.slice(0, to), id, ...rest.slice(to)];
}
