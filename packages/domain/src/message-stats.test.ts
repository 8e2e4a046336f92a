import { describe, expect, it } from 'vitest';
import { MessageStatsQuerySchema } from './api/message-stats.ts';
import {
  addDays,
  daysBetween,
  MESSAGE_STATS_DEFAULT_DAYS,
  MESSAGE_STATS_MAX_DAYS,
  messageStatsPeriod,
  messageStatsPeriodIssue,
} from './message-stats.ts';

describe('message statistics (issue 32 item 6; spec 1 §2 Super-administration "Message stats")', () => {
  it('counts days with both ends included', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(2);
    expect(daysBetween('2028-01-01', '2028-12-31')).toBe(366);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('defaults to the last 30 days, today included', () => {
    expect(MESSAGE_STATS_DEFAULT_DAYS).toBe(30);
    expect(messageStatsPeriod({}, '2026-03-30')).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(messageStatsPeriod({ to: '2026-01-30' }, '2026-03-30')).toEqual({
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(messageStatsPeriod({ from: '2026-03-10' }, '2026-03-30')).toEqual({
      from: '2026-03-10',
      to: '2026-03-30',
    });
  });

  it('refuses a reversed period and one longer than 366 days', () => {
    expect(MESSAGE_STATS_MAX_DAYS).toBe(366);
    expect(messageStatsPeriodIssue({ from: '2026-03-02', to: '2026-03-01' })?.field).toBe('to');
    expect(messageStatsPeriodIssue({ from: '2024-12-31', to: '2026-01-01' })?.field).toBe('from');
    expect(messageStatsPeriodIssue({ from: '2025-01-02', to: '2026-01-02' })).toBeNull();
    expect(
      MessageStatsQuerySchema.safeParse({ from: '2020-01-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(MessageStatsQuerySchema.safeParse({ from: 'yesterday' }).success).toBe(false);
    expect(MessageStatsQuerySchema.safeParse({ school: '3' }).data).toEqual({ school: 3 });
  });
});
