import {
  MAX_SOLICITED_MENTORS,
  MENTOR_REQUEST_EXPIRY_DAYS,
  MENTORSHIP_FOLLOW_UP_MONTHS,
  MENTORSHIP_MIN_MEETINGS_PER_MONTH,
} from './limits.ts';
import { MENTORSHIP_REFS } from './mentorship-messages.ts';
import { messageRef } from './message-refs.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

export {
  MENTORSHIP_MESSAGES,
  MENTORSHIP_REFS,
  type MentorshipMessageCatalogue,
} from './mentorship-messages.ts';

/**
 * Mentorship (spec 1 §3 "Mentorship match: mentor, mentee, status, invitation date, status
 * date, refusal reason, request message", §4 "Mentorship request"; spec 2 §8, §9; issue 33):
 * the match's statuses and the one state machine every change goes through, the follow-up's
 * months, the mentor's capacity and the phone rule of the settings. Pure; the server decides
 * the races (caps) in the database.
 */

/** Pending requests a mentee may have at once (spec 2 §9 "Mentors a mentee may solicit at once: 2"). */
export const MENTOR_SOLICITATIONS_MAX = MAX_SOLICITED_MENTORS;
/** Day after the invitation on which the mentor is reminded of a pending request (issue 33 item 3). */
export const MENTOR_REQUEST_REMINDER_DAY = 12;
/** Months of follow-up (spec 2 §9 "six months of follow-up"). */
export const MENTORSHIP_MONTHS = MENTORSHIP_FOLLOW_UP_MONTHS;
/** Meetings expected per month (spec 2 §9 "at least one meeting per month"). */
export const MENTORSHIP_MEETINGS_PER_MONTH = MENTORSHIP_MIN_MEETINGS_PER_MONTH;
/** Days without a logged meeting after which both sides are nudged, at most once per period. */
export const MENTORSHIP_NUDGE_DAYS = 30;
/** Largest cap of mentees per mentor a school may set (School settings → mentorship). */
export const MENTORSHIP_CAP_MAX = 50;

/** Text limits (characters), the columns' sizes. */
export const MENTORSHIP_MESSAGE_MAX = 1000;
export const MENTORSHIP_REFUSAL_MAX = 500;
export const MENTORSHIP_RATING_COMMENT_MAX = 1000;
export const MENTORSHIP_MEETING_NOTES_MAX = 2000;
export const MENTORING_TYPE_MAX = 64;

/** Match statuses (spec 1 §4: Pending 0, Accepted 1, Finished 2, Refused 9, Cancelled 10, Timed_out 11). */
export const MATCH_STATUS = {
  pending: 0,
  accepted: 1,
  finished: 2,
  refused: 9,
  cancelled: 10,
  timed_out: 11,
} as const;
export type MatchStatusName = keyof typeof MATCH_STATUS;
export type MatchStatus = (typeof MATCH_STATUS)[MatchStatusName];
export const MATCH_STATUSES: readonly MatchStatus[] = [0, 1, 2, 9, 10, 11];
/** Statuses of a match still running: one per mentor and mentee at a time. */
export const OPEN_MATCH_STATUSES: readonly MatchStatus[] = [0, 1];

/** The name of a status code ('pending'…); undefined for an unknown code. Never throws. */
export function matchStatusName(code: number): MatchStatusName | undefined {
  return (Object.keys(MATCH_STATUS) as MatchStatusName[]).find((n) => MATCH_STATUS[n] === code);
}

/**
 * The spec's second status set (spec 1 §4 "A second set also appears: Pending 0, Accepted 1,
 * Refused 2, Cancelled 10") read into the first: its Refused 2 is our Refused 9; the others
 * keep their code. For data imported from a system that used it. Undefined for other codes.
 */
export function fromLegacyMatchStatus(code: number): MatchStatus | undefined {
  const legacy: Record<number, MatchStatus> = { 0: 0, 1: 1, 2: 9, 10: 10 };
  return legacy[code];
}

/** The five emotions of the final rating (issue 33 item 4), worst to best, values 1..5. */
export const MENTORSHIP_RATINGS = [
  { value: 1, key: 'very_unhappy', emoji: '😞' },
  { value: 2, key: 'unhappy', emoji: '🙁' },
  { value: 3, key: 'neutral', emoji: '😐' },
  { value: 4, key: 'happy', emoji: '🙂' },
  { value: 5, key: 'very_happy', emoji: '😄' },
] as const;
export type MentorshipRating = (typeof MENTORSHIP_RATINGS)[number]['value'];

