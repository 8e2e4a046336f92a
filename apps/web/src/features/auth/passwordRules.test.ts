import { describe, expect, it } from 'vitest';
import { passwordRulesMet } from './passwordRules.ts';

describe('password checklist (spec 1 §5 General: Password)', () => {
  it('meets nothing when empty', () => {
    expect(Object.values(passwordRulesMet('', 'fr')).some(Boolean)).toBe(false);
  });

  it('ticks each rule from the domain schema', () => {
    expect(passwordRulesMet('abc', 'en')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(passwordRulesMet('Abcdefg1', 'fr')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      special: false,
    });
    expect(Object.values(passwordRulesMet('Alumni-demo-2026', 'en')).every(Boolean)).toBe(true);
  });
});
