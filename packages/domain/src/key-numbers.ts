import { z } from 'zod';
import { ABOUT_REFS } from './about-messages.ts';
import { KEY_STATS_MAX, KEY_STATS_MIN } from './limits.ts';
import { messageRef } from './message-refs.ts';
import { RUN_ON_ANY_OBJECT, requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's key numbers (spec 1 §2 "School page editing: … key stats", §3 School
 * `key_numbers`; spec 2 §9 "Key stats: 3 minimum to show the banner, 6 maximum", "Number
 * abbreviation: k, m, b, t"): a value as the school types it ('12 000', '94 %', 'Top 10') and
 * a label per language, in the school's order, shown as a banner on the home page, the public
 * dashboard and the about page once there are three.
 */

/** Longest value (characters): the key_numbers table's column. */
export const KEY_NUMBER_VALUE_MAX = 32;

/** Longest label per language (characters): it sits under the number in the banner. */
export const KEY_NUMBER_LABEL_MAX = 60;

/**
 * The key numbers the banner shows, in the school's order (`order`, then id), or none while
 * the school has fewer than KEY_STATS_MIN (spec 2 §9 "3 minimum to show the banner"); never
 * more than KEY_STATS_MAX. Never throws.
 */
export function keyNumbersBanner<K extends { id: number; order: number }>(
  numbers: readonly K[],
): K[] {
  if (numbers.length < KEY_STATS_MIN) return [];
  return [...numbers].sort((a, b) => a.order - b.order || a.id - b.id).slice(0, KEY_STATS_MAX);
}

const m = VALIDATION_REFS;

/** One language's label: trimmed, at most KEY_NUMBER_LABEL_MAX characters, '' when absent. */
const labelText = z
  .string({ error: m.invalidValue })
  .trim()
  .max(KEY_NUMBER_LABEL_MAX, { error: validationRef('tooLong', { max: KEY_NUMBER_LABEL_MAX }) })
  .default('');

/**
 * One key number: its value as typed (required, ≤ KEY_NUMBER_VALUE_MAX characters) and its
 * label per language (≤ KEY_NUMBER_LABEL_MAX, one language at least).
 */
export const keyNumberSchema = z
  .object({
    value: requiredText(m, KEY_NUMBER_VALUE_MAX),
    label: z.object({ fr: labelText, en: labelText }, { error: m.required }),
  })
  .superRefine((value, ctx) => {
    const label = value.label as { fr?: unknown; en?: unknown } | undefined;
    if (label && typeof label === 'object' && !label.fr && !label.en) {
      ctx.addIssue({ code: 'custom', path: ['label'], message: ABOUT_REFS.keyNumberLabelRequired });
    }
  }, RUN_ON_ANY_OBJECT);

/**
 * Body of `PUT /api/schools/{id}/key-numbers/`: the whole list in its order, 0 to
 * KEY_STATS_MAX entries (spec 2 §9 "6 maximum"); fewer than KEY_STATS_MIN are kept but the
 * banner stays hidden until there are three.
 */
export const keyNumbersSchema = z.object({
  key_numbers: z.array(keyNumberSchema, { error: m.required }).max(KEY_STATS_MAX, {
    error: messageRef('about', 'keyNumbersTooMany', { max: KEY_STATS_MAX }),
  }),
});
export type KeyNumbersInput = z.input<typeof keyNumbersSchema>;
export type KeyNumbersValues = z.output<typeof keyNumbersSchema>;
