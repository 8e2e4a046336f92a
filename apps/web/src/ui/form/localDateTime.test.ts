import { describe, expect, it } from 'vitest';
import { fromPickerValue, toDateValue, todayText, toPickerValue } from './localDateTime.ts';

// Issue 30 item 8: the date pickers in the page's language keep the forms' `datetime-local`
// text, so that what is submitted does not change.
describe('date picker values and the forms’ datetime-local text', () => {
  it('go one to the other and back, to the minute', () => {
    expect(toPickerValue('2026-11-29T14:35')).toBe('2026-11-29 14:35:00');
    expect(fromPickerValue('2026-11-29 14:35:00')).toBe('2026-11-29T14:35');
    expect(fromPickerValue(toPickerValue('2027-01-02T00:05'))).toBe('2027-01-02T00:05');
  });

  it('read nothing as empty', () => {
    expect(toPickerValue('')).toBeNull();
    expect(toPickerValue('29/11/2026')).toBeNull();
    expect(fromPickerValue(null)).toBe('');
    expect(fromPickerValue('')).toBe('');
  });
});

describe('date picker values and the forms’ date text', () => {
  it('are the same day text; anything else is no day', () => {
    expect(toDateValue('2026-11-29')).toBe('2026-11-29');
    expect(toDateValue('')).toBeNull();
    expect(toDateValue(undefined)).toBeNull();
    expect(toDateValue('29/11/2026')).toBeNull();
    expect(toDateValue('2026-11-29T14:35')).toBeNull();
  });
});

describe('todayText', () => {
  it('writes the browser’s own day as a date input’s text, zero-padded', () => {
    expect(todayText(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
