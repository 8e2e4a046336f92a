import { describe, expect, it } from 'vitest';
import { noticesOfChange, noticesOfReminder } from './mentorship-rules.ts';

const pair = { mentorId: 1, menteeId: 2 };

describe('who is told of a mentorship change (issue 33: request, accepted, refused, cancelled, reminder, timed out, nudge)', () => {
  it('tells the mentor of a request once it reaches them', () => {
    const request = { ...pair, move: 'request', actorId: 2, from: null, to: 0 as const };
    expect(noticesOfChange({ ...request, validated: true })).toEqual([
      { to: 1, about: 2, kind: 'request' },
    ]);
    expect(noticesOfChange({ ...request, validated: false })).toEqual([]);
    expect(
      noticesOfChange({ ...pair, move: 'validate', actorId: 9, from: 0, to: 0, validated: true }),
    ).toEqual([{ to: 1, about: 2, kind: 'request' }]);
  });

  it('tells the mentee of an answer and of a time out', () => {
    const answer = { ...pair, actorId: 1, from: 0 as const, validated: true };
    expect(noticesOfChange({ ...answer, move: 'accept', to: 1 })).toEqual([
      { to: 2, about: 1, kind: 'accepted' },
    ]);
    expect(noticesOfChange({ ...answer, move: 'refuse', to: 9 })[0]?.kind).toBe('refused');
    expect(noticesOfChange({ ...answer, move: 'reject', actorId: 9, to: 9 })[0]?.kind).toBe(
      'refused',
    );
    expect(noticesOfChange({ ...answer, move: 'time_out', actorId: null, to: 11 })).toEqual([
      { to: 2, about: 1, kind: 'timed_out' },
    ]);
  });

  it('tells the other side of a running match ended, never the mentor of a request they never saw', () => {
    const end = { ...pair, to: 10 as const, validated: true };
    expect(noticesOfChange({ ...end, move: 'cancel', actorId: 2, from: 1 })).toEqual([
      { to: 1, about: 2, kind: 'cancelled' },
    ]);
    expect(noticesOfChange({ ...end, move: 'delete', actorId: 1, from: 1 })).toEqual([
      { to: 2, about: 1, kind: 'cancelled' },
    ]);
    expect(
      noticesOfChange({ ...end, move: 'cancel', actorId: 2, from: 0, validated: false }),
    ).toEqual([]);
    // Hiding a closed match tells nobody.
    expect(noticesOfChange({ ...end, move: 'delete', actorId: 1, from: 9, to: 9 })).toEqual([]);
    expect(noticesOfChange({ ...end, move: 'finish', actorId: 2, from: 1, to: 2 })).toEqual([]);
  });

  it('reminds the mentor, nudges both', () => {
    expect(noticesOfReminder({ ...pair, kind: 'reminder' })).toEqual([
      { to: 1, about: 2, kind: 'reminder' },
    ]);
    expect(noticesOfReminder({ ...pair, kind: 'nudge' }).map((n) => n.to)).toEqual([1, 2]);
  });
});
