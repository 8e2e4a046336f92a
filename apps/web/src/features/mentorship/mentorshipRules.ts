import type { Match, MatchStatusName } from '@alumni/domain';
import { MATCH_STATUS, matchStatusName } from '@alumni/domain';

/**
 * Mentorship's rules on the web side, free of React so that they are unit-tested: the
 * mentoring types offered, the search filters as the address keeps them, the status words and
 * colours of a match, and the sentence a failed request shows (spec 2 §8).
 */

/**
 * The mentoring types (spec 1 §3 User school settings "mentoring types (mentor and mentee)"),
 * whose list the spec does not give: what a mentor offers and a mentee looks for, and the
 * search's `type` filter. Labels are `choice_mentoring_<type>`.
 */
export const MENTORING_TYPES = [
  'career',
  'job-search',
  'entrepreneurship',
  'studies',
  'networking',
  'international',
] as const;
export type MentoringType = (typeof MENTORING_TYPES)[number];

/** Whether `value` is one of the mentoring types. */
export function isMentoringType(value: unknown): value is MentoringType {
  return typeof value === 'string' && (MENTORING_TYPES as readonly string[]).includes(value);
}

/** The search's filters (issue 33 item 2: type, degree, sector, city, graduation year, text). */
export interface MentorFilters {
  type?: string;
  degree_id?: number;
  sector?: string;
  city?: string;
  graduation_year?: number;
  q?: string;
}

/** The address's names of the filters: `?type=&degree=&sector=&city=&year=&q=`. */
export const FILTER_PARAMS = {
  type: 'type',
  degree_id: 'degree',
  sector: 'sector',
  city: 'city',
  graduation_year: 'year',
  q: 'q',
} as const satisfies Record<keyof MentorFilters, string>;

const positiveInt = (text: string | null, min: number, max: number): number | undefined => {
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
};
const trimmed = (text: string | null, max: number): string | undefined => {
  const value = text?.trim().slice(0, max);
  return value ? value : undefined;
};

/**
 * The filters read from the address; a value the API would refuse (a year out of 1900..2200,
 * an id that is no number) is left out, so a hand-edited address never shows an error.
 */
export function readMentorFilters(params: URLSearchParams): MentorFilters {
  const filters: MentorFilters = {};
  const type = params.get(FILTER_PARAMS.type);
  if (isMentoringType(type)) filters.type = type;
  const degree = positiveInt(params.get(FILTER_PARAMS.degree_id), 1, 2_147_483_647);
  if (degree !== undefined) filters.degree_id = degree;
  const sector = trimmed(params.get(FILTER_PARAMS.sector), 64);
  if (sector) filters.sector = sector;
  const city = trimmed(params.get(FILTER_PARAMS.city), 150);
  if (city) filters.city = city;
  const year = positiveInt(params.get(FILTER_PARAMS.graduation_year), 1900, 2200);
  if (year !== undefined) filters.graduation_year = year;
  const q = trimmed(params.get(FILTER_PARAMS.q), 100);
  if (q) filters.q = q;
  return filters;
}

/** How many filters after the text search are set (the phone's "Filters (n)" button). */
export function setFilterCount(filters: MentorFilters): number {
  const { type, degree_id, sector, city, graduation_year } = filters;
  return [type, degree_id, sector, city, graduation_year].filter((value) => value !== undefined)
    .length;
}

/**
 * The badge colour of each status (filled, text colour by the badge's `autoContrast`, shades
 * dark enough for white text: the publication statuses' own).
 */
export const STATUS_COLORS: Record<MatchStatusName, string> = {
  pending: 'yellow.4',
  accepted: 'teal.9',
  finished: 'blue.8',
  refused: 'red.9',
  cancelled: 'gray.7',
  timed_out: 'gray.7',
};

/** The key of a status's words; a match waiting for a validator says so. */
export function matchStatusKey(match: Pick<Match, 'status' | 'validated'>): string {
  if (match.status === MATCH_STATUS.pending && !match.validated) {
    return 'mentorship_status_awaiting_validation';
  }
  return `mentorship_status_${matchStatusName(match.status) ?? 'pending'}`;
}

/** The badge colour of a match's status. */
export function matchStatusColor(match: Pick<Match, 'status'>): string {
  return STATUS_COLORS[matchStatusName(match.status) ?? 'pending'];
}

/** A member's move on a match (issue 33 item 3). */
export type MatchMoveName = 'accept' | 'refuse' | 'cancel' | 'delete';

/**
 * The word of a move in the catalogue (`mentorship_<word>`, `…_name`, `mentorship_confirm_<word>`,
 * `mentorship_done_<word>`): cancelling a request not yet accepted is withdrawing it.
 */
export function moveWord(move: MatchMoveName, match: Pick<Match, 'status'>): string {
  return move === 'cancel' && match.status === MATCH_STATUS.pending ? 'withdraw' : move;
}

/**
 * The key of a match's date line: asked on (pending), since and until (accepted), or the day
 * it was finished, refused, cancelled or expired (`mentorship_dates_<status>`).
 */
export function matchDateKey(match: Pick<Match, 'status'>): string {
  const name = matchStatusName(match.status) ?? 'pending';
  return `mentorship_dates_${name}`;
}

/** The other member of the match, as the viewer sees it. */
export function otherSide(match: Pick<Match, 'role' | 'mentor' | 'mentee'>) {
  return match.role === 'mentor' ? match.mentee : match.mentor;
}

/**
 * What a failed mentorship request says (spec 2 §8 "invitation failure says an error occurred
 * and the invitation was not sent"): the server's own sentence for what a person can fix (409:
 * two requests already wait, a request to this mentor is open; 400: not a mentor), else
 * (a network failure, a server error) the invitation failure.
 */
export function requestFailure(status: number | undefined): 'server' | 'invitation' {
  return status === 400 || status === 409 ? 'server' : 'invitation';
}
