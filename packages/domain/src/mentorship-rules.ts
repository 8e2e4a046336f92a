import { MENTOR_REQUEST_EXPIRY_DAYS } from './limits.ts';
import {
  addDaysTo,
  addMonthsTo,
  type MatchStatus,
  MENTOR_REQUEST_REMINDER_DAY,
  MENTORSHIP_MEETINGS_PER_MONTH,
  MENTORSHIP_MONTHS,
  MENTORSHIP_NUDGE_DAYS,
} from './mentorship.ts';
import { MENTORSHIP_REFS } from './mentorship-messages.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isValidator,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { VALIDATION_TYPE_SCOPE } from './validations.ts';

/**
 * Mentorship rules beside the match's state machine (mentorship.ts; issue 33): the sweep's
 * days, the follow-up's months, the mentor's capacity, the phone rule of the settings, who
 * uses mentorship and who validates it, and who is told of what.
 */

/** When the sweep reminds the mentor of a request they got at `invitedAt` (day 12). */
export const reminderDueAt = (invitedAt: Date): Date =>
  addDaysTo(invitedAt, MENTOR_REQUEST_REMINDER_DAY);
/** When a request the mentor got at `invitedAt` times out (day 15). */
export const timeOutDueAt = (invitedAt: Date): Date =>
  addDaysTo(invitedAt, MENTOR_REQUEST_EXPIRY_DAYS);

/**
 * Whether both sides of an accepted match are nudged at `now`: accepted at least
 * MENTORSHIP_NUDGE_DAYS days ago, no meeting on or after `now − 30 days`, not nudged in the
 * last 30 days. `lastMeeting` and `lastNudgedAt` null when none. Pure.
 */
export function isNudgeDue(
  m: { acceptedAt: Date; lastMeeting: Date | null; lastNudgedAt: Date | null },
  now: Date,
): boolean {
  const since = addDaysTo(now, -MENTORSHIP_NUDGE_DAYS);
  if (m.acceptedAt > since) return false;
  if (m.lastMeeting && m.lastMeeting >= since) return false;
  return !m.lastNudgedAt || m.lastNudgedAt <= since;
}

/** One month of the follow-up: its number (1..6), span, meetings logged in it, and where it is. */
export interface FollowupMonthSpan {
  month: number;
  from: Date;
  to: Date;
  meetings: number;
  met: boolean;
  state: 'past' | 'current' | 'future';
}

/**
 * The MENTORSHIP_MONTHS months of a match accepted at `acceptedAt` (month n runs from n−1 to n
 * months after), each with the meetings dated in it and whether it reached
 * MENTORSHIP_MEETINGS_PER_MONTH, and whether it is past, current or to come at `now`. Pure.
 */
export function followupMonths(
  acceptedAt: Date,
  meetings: readonly Date[],
  now: Date,
): FollowupMonthSpan[] {
  const months: FollowupMonthSpan[] = [];
  for (let n = 1; n <= MENTORSHIP_MONTHS; n++) {
    const from = addMonthsTo(acceptedAt, n - 1);
    const to = addMonthsTo(acceptedAt, n);
    const count = meetings.filter((d) => d >= startOfUtcDay(from) && d < to).length;
    const state = now >= to ? 'past' : now >= from ? 'current' : 'future';
    months.push({
      month: n,
      from,
      to,
      meetings: count,
      met: count >= MENTORSHIP_MEETINGS_PER_MONTH,
      state,
    });
  }
  return months;
}

// A meeting is a day ('2026-03-01'); the first month takes the day of the acceptance whole.
const startOfUtcDay = (d: Date): Date =>
  new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

/**
 * A mentor's capacity: the smaller of their own maximum (`maxMentee`; 0 = none of their own)
 * and the school's cap (null = none); null when neither limits. Never throws.
 */
export function mentorCapacity(maxMentee: number | null, schoolCap: number | null): number | null {
  const own = maxMentee && maxMentee > 0 ? maxMentee : null;
  if (own === null) return schoolCap;
  return schoolCap === null ? own : Math.min(own, schoolCap);
}

