import { describe, expect, it } from 'vitest';
import { isFutureLocalInput } from '../publication/index.ts';
import {
  fromLocalInput,
  LIST_STATUSES,
  parseCategory,
  parseStatus,
  toLocalInput,
} from './blogRules.ts';

describe('list filters from the address', () => {
  it('keeps a status the viewer has, else published', () => {
    expect(parseStatus('draft', LIST_STATUSES)).toBe('draft');
    expect(parseStatus('draft', ['published'])).toBe('published');
    expect(parseStatus('nope', LIST_STATUSES)).toBe('published');
    expect(parseStatus(null, LIST_STATUSES)).toBe('published');
  });

  it('reads a category in the form of the school’s list codes only', () => {
    expect(parseCategory('careers')).toBe('careers');
    expect(parseCategory('vie_associative_2')).toBe('vie_associative_2');
    expect(parseCategory('Careers')).toBeNull();
    expect(parseCategory('x'.repeat(33))).toBeNull();
    expect(parseCategory(null)).toBeNull();
  });
});

describe('publication date input', () => {
  it('round-trips an instant through the datetime-local value', () => {
    const iso = '2026-03-04T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });

  it("reads and writes the value in a named time zone (an event's school)", () => {
    expect(toLocalInput('2027-01-15T18:00:00Z', 'Europe/Paris')).toBe('2027-01-15T19:00');
    expect(toLocalInput('2027-07-15T17:00:00Z', 'Europe/Paris')).toBe('2027-07-15T19:00');
    expect(toLocalInput('2027-01-15T23:30:00Z', 'America/New_York')).toBe('2027-01-15T18:30');
    expect(fromLocalInput('2027-01-15T19:00', 'Europe/Paris')).toBe('2027-01-15T18:00:00.000Z');
    expect(fromLocalInput('2027-07-15T19:00', 'Europe/Paris')).toBe('2027-07-15T17:00:00.000Z');
    expect(fromLocalInput('2027-01-15T18:30', 'America/New_York')).toBe('2027-01-15T23:30:00.000Z');
    // 02:30 does not exist in Paris on 28 March 2027: it is read as 03:30 summer time.
    expect(fromLocalInput('2027-03-28T02:30', 'Europe/Paris')).toBe('2027-03-28T01:30:00.000Z');
    expect(fromLocalInput('nonsense', 'Europe/Paris')).toBeNull();
  });

  it('tells a future date', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(isFutureLocalInput(toLocalInput('2026-01-02T12:00:00Z'), now)).toBe(true);
    expect(isFutureLocalInput(toLocalInput('2025-12-31T12:00:00Z'), now)).toBe(false);
    expect(isFutureLocalInput('', now)).toBe(false);
    expect(isFutureLocalInput('2026-01-01T12:30', now, 'Europe/Paris')).toBe(false);
    expect(isFutureLocalInput('2026-01-01T13:30', now, 'Europe/Paris')).toBe(true);
  });
});