const DAY_MS = 86_400_000;

/** `date` moved by `days` days (negative: back). Pure. */
export const addDaysTo = (date: Date, days: number): Date =>
  new Date(date.getTime() + days * DAY_MS);

/** `date` moved by `months` calendar months in UTC, the day clamped to the month's last. Pure. */
export function addMonthsTo(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** The match as the state machine reads it. */
export interface MatchState {
  status: MatchStatus;
  mentorId: number;
  menteeId: number;
  /** False while a school that validates matches has not let the request through. */
  validated: boolean;
  /** When the mentor got the request (null while it waits for a validator). */
  invitedAt: Date | null;
  acceptedAt: Date | null;
  deletedByMentor: boolean;
  deletedByMentee: boolean;
}

/** What someone asks of a match. */
export type MatchMove =
  | { kind: 'accept' }
  | { kind: 'refuse'; reason?: string | null | undefined }
  | { kind: 'cancel' }
  | { kind: 'delete' }
  | { kind: 'time_out' }
  | { kind: 'finish'; rating: number; comment?: string | null | undefined }
  | { kind: 'validate' }
  | { kind: 'reject'; reason?: string | null | undefined };

/** Who asks: a member (with whether they validate mentorships in the school), or the sweep. */
export type MatchActor = { userId: number; validator?: boolean } | 'system';

/** The columns a move changes; absent ones stay as they are. */
export interface MatchChange {
  status?: MatchStatus;
  statusAt?: Date;
  validated?: boolean;
  invitedAt?: Date;
  acceptedAt?: Date;
  finishedAt?: Date;
  refusalReason?: string;
  rating?: number;
  ratingComment?: string | null;
  deletedByMentor?: boolean;
  deletedByMentee?: boolean;
}

/**
 * Why a move is refused: `forbidden` (not this actor's move: 403), `conflict` (not in this
 * status or not yet: 409), `invalid` (a bad field: 400 on `field`). `message` is a reference.
 */
export type MatchMoveError =
  | { kind: 'forbidden'; message: string }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; field: string; message: string };

export type MatchMoveResult =
  | { ok: true; change: MatchChange }
  | { ok: false; error: MatchMoveError };

const refused = (error: MatchMoveError): MatchMoveResult => ({ ok: false, error });
const done = (change: MatchChange): MatchMoveResult => ({ ok: true, change });
const notYours = (): MatchMoveResult =>
  refused({ kind: 'forbidden', message: MENTORSHIP_REFS.notYourMove });
const wrongStatus = (): MatchMoveResult =>
  refused({ kind: 'conflict', message: MENTORSHIP_REFS.wrongStatus });

/** Which side of the match `actor` is on, if any. */
export function matchSide(match: MatchState, actor: MatchActor): 'mentor' | 'mentee' | null {
  if (actor === 'system') return null;
  if (actor.userId === match.mentorId) return 'mentor';
  if (actor.userId === match.menteeId) return 'mentee';
  return null;
}

/** Whether a pending request reached the mentor (validated and not yet answered). */
const waitsForMentor = (m: MatchState): boolean => m.status === MATCH_STATUS.pending && m.validated;

/**
 * The state machine of a match (spec 1 §4 "The mentor accepts or refuses; the mentee may
 * cancel; either may delete the match"; issue 33 item 3). Takes the match, the move, who asks
 * and the time; returns the columns to change or why not. Moves:
 * - accept, refuse (reason required): the mentor, a pending request they received;
 * - cancel: the mentee, pending or accepted → Cancelled 10;
 * - delete: either side hides the match for themselves; a pending request the mentee deletes,
 *   or an accepted match either deletes, is cancelled first; the mentor answers a request before
 *   deleting it (409);
 * - time_out: the sweep, a request pending MENTOR_REQUEST_EXPIRY_DAYS (15) days since the
 *   mentor got it → Timed_out 11;
 * - finish: the mentee's rating 1..5, accepted for MENTORSHIP_MONTHS (6) months → Finished 2;
 * - validate, reject (reason required): a mentorship validator, a request waiting for them.
 * The cap of mentees is not checked here: the server counts under a row lock. Never throws.
 */
