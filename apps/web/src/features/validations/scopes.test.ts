import { describe, expect, it } from 'vitest';
import { addedScopes, toggledScopes } from './scopes.ts';

describe('validator scopes (spec 2 §6)', () => {
  it('ticks and unticks one scope, ascending', () => {
    expect(toggledScopes([5, 1], 3, true)).toEqual([1, 3, 5]);
    expect(toggledScopes([1, 3, 5], 3, false)).toEqual([1, 5]);
    expect(toggledScopes([], 5, false)).toEqual([]);
  });

  it('adds the chosen scopes to those held', () => {
    expect(addedScopes([2], ['5', '2'])).toEqual([2, 5]);
    expect(addedScopes([], ['9', '1'])).toEqual([1]);
  });
});
