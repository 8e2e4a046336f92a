import { describe, expect, it } from 'vitest';
import { relativeDate } from './relativeDate.ts';

describe('relativeDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago in French and English', () => {
    expect(relativeDate('2026-03-10T09:00:00Z', 'fr', now)).toBe('il y a 3 heures');
    expect(relativeDate('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeDate('2026-03-08T12:00:00Z', 'en', now)).toBe('2 days ago');
  });

  it('never speaks of the future when the clocks disagree', () => {
    expect(relativeDate('2026-03-10T12:00:20Z', 'en', now)).toBe('a few seconds ago');
  });
});
