import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, DbIdSchema } from './shared.ts';

describe('DbIdSchema (ids fit a PostgreSQL integer)', () => {
  it('reads decimal ids as text or numbers', () => {
    expect(DbIdSchema.parse('12')).toBe(12);
    expect(DbIdSchema.parse(12)).toBe(12);
    expect(DbIdSchema.parse(String(DB_ID_MAX))).toBe(2_147_483_647);
  });

  it('refuses what is not a decimal id, and ids past 2^31 − 1', () => {
    for (const bad of [' 1', '0x10', '1e3', '1.0', '-1', '0', '', '2147483648', 2 ** 31, 1.5, 0]) {
      expect(DbIdSchema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});
