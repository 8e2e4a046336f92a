import { z } from 'zod';
import type { Locale } from './locales.ts';
import { requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

/**
 * The school's campuses (spec 1 §3 "Campus: id, name"; School settings section "campuses";
 * spec 2 §6 "School admins … manage … degrees and campuses"; spec 2 §7 `PATCH /schools/{id}/
 * has_campus`). A member's role may name one (their campus; "centre" in the certificate
 * wording); `has_campus` asks registrants to choose one. Names are unique per school.
 */

/** Longest campus name (characters; the campuses table's column). */
export const CAMPUS_NAME_MAX = 255;

/** Body of `POST` and `PATCH /api/schools/{id}/campuses/…`: the campus's name, required. */
export const campusSchema = z.object({
  name: requiredText(VALIDATION_REFS, CAMPUS_NAME_MAX),
});
export type CampusInput = z.output<typeof campusSchema>;

/** Messages of the campus rules, per locale: worded without "campus" or "centre", which the school's wording picks. */
export interface CampusMessageCatalogue {
  /** Names are unique per school (the unique index decides, also between two admins at once). */
  nameTaken: string;
  /**
   * A campus members belong to is not deleted (their roles would lose it without a word):
   * as spec 1 §5 Degrees "deletion is blocked while users hold the degree".
   */
  inUse: (members: number) => string;
  /** Nor one that an event's audience is restricted to (the event would open to everyone). */
  usedByEvents: (events: number) => string;
}

export const CAMPUS_MESSAGES: Record<Locale, CampusMessageCatalogue> = {
  fr: {
    nameTaken: 'Ce nom est déjà utilisé.',
    inUse: (members) =>
      members === 1
        ? 'Suppression impossible\u00a0: 1 membre y est rattaché. Changez-le d’abord de rattachement.'
        : `Suppression impossible\u00a0: ${members} membres y sont rattachés. Changez-les d’abord de rattachement.`,
    usedByEvents: (events) =>
      events === 1
        ? 'Suppression impossible\u00a0: 1 événement y réserve son accès.'
        : `Suppression impossible\u00a0: ${events} événements y réservent leur accès.`,
  },
  en: {
    nameTaken: 'This name is already used.',
    inUse: (members) =>
      members === 1
        ? 'Cannot delete: 1 member belongs to it. Move them elsewhere first.'
        : `Cannot delete: ${members} members belong to it. Move them elsewhere first.`,
    usedByEvents: (events) =>
      events === 1
        ? 'Cannot delete: 1 event restricts its audience to it.'
        : `Cannot delete: ${events} events restrict their audience to it.`,
  },
};
