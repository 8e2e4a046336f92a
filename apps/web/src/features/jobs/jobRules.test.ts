import { describe, expect, it } from 'vitest';
import {
  apiQueryOf,
  dayAfter,
  filtersOf,
  idOf,
  jobBoardUrl,
  LIST_STATUSES,
  localDay,
} from './jobRules.ts';

describe('list filters (issue 15 item 6 "contract, sector, experience, city, text")', () => {
  it('are read from the address, values not shaped as codes dropped and texts trimmed', () => {
    // The lists are the school's: any code-shaped value is kept (one no option has finds nothing).
    const params = new URLSearchParams(
      'status=refused&contract=internship&sector=No%20pe!&experience=2_5&city=%20Lyon%20&q=data&mine=true',
    );
    expect(filtersOf(params, LIST_STATUSES)).toEqual({
      status: 'refused',
      contract_type: 'internship',
      sector: null,
      experience: '2_5',
      city: 'Lyon',
      q: 'data',
      mine: true,
    });
  });

  it('read a status the viewer lacks, and "mine", as the active ads of everyone', () => {
    const params = new URLSearchParams('status=pending&mine=true');
    expect(filtersOf(params, ['active'])).toMatchObject({ status: 'active', mine: false });
  });

  it('keep the search within the API’s 100 characters', () => {
    expect(filtersOf(new URLSearchParams({ q: 'x'.repeat(300) }), ['active']).q).toHaveLength(100);
  });

  it('become the API query with only what is set', () => {
    const filters = filtersOf(new URLSearchParams('contract=permanent&q=dev'), LIST_STATUSES);
    expect(apiQueryOf(filters).toString()).toBe('status=active&contract_type=permanent&q=dev');
  });
});

describe('external job board (spec 1 §1 "external job-board button", jt_button)', () => {
  it('shows when enabled with an http(s) address', () => {
    expect(jobBoardUrl({ jt_button: { enabled: true, url: 'https://jobs.example.org' } })).toBe(
      'https://jobs.example.org',
    );
    expect(jobBoardUrl({ jt_button: { enabled: false, url: 'https://jobs.example.org' } })).toBe(
      null,
    );
    expect(jobBoardUrl({ jt_button: { enabled: true, url: null } })).toBe(null);
    expect(jobBoardUrl({ jt_button: { enabled: true, url: 'javascript:alert(1)' } })).toBe(null);
  });
});

describe('ids and days', () => {
  it('read ids from the address', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf('0')).toBe(null);
    expect(idOf('12a')).toBe(null);
    expect(idOf('99999999999')).toBe(null);
    expect(idOf(undefined)).toBe(null);
  });

  it('count days in the browser’s calendar and read them back at local midnight', () => {
    expect(dayAfter(1, new Date(2026, 11, 31, 23, 30))).toBe('2027-01-01');
    const day = localDay('2027-03-04');
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
      2027, 2, 4, 0,
    ]);
  });
});
