import { describe, expect, it } from 'vitest';
import { issuesToErrorBody } from './api/issues.ts';
import {
  advancedFiltersOpenAfterSwitch,
  DirectoryQuerySchema,
  directoryListedRoles,
  isDirectoryType,
  searchTerms,
} from './directory.ts';

describe('directory type (spec 2 §5: grid, list or map)', () => {
  it('accepts grid, list and map and rejects anything else', () => {
    expect(['grid', 'list', 'map'].every(isDirectoryType)).toBe(true);
    expect(isDirectoryType('table')).toBe(false);
    expect(DirectoryQuerySchema.safeParse({ type: 'cards' }).success).toBe(false);
  });

  it('closes the advanced filters when switching to grid or map, not to the list', () => {
    expect(advancedFiltersOpenAfterSwitch('grid', true)).toBe(false);
    expect(advancedFiltersOpenAfterSwitch('map', true)).toBe(false);
    expect(advancedFiltersOpenAfterSwitch('list', true)).toBe(true);
    expect(advancedFiltersOpenAfterSwitch('list', false)).toBe(false);
  });
});

describe('DirectoryQuerySchema', () => {
  it('parses comma-separated lists and applies the defaults (the first page, 24 members)', () => {
    expect(
      DirectoryQuerySchema.parse({ roles: '3, 4', degrees: '12', graduation_year: '2015,2016' }),
    ).toEqual({
      search: '',
      degrees: [12],
      roles: [3, 4],
      campus: [],
      graduation_year: [2015, 2016],
      badge: [],
      type: 'grid',
      page_size: 24,
    });
  });

  it('rejects malformed lists, role codes outside 2–8, pages over 100 members and huge cursors', () => {
    expect(DirectoryQuerySchema.safeParse({ degrees: '1;2' }).success).toBe(false);
    expect(DirectoryQuerySchema.safeParse({ roles: '1' }).success).toBe(false);
    expect(DirectoryQuerySchema.safeParse({ page_size: '101' }).success).toBe(false);
    // Ids past a PostgreSQL integer (2^31 − 1) name no row: refused here, not by the database.
    expect(DirectoryQuerySchema.safeParse({ degrees: '2147483647' }).success).toBe(true);
    expect(DirectoryQuerySchema.safeParse({ degrees: '1,2147483648' }).success).toBe(false);
    expect(DirectoryQuerySchema.safeParse({ campus: '99999999999999999999' }).success).toBe(false);
    expect(DirectoryQuerySchema.safeParse({ cursor: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('words its own issues as message references, in both languages at the edge', () => {
    const result = DirectoryQuerySchema.safeParse({
      degrees: '1;2',
      roles: '9',
      graduation_year: '1800',
    });
    expect(result.success).toBe(false);
    expect(issuesToErrorBody(result.error?.issues ?? [], 'en')).toEqual({
      degrees: ['Invalid value'],
      roles: ['Invalid role'],
      graduation_year: ['The year must be between 1900 and 2200'],
    });
    expect(issuesToErrorBody(result.error?.issues ?? [], 'fr')).toMatchObject({
      roles: ['Rôle invalide'],
    });
  });
});

describe('searchTerms', () => {
  it('drops accents and case so that "Hélène" and "helene" meet', () => {
    expect(searchTerms('  Hélène LEFÈVRE ')).toEqual(['helene', 'lefevre']);
    expect(searchTerms('')).toEqual([]);
  });

  it('splits on punctuation so nothing but letters and digits reaches the query', () => {
    expect(searchTerms("Jean-Pierre d'Arc")).toEqual(['jean', 'pierre', 'd', 'arc']);
    expect(searchTerms('x:* & !y | (z)')).toEqual(['x', 'y', 'z']);
  });
});

describe('directoryListedRoles (spec 1 §2 Directory: enabled roles shown in the directory)', () => {
  it('lists the enabled roles shown in the directory, ascending', () => {
    const role = (code: number, enabled: boolean, shown: boolean) => ({
      role: code,
      enabled,
      shown_in_directory: shown,
    });
    expect(
      directoryListedRoles({
        roles: [
          role(8, true, true),
          role(2, true, true),
          role(7, false, true),
          role(4, true, false),
        ],
      }),
    ).toEqual([2, 8]);
    expect(directoryListedRoles({ roles: [] })).toEqual([]);
  });
});
