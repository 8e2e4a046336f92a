import { describe, expect, it } from 'vitest';
import { ABOUT_MESSAGES } from './about-messages.ts';
import {
  KEY_NUMBER_LABEL_MAX,
  KEY_NUMBER_VALUE_MAX,
  keyNumberSchema,
  keyNumbersBanner,
  keyNumbersSchema,
} from './key-numbers.ts';
import { KEY_STATS_MAX, KEY_STATS_MIN, NUMBER_ABBREVIATIONS } from './limits.ts';
import { abbreviateNumber } from './number-abbreviation.ts';
import { inLocale } from './test-locale.ts';

// Spec 2 §9: "Key stats: 3 minimum to show the banner, 6 maximum"; "Number abbreviation: k, m,
// b, t". Spec 1 §2 "School page editing: … key stats"; §3 School `key_numbers`.

describe('the number abbreviation (spec 2 §9 "Number abbreviation: k, m, b, t")', () => {
  it('uses k, m, b, t', () => {
    expect(NUMBER_ABBREVIATIONS).toEqual(['k', 'm', 'b', 't']);
  });

  it('leaves numbers under a thousand as they are', () => {
    expect(abbreviateNumber(0)).toEqual({ amount: 0, unit: '' });
    expect(abbreviateNumber(7)).toEqual({ amount: 7, unit: '' });
    expect(abbreviateNumber(999)).toEqual({ amount: 999, unit: '' });
    expect(abbreviateNumber(4.5)).toEqual({ amount: 4.5, unit: '' });
  });

  it('divides by a thousand per unit, one decimal under 100 of a unit', () => {
    expect(abbreviateNumber(1000)).toEqual({ amount: 1, unit: 'k' });
    expect(abbreviateNumber(1234)).toEqual({ amount: 1.2, unit: 'k' });
    expect(abbreviateNumber(15_000)).toEqual({ amount: 15, unit: 'k' });
    expect(abbreviateNumber(15_550)).toEqual({ amount: 15.6, unit: 'k' });
    expect(abbreviateNumber(250_400)).toEqual({ amount: 250, unit: 'k' });
    expect(abbreviateNumber(2_500_000)).toEqual({ amount: 2.5, unit: 'm' });
    expect(abbreviateNumber(3_000_000_000)).toEqual({ amount: 3, unit: 'b' });
    expect(abbreviateNumber(4_200_000_000_000)).toEqual({ amount: 4.2, unit: 't' });
  });

  it('takes the next unit when rounding reaches a thousand, and keeps the sign', () => {
    expect(abbreviateNumber(999_950)).toEqual({ amount: 1, unit: 'm' });
    expect(abbreviateNumber(-12_000)).toEqual({ amount: -12, unit: 'k' });
    expect(abbreviateNumber(5e15)).toEqual({ amount: 5000, unit: 't' });
    expect(abbreviateNumber(Number.NaN).unit).toBe('');
  });
});

describe('the key numbers banner (spec 2 §9 "3 minimum to show the banner, 6 maximum")', () => {
  const numbers = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: 10 + i, order: count - i }));

  it(`shows from ${KEY_STATS_MIN} on, at most ${KEY_STATS_MAX}, in the school's order`, () => {
    expect(KEY_STATS_MIN).toBe(3);
    expect(KEY_STATS_MAX).toBe(6);
    expect(keyNumbersBanner(numbers(0))).toEqual([]);
    expect(keyNumbersBanner(numbers(2))).toEqual([]);
    expect(keyNumbersBanner(numbers(3)).map((n) => n.id)).toEqual([12, 11, 10]);
    expect(keyNumbersBanner(numbers(8))).toHaveLength(6);
    expect(
      keyNumbersBanner([
        { id: 2, order: 0 },
        { id: 1, order: 0 },
        { id: 3, order: 0 },
      ]).map((n) => n.id),
    ).toEqual([1, 2, 3]);
  });
});

describe('the key numbers an admin saves', () => {
  const one = { value: '12 000', label: { fr: 'Diplômés', en: 'Graduates' } };
  const fields = (body: unknown) =>
    keyNumbersSchema.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it(`keeps 0 to ${KEY_STATS_MAX}, trimmed, a label in one language at least`, () => {
    expect(keyNumbersSchema.parse({ key_numbers: [] })).toEqual({ key_numbers: [] });
    expect(keyNumberSchema.parse({ value: ' 94 % ', label: { fr: ' Insertion ' } })).toEqual({
      value: '94 %',
      label: { fr: 'Insertion', en: '' },
    });
    expect(keyNumbersSchema.safeParse({ key_numbers: Array(6).fill(one) }).success).toBe(true);
    expect(fields({ key_numbers: Array(7).fill(one) })).toEqual(['key_numbers']);
  });

  it('refuses each bad field on its own path', () => {
    expect(KEY_NUMBER_VALUE_MAX).toBe(32);
    expect(fields({})).toEqual(['key_numbers']);
    expect(fields({ key_numbers: [{ ...one, value: ' ' }] })).toEqual(['key_numbers.0.value']);
    expect(fields({ key_numbers: [{ ...one, value: 'x'.repeat(33) }] })).toEqual([
      'key_numbers.0.value',
    ]);
    expect(fields({ key_numbers: [{ ...one, label: { fr: '', en: ' ' } }] })).toEqual([
      'key_numbers.0.label',
    ]);
    expect(
      fields({ key_numbers: [{ ...one, label: { en: 'x'.repeat(KEY_NUMBER_LABEL_MAX + 1) } }] }),
    ).toEqual(['key_numbers.0.label.en']);
    expect(fields({ key_numbers: 'many' })).toEqual(['key_numbers']);
  });

  it('words its refusals in both languages', () => {
    const seven = { key_numbers: Array(7).fill(one) };
    expect(inLocale(keyNumbersSchema, 'fr').safeParse(seven).error?.issues[0]?.message).toBe(
      ABOUT_MESSAGES.fr.keyNumbersTooMany.replace('{max}', '6'),
    );
    const noLabel = { key_numbers: [{ value: '3', label: {} }] };
    expect(inLocale(keyNumbersSchema, 'en').safeParse(noLabel).error?.issues[0]?.message).toBe(
      ABOUT_MESSAGES.en.keyNumberLabelRequired,
    );
  });
});
