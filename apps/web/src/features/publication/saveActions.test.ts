import { describe, expect, it } from 'vitest';
import { isFutureLocalInput, publicationSaveActions } from './saveActions.ts';

describe('publicationSaveActions (spec 1 §4 Publication)', () => {
  const base = { requiresValidation: true, isValidator: false, future: false };

  it('offers a draft and a submission to a member when the school validates the area', () => {
    expect(publicationSaveActions(null, base)).toEqual(['draft', 'submit']);
    expect(publicationSaveActions('refused', base)).toEqual(['draft', 'submit']);
  });

  it('lets a validator, or anyone when the school does not validate, publish or schedule', () => {
    expect(publicationSaveActions('draft', { ...base, isValidator: true })).toEqual([
      'draft',
      'publish',
    ]);
    expect(
      publicationSaveActions(null, { ...base, requiresValidation: false, future: true }),
    ).toEqual(['draft', 'schedule']);
  });

  it('only saves a published or scheduled item as it is', () => {
    expect(publicationSaveActions('published', base)).toEqual(['save']);
    expect(publicationSaveActions('scheduled', { ...base, isValidator: true })).toEqual(['save']);
  });
});

describe('isFutureLocalInput', () => {
  it('tells a future date, in the browser time zone', () => {
    const now = new Date(2026, 0, 1, 12, 0);
    expect(isFutureLocalInput('2026-01-02T12:00', now)).toBe(true);
    expect(isFutureLocalInput('2025-12-31T12:00', now)).toBe(false);
    expect(isFutureLocalInput('', now)).toBe(false);
    expect(isFutureLocalInput('2026-13-45T99:99', now)).toBe(false);
  });
});
