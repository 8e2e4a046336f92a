import type { Experience, Profile, PromptExperience } from '@alumni/domain';
import { profileUpdatePromptExperience } from '@alumni/domain';

/**
 * What the profile screens compute from the API's data (spec 1 §2 Profile, §5 General): the
 * month-year picker's value, periods as words, and which experience the profile-update prompt
 * asks about. Pure, so unit-tested without a DOM.
 */

/** A month-year picker's parts (month 1–12). */
export interface MonthYear {
  year: number | null;
  month: number | null;
}

/**
 * The month-year picker's value (spec 1 §5 General): the first day of the month as
 * yyyy-mm-01, or '' when only one part (or none) is chosen.
 */
export function monthYearValue({ year, month }: MonthYear): string {
  if (year === null || month === null) return '';
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** The parts of a yyyy-mm-dd date ('' or null: none chosen). */
export function monthYearParts(date: string | null | undefined): MonthYear {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  if (!match) return { year: null, month: null };
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** Years offered by the month-year picker: this year back to 1950 (most recent first). */
export function pickerYears(now: Date, first = 1950): number[] {
  const last = now.getUTCFullYear();
  return Array.from({ length: last - first + 1 }, (_, i) => last - i);
}

/** Experiences as the profile lists them: current ones first, then the most recent start. */
export function experiencesInOrder(experiences: readonly Experience[]): Experience[] {
  return [...experiences].sort(
    (a, b) =>
      Number(b.current_occupation) - Number(a.current_occupation) ||
      b.start_date.localeCompare(a.start_date),
  );
}

/**
 * The current occupation the profile-update prompt asks about for the signed-in member's
 * own profile, or null (spec 2 §2): the domain's rule on the profile's last update, mute
 * flag and experiences.
 */
export function promptExperienceFor(
  profile: Pick<Profile, 'last_profile_update' | 'mute_profile_update' | 'experiences'>,
  now: Date,
): PromptExperience | null {
  return profileUpdatePromptExperience({
    lastProfileUpdate: profile.last_profile_update,
    muted: profile.mute_profile_update === true,
    experiences: profile.experiences,
    now,
  });
}

/** The profile's `?edit=experience-{id}` (the prompt's "Yes"): the experience id, or null. */
export function editedExperienceId(search: URLSearchParams): number | null {
  const match = /^experience-(\d+)$/.exec(search.get('edit') ?? '');
  return match ? Number(match[1]) : null;
}

/** The profile's `?step=new-current` (the prompt's "No"): open the add form, marked current. */
export const NEW_CURRENT_STEP = 'new-current';

/** sessionStorage key: the prompt was shown in this browser session (at most once). */
export const PROMPT_SHOWN_KEY = 'alumni.profilePrompt.shown';

/** Integer from a text field ('' or not a whole number: null). */
export function integerOrNull(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '' || !/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}