/** Whether a mentor with `accepted` running matches is at their capacity. Never throws. */
export const isMentorFull = (capacity: number | null, accepted: number): boolean =>
  capacity !== null && accepted >= capacity;

/**
 * The phone rule of the member's mentoring settings (spec 2 §8 "a phone number is required to
 * activate mentorship"): the field (`is_mentor` or `looking_for_mentor`) the update turns on
 * (from off) while the member has no phone number, or null. Leaving it on is not turning it on.
 */
export function mentoringPhoneIssue(
  current: { is_mentor: boolean; looking_for_mentor: boolean },
  update: { is_mentor?: boolean | undefined; looking_for_mentor?: boolean | undefined },
  phone: string | null | undefined,
): { field: 'is_mentor' | 'looking_for_mentor'; message: string } | null {
  if (phone?.trim()) return null;
  for (const field of ['is_mentor', 'looking_for_mentor'] as const) {
    if (update[field] === true && !current[field]) {
      return { field, message: MENTORSHIP_REFS.phoneRequired };
    }
  }
  return null;
}

/** Who uses mentorship (search, ask, answer, follow up): the mentorship list view (spec 2 §6). */
export function canUseMentorship(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.mentorshipList);
}

/**
 * Who decides requests where the school validates matches: validators of the mentorship
 * counter's scope (domain validations.ts: the super validators), super users included.
 */
export function canValidateMentorship(user: PermissionUser, school: PermissionSchool): boolean {
  return isValidator(user, school, VALIDATION_TYPE_SCOPE.mentorship);
}

/** What a member is told of (a notification and a mail). */
export type MentorshipNoticeKind =
  | 'request'
  | 'accepted'
  | 'refused'
  | 'cancelled'
  | 'reminder'
  | 'timed_out'
  | 'nudge';

/** One member told of `kind`, `about` the other member of the pair. */
export interface MentorshipNotice {
  to: number;
  about: number;
  kind: MentorshipNoticeKind;
}

/** A change of a match as the notices read it. */
export interface MatchChangeFacts {
  move: string;
  mentorId: number;
  menteeId: number;
  actorId: number | null;
  from: MatchStatus | null;
  to: MatchStatus;
  /** Whether the mentor got the request, after the move. */
  validated: boolean;
}

/**
 * Who is told of a change (issue 33 "request received, accepted, refused (reason), cancelled,
 * timed out"): the mentor of a request that reaches them (at once, or once a validator lets it
 * through); the mentee of an acceptance, a refusal (the mentor's or a validator's) and a time
 * out; the other side of a running match one side cancelled or deleted, the mentor only if the
 * request had reached them. Nobody for a finish or a closed match hidden. Pure.
 */
export function noticesOfChange(c: MatchChangeFacts): MentorshipNotice[] {
  const toMentor = (kind: MentorshipNoticeKind) => [{ to: c.mentorId, about: c.menteeId, kind }];
  const toMentee = (kind: MentorshipNoticeKind) => [{ to: c.menteeId, about: c.mentorId, kind }];
  switch (c.move) {
    case 'request':
      return c.validated ? toMentor('request') : [];
    case 'validate':
      return toMentor('request');
    case 'accept':
      return toMentee('accepted');
    case 'refuse':
    case 'reject':
      return toMentee('refused');
    case 'time_out':
      return toMentee('timed_out');
    case 'cancel':
    case 'delete': {
      const wasOpen = c.from === 0 || c.from === 1;
      if (c.to !== 10 || !wasOpen) return [];
      if (c.actorId === c.mentorId) return toMentee('cancelled');
      return c.validated ? toMentor('cancelled') : [];
    }
    default:
      return [];
  }
}

/** Who is told of the sweep's reminder (the mentor) or nudge (both). Pure. */
export function noticesOfReminder(r: {
  kind: 'reminder' | 'nudge';
  mentorId: number;
  menteeId: number;
}): MentorshipNotice[] {
  const mentor = { to: r.mentorId, about: r.menteeId, kind: r.kind };
  return r.kind === 'reminder'
    ? [mentor]
    : [mentor, { to: r.menteeId, about: r.mentorId, kind: 'nudge' }];
}
