import { describe, expect, it } from 'vitest';
import {
  matchDateKey,
  matchStatusColor,
  matchStatusKey,
  moveWord,
  otherSide,
  readMentorFilters,
  requestFailure,
  setFilterCount,
} from './mentorshipRules.ts';

const person = (id: number) => ({ id, first_name: 'A', last_name: String(id), picture: null });

describe('mentor search filters (issue 33 item 2)', () => {
  it('reads type, degree, sector, city, graduation year and text from the address', () => {
    const params = new URLSearchParams(
      'type=career&degree=12&sector=it&city=%20Lyon%20&year=2015&q=data',
    );
    expect(readMentorFilters(params)).toEqual({
      type: 'career',
      degree_id: 12,
      sector: 'it',
      city: 'Lyon',
      graduation_year: 2015,
      q: 'data',
    });
    expect(setFilterCount(readMentorFilters(params))).toBe(5);
  });

  it('leaves out what the API would refuse: an unknown type, a year out of 1900..2200, no number', () => {
    const params = new URLSearchParams('type=astrology&degree=x&year=1850&city=&q=%20');
    expect(readMentorFilters(params)).toEqual({});
    expect(readMentorFilters(new URLSearchParams('year=2201'))).toEqual({});
    expect(setFilterCount({})).toBe(0);
  });
});

describe('match statuses (spec 1 §4)', () => {
  it('names each status, a request awaiting its validator apart', () => {
    expect(matchStatusKey({ status: 0, validated: true })).toBe('mentorship_status_pending');
    expect(matchStatusKey({ status: 0, validated: false })).toBe(
      'mentorship_status_awaiting_validation',
    );
    expect(matchStatusKey({ status: 1, validated: true })).toBe('mentorship_status_accepted');
    expect(matchStatusKey({ status: 2, validated: true })).toBe('mentorship_status_finished');
    expect(matchStatusKey({ status: 9, validated: true })).toBe('mentorship_status_refused');
    expect(matchStatusKey({ status: 10, validated: true })).toBe('mentorship_status_cancelled');
    expect(matchStatusKey({ status: 11, validated: true })).toBe('mentorship_status_timed_out');
    expect(matchStatusColor({ status: 1 })).toBe('teal.9');
    expect(matchStatusColor({ status: 9 })).toBe('red.9');
  });

  it('words a move: cancelling a request not yet accepted withdraws it', () => {
    expect(moveWord('cancel', { status: 0 })).toBe('withdraw');
    expect(moveWord('cancel', { status: 1 })).toBe('cancel');
    expect(moveWord('delete', { status: 0 })).toBe('delete');
    expect(matchDateKey({ status: 11 })).toBe('mentorship_dates_timed_out');
    expect(matchDateKey({ status: 0 })).toBe('mentorship_dates_pending');
  });

  it('shows the other member of the pair', () => {
    const match = { mentor: person(1), mentee: person(2) };
    expect(otherSide({ ...match, role: 'mentor' }).id).toBe(2);
    expect(otherSide({ ...match, role: 'mentee' }).id).toBe(1);
  });
});

describe('a failed request (spec 2 §8)', () => {
  it("shows the server's sentence for what a person can fix, else the invitation failure", () => {
    // 409: "cannot solicit more than 2 mentors", a request to this mentor open; 400: not a mentor.
    expect(requestFailure(409)).toBe('server');
    expect(requestFailure(400)).toBe('server');
    expect(requestFailure(500)).toBe('invitation');
    expect(requestFailure(undefined)).toBe('invitation');
  });
});
