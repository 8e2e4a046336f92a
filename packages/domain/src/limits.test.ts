import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  JOB_ATTACHMENT_MAX_BYTES,
  NAVBAR_COMPACT_ABOVE,
  NAVBAR_SEMI_COMPACT_ABOVE,
  NOTIFICATION_DURATION_MS,
  YEAR_SELECTOR_FIRST,
  yearSelectorRange,
} from './limits.ts';

describe('spec 2 §9 constants', () => {
  it('notification shows 5000 ms', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(5000);
  });

  it('breakpoints are 769, 1025, 1215, 1407 px in ascending order', () => {
    expect(Object.values(BREAKPOINTS)).toEqual([769, 1025, 1215, 1407]);
  });

  it('job attachment max is 3 MB', () => {
    expect(JOB_ATTACHMENT_MAX_BYTES).toBe(3_145_728);
  });

  it('navbar is compact above 8 and semi-compact above 7', () => {
    expect([NAVBAR_COMPACT_ABOVE, NAVBAR_SEMI_COMPACT_ABOVE]).toEqual([8, 7]);
  });
});

describe('yearSelectorRange (spec 1 §5: 1950 to current year plus 6)', () => {
  const range = yearSelectorRange(new Date(2025, 5, 15));

  it('starts at 1950 and ends at the current year plus 6, inclusive', () => {
    expect(range[0]).toBe(1950);
    expect(range.at(-1)).toBe(2031);
    expect(range).toHaveLength(2031 - 1950 + 1);
  });

  it('is ascending with no gaps', () => {
    expect(range.every((year, i) => year === YEAR_SELECTOR_FIRST + i)).toBe(true);
  });

  it('does not offer 1949 nor the current year plus 7', () => {
    expect(range).not.toContain(1949);
    expect(range).not.toContain(2032);
  });

  it('follows the calendar year of the given date', () => {
    expect(yearSelectorRange(new Date(2030, 0, 1)).at(-1)).toBe(2036);
  });
});
