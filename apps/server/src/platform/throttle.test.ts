import { describe, expect, it } from 'vitest';
import { LOGIN_SLOWDOWN_PER_ACCOUNT, loginSlowdownMs, throttleKey } from './throttle.ts';

// Issue 12, item 4: per account, failed sign-ins only slow answers down, never lock.
describe('loginSlowdownMs', () => {
  it('is 0 before the 5th failure, then doubles from the base up to 8 times it', () => {
    expect(LOGIN_SLOWDOWN_PER_ACCOUNT.after).toBe(5);
    expect([0, 4, 5, 6, 7, 8, 9, 50].map((n) => loginSlowdownMs(n, 1000))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('is 0 when the base is 0 (slow-down turned off)', () => {
    expect(loginSlowdownMs(30, 0)).toBe(0);
  });
});

describe('throttleKey', () => {
  it('keeps kinds apart, fits the column whatever the parts, and stores no address in clear', () => {
    const key = throttleKey('login:address-account', '2001:db8::1', `${'a'.repeat(250)}@x.org`);
    expect(key.length).toBeLessThanOrEqual(300);
    expect(key).not.toContain('db8');
    expect(throttleKey('a', 'x')).not.toBe(throttleKey('b', 'x'));
    expect(throttleKey('a', 'x', 'y')).not.toBe(throttleKey('a', 'xy'));
  });
});
