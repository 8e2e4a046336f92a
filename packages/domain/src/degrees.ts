import { z } from 'zod';
import type { Locale } from './locales.ts';
import { requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The school's degrees as its admins edit them one by one (spec 1 §3 "Degree: name, section
 * (composante), subsection (filière), user count"; §4 School settings "degree name required
 * (recommended max 128)"; §5 Degrees "Deletion is blocked while users hold the degree";
 * spec 2 §6 "School admins … manage … degrees and campuses"). A degree file (imports) adds
 * and renames many at once. Names are unique per school. "Certificates" in the certificate
 * wording.
 */

/** Longest degree name, section and subsection (characters; the degrees table's columns). */
export const DEGREE_TEXT_MAX = 255;

const optionalText = z
  .string({ error: VALIDATION_REFS.invalidValue })
  .trim()
  .max(DEGREE_TEXT_MAX, { error: validationRef('tooLong', { max: DEGREE_TEXT_MAX }) })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * Body of `POST` and `PATCH /api/schools/{id}/degrees/…`: the name, required (the spec's 128
 * is a recommendation: the form warns past it, DEGREE_NAME_MAX), section and subsection
 * optional (empty: none).
 */
export const degreeSchema = z.object({
  name: requiredText(VALIDATION_REFS, DEGREE_TEXT_MAX),
  section: optionalText,
  subsection: optionalText,
});
export type DegreeInput = z.output<typeof degreeSchema>;

/** Messages of the degree rules, per locale, worded without "degree" or "certificate". */
export interface DegreeMessageCatalogue {
  /** Names are unique per school (decided under the school's row lock). */
  nameTaken: string;
  /** Spec 1 §5 Degrees: "Deletion is blocked while users hold the degree". */
  inUse: (members: number) => string;
  /** Nor while articles, events or job ads restrict their readers to it. */
  usedByFilters: (items: number) => string;
}

export const DEGREE_MESSAGES: Record<Locale, DegreeMessageCatalogue> = {
  fr: {
    nameTaken: 'Ce nom est déjà utilisé.',
    inUse: (members) =>
      members === 1
        ? 'Suppression impossible\u00a0: 1 membre le détient.'
        : `Suppression impossible\u00a0: ${members} membres le détiennent.`,
    usedByFilters: (items) =>
      items === 1
        ? 'Suppression impossible\u00a0: 1 article, événement ou offre y réserve son accès.'
        : `Suppression impossible\u00a0: ${items} articles, événements ou offres y réservent leur accès.`,
  },
  en: {
    nameTaken: 'This name is already used.',
    inUse: (members) =>
      members === 1
        ? 'Cannot delete: 1 member holds it.'
        : `Cannot delete: ${members} members hold it.`,
    usedByFilters: (items) =>
      items === 1
        ? 'Cannot delete: 1 article, event or job ad restricts its audience to it.'
        : `Cannot delete: ${items} articles, events or job ads restrict their audience to it.`,
  },
};
