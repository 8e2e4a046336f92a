import { describe, expect, it } from 'vitest';
import { localizeMessage } from './api/issues.ts';
import {
  MatchCreateBodySchema,
  MatchUpdateBodySchema,
  MentorshipSettingsSchema,
} from './api/mentorship.ts';
import { MENTOR_REQUEST_EXPIRY_DAYS } from './limits.ts';
import {
  addDaysTo,
  addMonthsTo,
  decideMatchMove,
  fromLegacyMatchStatus,
  MATCH_STATUS,
  type MatchState,
  MENTOR_REQUEST_REMINDER_DAY,
  MENTOR_SOLICITATIONS_MAX,
  MENTORSHIP_MEETINGS_PER_MONTH,
  MENTORSHIP_MONTHS,
  MENTORSHIP_RATINGS,
  MENTORSHIP_REFS,
  matchStatusName,
  matchVisibleTo,
} from './mentorship.ts';
import {
  followupMonths,
  isMentorFull,
  isNudgeDue,
  mentorCapacity,
  mentoringPhoneIssue,
  reminderDueAt,
  timeOutDueAt,
} from './mentorship-rules.ts';

const T0 = new Date('2026-01-10T09:00:00Z');
const MENTOR = { userId: 1 };
const MENTEE = { userId: 2 };
const OTHER = { userId: 3 };

const pending = (over: Partial<MatchState> = {}): MatchState => ({
  status: MATCH_STATUS.pending,
  mentorId: 1,
  menteeId: 2,
  validated: true,
  invitedAt: T0,
  acceptedAt: null,
  deletedByMentor: false,
  deletedByMentee: false,
  ...over,
});
const accepted = (over: Partial<MatchState> = {}) =>
  pending({ status: MATCH_STATUS.accepted, acceptedAt: T0, ...over });

describe('mentorship numbers (spec 2 §9; issue 33)', () => {
  it('takes the spec: 2 mentors at once, 15 days to answer, reminder day 12, 6 months, 1 meeting a month', () => {
    expect(MENTOR_SOLICITATIONS_MAX).toBe(2);
    expect(MENTOR_REQUEST_EXPIRY_DAYS).toBe(15);
    expect(MENTOR_REQUEST_REMINDER_DAY).toBe(12);
    expect(MENTORSHIP_MONTHS).toBe(6);
    expect(MENTORSHIP_MEETINGS_PER_MONTH).toBe(1);
  });

  it('has the statuses Pending 0, Accepted 1, Finished 2, Refused 9, Cancelled 10, Timed_out 11 (spec 1 §4)', () => {
    expect(MATCH_STATUS).toEqual({
      pending: 0,
      accepted: 1,
      finished: 2,
      refused: 9,
      cancelled: 10,
      timed_out: 11,
    });
    expect(matchStatusName(11)).toBe('timed_out');
    expect(matchStatusName(3)).toBeUndefined();
  });

  it('reads the second set (Pending 0, Accepted 1, Refused 2, Cancelled 10) into the first', () => {
    expect([0, 1, 2, 10].map(fromLegacyMatchStatus)).toEqual([0, 1, 9, 10]);
    expect(fromLegacyMatchStatus(11)).toBeUndefined();
  });

  it('rates on five emotions, 1 to 5', () => {
    expect(MENTORSHIP_RATINGS.map((r) => r.value)).toEqual([1, 2, 3, 4, 5]);
    expect(MENTORSHIP_RATINGS.map((r) => r.key)).toEqual([
      'very_unhappy',
      'unhappy',
      'neutral',
      'happy',
      'very_happy',
    ]);
  });
});

