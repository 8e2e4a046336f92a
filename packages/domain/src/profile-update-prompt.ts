import { PROFILE_UPDATE_PROMPT_MONTHS } from './limits.ts';

/** A work experience as the prompt reads it from `GET /api/users/{id}/profile/` (spec 2 §7). */
export interface PromptExperience {
  id: number;
  title: string;
  organisation: string;
  /** yyyy-mm-dd. */
  start_date: string;
  end_date: string | null;
  current_occupation: boolean;
}

/** The date `months` calendar months before `now` (day clamped to the month's length). */
function monthsBefore(now: Date, months: number): Date {
  const target = new Date(now.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The current occupation the profile-update prompt asks about, or null when it must not
 * show (spec 2 §2 Profile-update prompt, §9 "after 6 months"): it shows when the last
 * profile update is more than 6 months old (or never happened), the user has not muted
 * it, and a current occupation exists (the most recently started one is asked about).
 */
export function profileUpdatePromptExperience(input: {
  lastProfileUpdate: string | Date | null;
  muted: boolean;
  experiences: PromptExperience[];
  now: Date;
}): PromptExperience | null {
  if (input.muted) return null;
  if (input.lastProfileUpdate !== null) {
    const last = new Date(input.lastProfileUpdate);
    if (!(last < monthsBefore(input.now, PROFILE_UPDATE_PROMPT_MONTHS))) return null;
  }
  const current = input.experiences
    .filter((e) => e.current_occupation)
    .sort((a, b) => b.start_date.localeCompare(a.start_date));
  return current[0] ?? null;
}

/** The message key of the end-date step's error (spec 1 §5, spec 2 §5). */
export const END_DATE_ERROR_KEY = 'profile_workexp_form_end_date_errorMsg';

/**
 * The end date chosen in the prompt's "No" path, as yyyy-mm-01, or the error key when it
 * is missing, not a month/year, or before the experience's start (spec 1 §5: the
 * month-year picker returns the first day of the month; end date must not precede start).
 */
export function promptEndDate(
  experience: Pick<PromptExperience, 'start_date'>,
  picked: { year: number | null; month: number | null },
): { ok: true; end_date: string } | { ok: false; error: typeof END_DATE_ERROR_KEY } {
  const { year, month } = picked;
  if (
    year === null ||
    month === null ||
    !Number.isInteger(year) ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12
  ) {
    return { ok: false, error: END_DATE_ERROR_KEY };
  }
  const endDate = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  // Compare at month precision: ending in the month it started is allowed.
  if (endDate.slice(0, 7) < experience.start_date.slice(0, 7))
    return { ok: false, error: END_DATE_ERROR_KEY };
  return { ok: true, end_date: endDate };
}

/**
 * The PATCH each answer sends to `/api/users/{id}/experiences/{experienceId}/` (spec 2 §7):
 * Yes keeps it current; No closes it at the end date.
 */
export function promptPatch(
  answer: { stillCurrent: true } | { stillCurrent: false; end_date: string },
) {
  return answer.stillCurrent
    ? { current_occupation: true, end_date: null }
    : { current_occupation: false, end_date: answer.end_date };
}
