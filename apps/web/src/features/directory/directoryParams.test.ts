import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeDirectoryParams,
  directoryApiQuery,
  readDirectoryParams,
  shownCount,
  writeDirectoryParams,
} from './directoryParams.ts';

const read = (query: string) => readDirectoryParams(new URLSearchParams(query));

describe('directory address (spec 1 §2 Directory, spec 2 §5)', () => {
  it('reads the defaults from an empty query', () => {
    expect(read('')).toEqual({
      type: 'grid',
      search: '',
      degrees: [],
      roles: [],
      campus: [],
      graduation_year: [],
      badge: [],
      status: null,
    });
  });

  it("reads and writes the admin list's status filter, sent with the list only", () => {
    const list = read('type=list&status=invited');
    expect(list.status).toBe('invited');
    expect(read('status=asleep').status).toBeNull();
    expect(writeDirectoryParams(list).toString()).toBe('type=list&status=invited');
    expect(directoryApiQuery(list, { withType: true })).toBe('type=list&status=invited');
    expect(directoryApiQuery({ ...list, type: 'grid' }, { withType: true })).toBe('type=grid');
  });

  it('takes grid, list or map as the type, and anything else as grid', () => {
    expect(read('type=list').type).toBe('list');
    expect(read('type=map').type).toBe('map');
    expect(read('type=grid').type).toBe('grid');
    for (const bad of ['LIST', 'table', '', 'map ']) {
      expect(read(`type=${encodeURIComponent(bad)}`).type, bad).toBe('grid');
    }
  });

  it('reads the filters as sorted unique lists and drops malformed ones', () => {
    const params = read(
      'degrees=4,2,4&roles=3&campus=x&graduation_year=2016,1999&search=%20hel%20&page=3',
    );
    expect(params.degrees).toEqual([2, 4]);
    expect(params.roles).toEqual([3]);
    expect(params.campus).toEqual([]);
    expect(params.graduation_year).toEqual([1999, 2016]);
    expect(params.search).toBe('hel');
    // Role codes are 2–8; pages are no longer in the address (the list grows instead).
    expect(read('roles=1,9').roles).toEqual([]);
    expect(params).not.toHaveProperty('page');
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(writeDirectoryParams(read('')).toString()).toBe('');
    const params = read('type=map&search=Lef&campus=3,1&page=2');
    const written = writeDirectoryParams(params).toString();
    expect(written).toBe('type=map&search=Lef&campus=1%2C3');
    expect(read(written)).toEqual(params);
  });

  it('applies a change over the current state', () => {
    const current = read('search=a&campus=2');
    expect(changeDirectoryParams(current, { search: 'ab' })).toEqual({ ...current, search: 'ab' });
  });

  it('shows an exact count as it is and an estimate rounded to two digits', () => {
    expect(shownCount(undefined)).toBeNull();
    expect(shownCount({ count: null, count_exact: false })).toBeNull();
    expect(shownCount({ count: 1234, count_exact: true })).toEqual({ count: 1234, exact: true });
    expect(shownCount({ count: 100_066, count_exact: false })).toEqual({
      count: 100_000,
      exact: false,
    });
    expect(shownCount({ count: 2055, count_exact: false })).toEqual({ count: 2100, exact: false });
    expect(shownCount({ count: 1001, count_exact: false })).toEqual({ count: 1000, exact: false });
  });

  it('counts the advanced filters in use', () => {
    expect(activeFilterCount(read('search=x'))).toBe(0);
    expect(activeFilterCount(read('degrees=1&campus=2,3'))).toBe(2);
    expect(activeFilterCount(read('badge=5'))).toBe(1);
  });

  it('reads, writes and sends the badge filter (issue 31 item 8)', () => {
    const params = read('badge=7,2,7&roles=4');
    expect(params.badge).toEqual([2, 7]);
    expect(read('badge=x').badge).toEqual([]);
    expect(writeDirectoryParams(params).toString()).toBe('roles=4&badge=2%2C7');
    expect(directoryApiQuery(params, { withType: false })).toBe('roles=4&badge=2%2C7');
  });

  it('builds the API query: the admin list asks type=list, the map has no type', () => {
    const params = read('type=list&search=hel&roles=3,4');
    expect(directoryApiQuery(params, { withType: true })).toBe('search=hel&roles=3%2C4&type=list');
    expect(directoryApiQuery({ ...params, type: 'map' }, { withType: true })).toContain(
      'type=grid',
    );
    expect(directoryApiQuery(params, { withType: false })).toBe('search=hel&roles=3%2C4');
    expect(directoryApiQuery(read(''), { withType: false })).toBe('');
  });
});
