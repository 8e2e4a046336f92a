import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  INITIAL_LIVE_COUNTS,
  type LiveCounts,
  liveCountsReducer,
  parseEventData,
  readValidationCounts,
  streamRetryDelay,
  totalPending,
} from './liveCounts.ts';

const counts = {
  jobad: 1,
  article: 2,
  userrole: 3,
  mentorship: 0,
  report: 4,
  event: 0,
  club: 0,
};

describe('live counts reducer (spec 1 §4 stream events, spec 2 §4 counters never below 0)', () => {
  it('takes the counts of validations-init, then of each validations event', () => {
    let state = liveCountsReducer(INITIAL_LIVE_COUNTS, { type: 'validations-init', data: counts });
    expect(state.validations).toEqual(counts);
    state = liveCountsReducer(state, { type: 'validations', data: { ...counts, report: 5 } });
    expect(state.validations?.report).toBe(5);
    expect(state.validations?.userrole).toBe(3);
  });

  it('clamps negative counts at 0 and keeps the types a payload leaves out', () => {
    const start: LiveCounts = { validations: counts, unread: 0 };
    const state = liveCountsReducer(start, { type: 'validations', data: { report: -2 } });
    expect(state.validations).toEqual({ ...counts, report: 0 });
  });

  it('ignores a payload that is not an object', () => {
    const start: LiveCounts = { validations: counts, unread: 2 };
    expect(liveCountsReducer(start, { type: 'validations', data: 'oops' })).toBe(start);
    expect(liveCountsReducer(INITIAL_LIVE_COUNTS, { type: 'validations', data: null })).toBe(
      INITIAL_LIVE_COUNTS,
    );
  });

  it('sets unread messages from message-init and follows message events', () => {
    let state = liveCountsReducer(INITIAL_LIVE_COUNTS, {
      type: 'message-init',
      data: { unread: 3 },
    });
    expect(state.unread).toBe(3);
    state = liveCountsReducer(state, { type: 'message', data: { unread: 7 } });
    expect(state.unread).toBe(7);
    state = liveCountsReducer(state, { type: 'message', data: { delta: -10 } });
    expect(state.unread).toBe(0);
    state = liveCountsReducer(state, { type: 'message', data: { id: 12, text: 'hello' } });
    expect(state.unread).toBe(1);
    state = liveCountsReducer(state, { type: 'message-init', data: { unread: -4 } });
    expect(state.unread).toBe(0);
  });

  it('a message-init without a count changes nothing', () => {
    const start: LiveCounts = { validations: null, unread: 2 };
    expect(liveCountsReducer(start, { type: 'message-init', data: {} })).toBe(start);
  });

  it('resets when the user changes', () => {
    const start: LiveCounts = { validations: counts, unread: 2 };
    expect(liveCountsReducer(start, { type: 'reset' })).toEqual(INITIAL_LIVE_COUNTS);
  });
});

describe('live counts helpers', () => {
  it('parses event data as JSON, or keeps the text', () => {
    expect(parseEventData('{"unread":2}')).toEqual({ unread: 2 });
    expect(parseEventData('not json')).toBe('not json');
  });

  it('reads GET /api/validations/ like a validations event', () => {
    expect(readValidationCounts(counts, null)).toEqual(counts);
    expect(readValidationCounts({ report: 1.7 }, null)).toEqual({
      jobad: 0,
      article: 0,
      userrole: 0,
      mentorship: 0,
      report: 1,
      event: 0,
      club: 0,
    });
  });

  it('totals what waits for validation; 0 while unknown', () => {
    expect(totalPending(counts)).toBe(10);
    expect(totalPending(null)).toBe(0);
  });

  it('shows badges up to 99, then 99+', () => {
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('retries the stream after 5 s, doubling up to 5 minutes', () => {
    expect(streamRetryDelay(1)).toBe(5_000);
    expect(streamRetryDelay(2)).toBe(10_000);
    expect(streamRetryDelay(3)).toBe(20_000);
    expect(streamRetryDelay(20)).toBe(300_000);
  });
});