describe('decideMatchMove (spec 1 §4 "The mentor accepts or refuses; the mentee may cancel; either may delete")', () => {
  it('lets the mentor accept a pending request they received', () => {
    const r = decideMatchMove(pending(), { kind: 'accept' }, MENTOR, T0);
    expect(r).toEqual({ ok: true, change: { status: 1, statusAt: T0, acceptedAt: T0 } });
  });

  it('refuses accept to the mentee (403), to anyone twice (409), and before a validator let it through', () => {
    expect(decideMatchMove(pending(), { kind: 'accept' }, MENTEE, T0)).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    expect(decideMatchMove(accepted(), { kind: 'accept' }, MENTOR, T0)).toMatchObject({
      error: { kind: 'conflict', message: MENTORSHIP_REFS.wrongStatus },
    });
    expect(
      decideMatchMove(
        pending({ validated: false, invitedAt: null }),
        { kind: 'accept' },
        MENTOR,
        T0,
      ),
    ).toMatchObject({ error: { kind: 'conflict' } });
  });

  it('refuses with a reason only', () => {
    expect(decideMatchMove(pending(), { kind: 'refuse', reason: '  ' }, MENTOR, T0)).toMatchObject({
      error: { kind: 'invalid', field: 'reason', message: MENTORSHIP_REFS.reasonRequired },
    });
    expect(decideMatchMove(pending(), { kind: 'refuse', reason: ' Busy ' }, MENTOR, T0)).toEqual({
      ok: true,
      change: { status: 9, statusAt: T0, refusalReason: 'Busy' },
    });
  });

  it('lets the mentee cancel while pending or accepted, not after', () => {
    for (const m of [pending(), accepted()]) {
      expect(decideMatchMove(m, { kind: 'cancel' }, MENTEE, T0)).toEqual({
        ok: true,
        change: { status: 10, statusAt: T0 },
      });
    }
    expect(decideMatchMove(pending(), { kind: 'cancel' }, MENTOR, T0)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(
      decideMatchMove(pending({ status: MATCH_STATUS.refused }), { kind: 'cancel' }, MENTEE, T0),
    ).toMatchObject({ error: { kind: 'conflict' } });
  });

  it('deletes for one side: closed matches are hidden, open ones cancelled first, pending ones answered first by the mentor', () => {
    const closed = pending({ status: MATCH_STATUS.timed_out });
    expect(decideMatchMove(closed, { kind: 'delete' }, MENTOR, T0)).toEqual({
      ok: true,
      change: { deletedByMentor: true },
    });
    expect(decideMatchMove(closed, { kind: 'delete' }, MENTEE, T0)).toEqual({
      ok: true,
      change: { deletedByMentee: true },
    });
    expect(decideMatchMove(pending(), { kind: 'delete' }, MENTEE, T0)).toEqual({
      ok: true,
      change: { deletedByMentee: true, status: 10, statusAt: T0 },
    });
    expect(decideMatchMove(accepted(), { kind: 'delete' }, MENTOR, T0)).toEqual({
      ok: true,
      change: { deletedByMentor: true, status: 10, statusAt: T0 },
    });
    expect(decideMatchMove(pending(), { kind: 'delete' }, MENTOR, T0)).toMatchObject({
      error: { kind: 'conflict', message: MENTORSHIP_REFS.answerFirst },
    });
    expect(decideMatchMove(closed, { kind: 'delete' }, OTHER, T0)).toMatchObject({
      error: { kind: 'forbidden' },
    });
  });

  it('times a request out on day 15 after the invitation, by the system only', () => {
    const day14 = addDaysTo(T0, 14);
    const day15 = addDaysTo(T0, 15);
    expect(decideMatchMove(pending(), { kind: 'time_out' }, 'system', day14)).toMatchObject({
      ok: false,
    });
    expect(decideMatchMove(pending(), { kind: 'time_out' }, 'system', day15)).toEqual({
      ok: true,
      change: { status: 11, statusAt: day15 },
    });
    expect(decideMatchMove(pending(), { kind: 'time_out' }, MENTOR, day15)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(decideMatchMove(accepted(), { kind: 'time_out' }, 'system', day15)).toMatchObject({
      ok: false,
    });
    expect(timeOutDueAt(T0)).toEqual(day15);
    expect(reminderDueAt(T0)).toEqual(addDaysTo(T0, 12));
  });

  it('finishes on the mentee rating after six months', () => {
    const before = addMonthsTo(T0, 6);
    before.setTime(before.getTime() - 1);
    expect(
      decideMatchMove(accepted(), { kind: 'finish', rating: 5 }, MENTEE, before),
    ).toMatchObject({ error: { kind: 'conflict' } });
    const end = addMonthsTo(T0, 6);
    expect(
      decideMatchMove(accepted(), { kind: 'finish', rating: 4, comment: ' Merci ' }, MENTEE, end),
    ).toEqual({
      ok: true,
      change: { status: 2, statusAt: end, finishedAt: end, rating: 4, ratingComment: 'Merci' },
    });
    expect(decideMatchMove(accepted(), { kind: 'finish', rating: 6 }, MENTEE, end)).toMatchObject({
      error: { kind: 'invalid', field: 'rating' },
    });
    expect(decideMatchMove(accepted(), { kind: 'finish', rating: 4 }, MENTOR, end)).toMatchObject({
      error: { kind: 'forbidden' },
    });
  });

  it('lets a mentorship validator let a waiting request through (the clock starts) or refuse it', () => {
    const waiting = pending({ validated: false, invitedAt: null });
    const validator = { userId: 9, validator: true };
    expect(decideMatchMove(waiting, { kind: 'validate' }, validator, T0)).toEqual({
      ok: true,
      change: { validated: true, invitedAt: T0 },
    });
    expect(decideMatchMove(waiting, { kind: 'reject', reason: 'No' }, validator, T0)).toEqual({
      ok: true,
      change: { status: 9, statusAt: T0, refusalReason: 'No' },
    });
    expect(decideMatchMove(waiting, { kind: 'validate' }, OTHER, T0)).toMatchObject({
      error: { kind: 'forbidden' },
    });
    expect(decideMatchMove(pending(), { kind: 'validate' }, validator, T0)).toMatchObject({
      error: { kind: 'conflict' },
    });
  });
});

describe('who sees a match', () => {
  it('shows a request to the mentor once validated, and hides it from a side that deleted it', () => {
    expect(matchVisibleTo(pending({ validated: false }), 1)).toBe(false);
    expect(matchVisibleTo(pending({ validated: false }), 2)).toBe(true);
    expect(matchVisibleTo(pending({ deletedByMentee: true }), 2)).toBe(false);
    expect(matchVisibleTo(pending({ deletedByMentee: true }), 1)).toBe(true);
    expect(matchVisibleTo(pending(), 3)).toBe(false);
  });
});

describe('follow-up (spec 2 §9 "at least one meeting per month, six months of follow-up")', () => {
  it('splits six months from the acceptance, each met with one meeting', () => {
    const now = addDaysTo(T0, 40);
    const months = followupMonths(T0, [new Date('2026-01-10'), new Date('2026-02-15')], now);
    expect(months.map((m) => [m.month, m.meetings, m.met, m.state])).toEqual([
      [1, 1, true, 'past'],
      [2, 1, true, 'current'],
      [3, 0, false, 'future'],
      [4, 0, false, 'future'],
      [5, 0, false, 'future'],
      [6, 0, false, 'future'],
    ]);
    expect(months[5]?.to).toEqual(addMonthsTo(T0, 6));
  });

  it('adds months in UTC, clamping to the last day', () => {
    expect(addMonthsTo(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
  });

  it('nudges a month without meeting, then not again for 30 days', () => {
    const acceptedAt = T0;
    expect(
      isNudgeDue({ acceptedAt, lastMeeting: null, lastNudgedAt: null }, addDaysTo(T0, 29)),
    ).toBe(false);
    expect(
      isNudgeDue({ acceptedAt, lastMeeting: null, lastNudgedAt: null }, addDaysTo(T0, 30)),
    ).toBe(true);
    expect(
      isNudgeDue(
        { acceptedAt, lastMeeting: addDaysTo(T0, 20), lastNudgedAt: null },
        addDaysTo(T0, 30),
      ),
    ).toBe(false);
    expect(
      isNudgeDue(
        { acceptedAt, lastMeeting: null, lastNudgedAt: addDaysTo(T0, 30) },
        addDaysTo(T0, 45),
      ),
    ).toBe(false);
    expect(
      isNudgeDue(
        { acceptedAt, lastMeeting: null, lastNudgedAt: addDaysTo(T0, 30) },
        addDaysTo(T0, 60),
      ),
    ).toBe(true);
  });
});

describe('capacity and settings', () => {
  it("takes the smaller of the mentor's maximum and the school's cap", () => {
    expect(mentorCapacity(5, 3)).toBe(3);
    expect(mentorCapacity(2, 3)).toBe(2);
    expect(mentorCapacity(2, null)).toBe(2);
    expect(mentorCapacity(0, 3)).toBe(3);
    expect(mentorCapacity(0, null)).toBeNull();
    expect(isMentorFull(3, 3)).toBe(true);
    expect(isMentorFull(3, 2)).toBe(false);
    expect(isMentorFull(null, 99)).toBe(false);
  });

  it('requires a phone number to turn mentoring on (spec 2 §8)', () => {
    const off = { is_mentor: false, looking_for_mentor: false };
    expect(mentoringPhoneIssue(off, { is_mentor: true }, null)).toEqual({
      field: 'is_mentor',
      message: MENTORSHIP_REFS.phoneRequired,
    });
    expect(mentoringPhoneIssue(off, { looking_for_mentor: true }, ' ')).toMatchObject({
      field: 'looking_for_mentor',
    });
    expect(mentoringPhoneIssue(off, { is_mentor: true }, '+33612345678')).toBeNull();
    expect(mentoringPhoneIssue({ ...off, is_mentor: true }, { is_mentor: true }, null)).toBeNull();
    expect(localizeMessage(MENTORSHIP_REFS.phoneRequired, 'en')).toBe(
      'A phone number is required to activate mentorship.',
    );
  });

  it('words the spec 2 §8 messages in both languages', () => {
    expect(localizeMessage('$msg:mentorship.solicitationsMax?max=2', 'en')).toBe(
      'You cannot solicit more than 2 mentors at once.',
    );
    expect(localizeMessage(MENTORSHIP_REFS.invitationFailed, 'fr')).toBe(
      'Une erreur est survenue, l’invitation n’a pas été envoyée.',
    );
    expect(localizeMessage(MENTORSHIP_REFS.mentorFull, 'en')).toBe(
      'This mentor has reached their maximum number of mentees.',
    );
  });

  it('checks bodies: a refusal needs its reason, the cap is 1..50 or none', () => {
    expect(MatchUpdateBodySchema.safeParse({ action: 'refuse' }).success).toBe(false);
    expect(MatchUpdateBodySchema.safeParse({ action: 'refuse', reason: 'Full' }).success).toBe(
      true,
    );
    expect(
      MatchCreateBodySchema.safeParse({ mentor_id: 3, message: 'x'.repeat(1001) }).success,
    ).toBe(false);
    expect(
      MentorshipSettingsSchema.safeParse({ max_mentees_per_mentor: 51, validate_mentorship: false })
        .success,
    ).toBe(false);
    expect(
      MentorshipSettingsSchema.safeParse({
        max_mentees_per_mentor: null,
        validate_mentorship: true,
      }).success,
    ).toBe(true);
  });
});
