import { describe, expect, it } from 'vitest';
import {
  conflictingFields,
  findDuplicatePairs,
  MERGE_FIELDS,
  type MergeFields,
  mergedFields,
  normalizeEmail,
} from './duplicates.ts';
import { DUPLICATE_MESSAGES } from './duplicates-messages.ts';

const person = (id: number, over: Partial<Parameters<typeof findDuplicatePairs>[0][0]> = {}) => ({
  id,
  email: `p${id}@example.org`,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  date_birth: null,
  external_ref: null,
  ...over,
});

const fields = (over: Partial<MergeFields>): MergeFields => ({
  ...(Object.fromEntries(MERGE_FIELDS.map((f) => [f, null])) as MergeFields),
  ...over,
});

describe('duplicate detection (issue 34 item 5)', () => {
  it('reads e-mail variants as one mailbox: case, accents, gmail dots and plus', () => {
    expect(normalizeEmail('Jean.Dupont+alumni@GoogleMail.com')).toBe('jeandupont@gmail.com');
    expect(normalizeEmail('JÉRÔME@Example.org')).toBe('jerome@example.org');
    // Dots matter outside gmail-like domains.
    expect(normalizeEmail('jean.dupont@example.org')).not.toBe(
      normalizeEmail('jeandupont@example.org'),
    );
  });

  it('pairs same e-mail, same name and birth date, same external reference', () => {
    const pairs = findDuplicatePairs([
      person(1, { email: 'Ana.Lima@gmail.com' }),
      person(2, { email: 'analima+x@gmail.com' }),
      person(3, { first_name: 'Léa', last_name: 'Durand', date_birth: '1990-02-03' }),
      person(4, { first_name: 'lea', last_name: 'DURAND', date_birth: '1990-02-03' }),
      person(5, { external_ref: 'A-17', first_name: 'Léa', last_name: 'Durand' }),
      person(6, { external_ref: 'a-17' }),
      person(7, { first_name: 'Léa', last_name: 'Durand', date_birth: '1991-02-03' }),
    ]);
    expect(pairs).toEqual([
      { ids: [1, 2], reasons: ['email'] },
      { ids: [3, 4], reasons: ['name_birth'] },
      { ids: [5, 6], reasons: ['external_ref'] },
    ]);
  });
});

describe('merge choices (spec 1 §5 "duplicate merge needs a choice per conflict")', () => {
  it('asks only where both have a different value, and applies the choices', () => {
    const keep = fields({ email: 'a@x.org', first_name: 'Ana', city: 'Paris', phone: null });
    const merge = fields({ email: 'b@x.org', first_name: 'Ana', city: 'Lyon', phone: '0102' });
    expect(conflictingFields(keep, merge)).toEqual(['email', 'city']);
    const none = mergedFields(keep, merge, {});
    expect(none.missing).toEqual(['email', 'city']);
    const chosen = mergedFields(keep, merge, { email: 'merge', city: 'keep' });
    expect(chosen.missing).toEqual([]);
    expect(chosen.values).toMatchObject({ email: 'b@x.org', city: 'Paris', phone: '0102' });
  });

  it('words every message in both languages', () => {
    expect(Object.keys(DUPLICATE_MESSAGES.en).sort()).toEqual(
      Object.keys(DUPLICATE_MESSAGES.fr).sort(),
    );
    expect(DUPLICATE_MESSAGES.en.otherSchool).toBe('Cannot merge users from another school.');
  });
});
