import { describe, expect, it } from 'vitest';
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

  it('reads a known category only', () => {
    expect(parseCategory('careers')).toBe('careers');
    expect(parseCategory('Careers')).toBeNull();
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
});
