import { describe, expect, it } from 'vitest';
import { calendarDayIn } from './calendar-day.ts';

describe('calendarDayIn', () => {
  it("gives the school's day, not UTC's, around midnight", () => {
    // 23:30 UTC on 29 November is already 30 November in Paris (UTC+1 in winter).
    const late = new Date('2026-11-29T23:30:00Z');
    expect(calendarDayIn(late, 'Europe/Paris')).toBe('2026-11-30');
    expect(calendarDayIn(late, 'UTC')).toBe('2026-11-29');
    expect(calendarDayIn(late, 'America/Montreal')).toBe('2026-11-29');
  });

  it('refuses an unknown zone', () => {
    expect(() => calendarDayIn(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
