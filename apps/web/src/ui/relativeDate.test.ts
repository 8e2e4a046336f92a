import { describe, expect, it } from 'vitest';
import { fullDate, relativeDate } from './relativeDate.ts';

describe('relativeDate', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago in French and English', () => {
    expect(relativeDate('2026-03-10T11:55:00Z', 'fr', now)).toBe('il y a 5 minutes');
    expect(relativeDate('2026-03-10T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(relativeDate('2026-03-10T09:00:00Z', 'fr', now)).toBe('il y a 3 heures');
    expect(relativeDate('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(relativeDate('2026-03-08T12:00:00Z', 'en', now)).toBe('2 days ago');
  });

  it('never speaks of the future when the clocks disagree', () => {
    expect(relativeDate('2026-03-10T12:00:20Z', 'en', now)).toBe('a few seconds ago');
  });
});

describe('fullDate', () => {
  it('gives the long date and the time, as Intl formats them', () => {
    const iso = '2026-03-10T09:30:00Z';
    const options = { dateStyle: 'long', timeStyle: 'short' } as const;
    expect(fullDate(iso, 'fr')).toBe(new Intl.DateTimeFormat('fr', options).format(new Date(iso)));
    expect(fullDate(iso, 'en')).toContain('2026');
  });
});