export function decideMatchMove(
  match: MatchState,
  move: MatchMove,
  actor: MatchActor,
  now: Date,
): MatchMoveResult {
  const side = matchSide(match, actor);
  switch (move.kind) {
    case 'accept':
      if (side !== 'mentor') return notYours();
      if (!waitsForMentor(match)) return wrongStatus();
      return done({ status: MATCH_STATUS.accepted, statusAt: now, acceptedAt: now });
    case 'refuse': {
      if (side !== 'mentor') return notYours();
      if (!waitsForMentor(match)) return wrongStatus();
      const reason = move.reason?.trim() ?? '';
      if (!reason)
        return refused({
          kind: 'invalid',
          field: 'reason',
          message: MENTORSHIP_REFS.reasonRequired,
        });
      return done({ status: MATCH_STATUS.refused, statusAt: now, refusalReason: reason });
    }
    case 'cancel':
      if (side !== 'mentee') return notYours();
      if (!OPEN_MATCH_STATUSES.includes(match.status)) return wrongStatus();
      return done({ status: MATCH_STATUS.cancelled, statusAt: now });
    case 'delete':
      return decideDelete(match, side, now);
    case 'time_out': {
      if (actor !== 'system') return notYours();
      if (!waitsForMentor(match) || !match.invitedAt) return wrongStatus();
      if (addDaysTo(match.invitedAt, MENTOR_REQUEST_EXPIRY_DAYS) > now) return wrongStatus();
      return done({ status: MATCH_STATUS.timed_out, statusAt: now });
    }
    case 'finish':
      return decideFinish(match, move, side, now);
    case 'validate':
    case 'reject':
      return decideReview(match, move, actor, now);
  }
}

function decideDelete(
  match: MatchState,
  side: 'mentor' | 'mentee' | null,
  now: Date,
): MatchMoveResult {
  if (side === null) return notYours();
  const hide: MatchChange =
    side === 'mentor' ? { deletedByMentor: true } : { deletedByMentee: true };
  if (match.status === MATCH_STATUS.pending) {
    if (side === 'mentor')
      return refused({ kind: 'conflict', message: MENTORSHIP_REFS.answerFirst });
    return done({ ...hide, status: MATCH_STATUS.cancelled, statusAt: now });
  }
  if (match.status === MATCH_STATUS.accepted) {
    return done({ ...hide, status: MATCH_STATUS.cancelled, statusAt: now });
  }
  return done(hide);
}

function decideFinish(
  match: MatchState,
  move: Extract<MatchMove, { kind: 'finish' }>,
  side: 'mentor' | 'mentee' | null,
  now: Date,
): MatchMoveResult {
  if (side !== 'mentee') return notYours();
  if (match.status !== MATCH_STATUS.accepted || !match.acceptedAt) return wrongStatus();
  if (!MENTORSHIP_RATINGS.some((r) => r.value === move.rating)) {
    return refused({ kind: 'invalid', field: 'rating', message: VALIDATION_REFS.invalidChoice });
  }
  if (mentorshipEndsAt(match.acceptedAt) > now) {
    return refused({
      kind: 'conflict',
      message: messageRef('mentorship', 'tooEarlyToRate', { months: MENTORSHIP_MONTHS }),
    });
  }
  const comment = move.comment?.trim() || null;
  return done({
    status: MATCH_STATUS.finished,
    statusAt: now,
    finishedAt: now,
    rating: move.rating,
    ratingComment: comment,
  });
}

function decideReview(
  match: MatchState,
  move: Extract<MatchMove, { kind: 'validate' | 'reject' }>,
  actor: MatchActor,
  now: Date,
): MatchMoveResult {
  if (actor === 'system' || !actor.validator) return notYours();
  if (match.status !== MATCH_STATUS.pending || match.validated) return wrongStatus();
  if (move.kind === 'validate') return done({ validated: true, invitedAt: now });
  const reason = move.reason?.trim() ?? '';
  if (!reason)
    return refused({ kind: 'invalid', field: 'reason', message: MENTORSHIP_REFS.reasonRequired });
  return done({ status: MATCH_STATUS.refused, statusAt: now, refusalReason: reason });
}

/** When the follow-up of a match accepted at `acceptedAt` ends (MENTORSHIP_MONTHS months later). */
export const mentorshipEndsAt = (acceptedAt: Date): Date =>
  addMonthsTo(acceptedAt, MENTORSHIP_MONTHS);

/**
 * Whether `userId` sees the match in their lists: the mentee until they delete it; the mentor
 * once it reached them (validated) until they delete it. Never throws.
 */
export function matchVisibleTo(
  match: Pick<
    MatchState,
    'mentorId' | 'menteeId' | 'validated' | 'deletedByMentor' | 'deletedByMentee'
  >,
  userId: number,
): boolean {
  if (userId === match.menteeId) return !match.deletedByMentee;
  if (userId === match.mentorId) return match.validated && !match.deletedByMentor;
  return false;
}
