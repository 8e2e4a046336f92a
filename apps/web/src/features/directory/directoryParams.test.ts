import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeDirectoryParams,
  directoryApiQuery,
  readDirectoryParams,
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
      status: null,
      page: 1,
    });
  });

  it("reads and writes the admin list's status filter, sent with the list only", () => {
    const list = read('type=list&status=invited');
    expect(list.status).toBe('invited');
    expect(read('status=asleep').status).toBeNull();
    expect(writeDirectoryParams(list).toString()).toBe('type=list&status=invited');
    expect(directoryApiQuery(list, { withPage: true })).toBe('type=list&status=invited&page=1');
    expect(directoryApiQuery({ ...list, type: 'grid' }, { withPage: true })).toBe(
      'type=grid&page=1',
    );
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
    expect(params.page).toBe(3);
    // Role codes are 2–8, pages start at 1.
    expect(read('roles=1,9').roles).toEqual([]);
    expect(read('page=0').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads it back the same', () => {
    expect(writeDirectoryParams(read('')).toString()).toBe('');
    const params = read('type=map&search=Lef&campus=3,1&page=2');
    const written = writeDirectoryParams(params).toString();
    expect(written).toBe('type=map&search=Lef&campus=1%2C3&page=2');
    expect(read(written)).toEqual(params);
  });

  it('goes back to page 1 on any change but the page', () => {
    const current = read('page=4&search=a');
    expect(changeDirectoryParams(current, { search: 'ab' }).page).toBe(1);
    expect(changeDirectoryParams(current, { type: 'list' }).page).toBe(1);
    expect(changeDirectoryParams(current, { page: 5 }).page).toBe(5);
  });

  it('counts the advanced filters in use', () => {
    expect(activeFilterCount(read('search=x'))).toBe(0);
    expect(activeFilterCount(read('degrees=1&campus=2,3'))).toBe(2);
  });

  it('builds the API query: the admin list asks type=list, the map has no type or page', () => {
    const params = read('type=list&search=hel&roles=3,4&page=2');
    expect(directoryApiQuery(params, { withPage: true })).toBe(
      'search=hel&roles=3%2C4&type=list&page=2',
    );
    expect(directoryApiQuery({ ...params, type: 'map' }, { withPage: true })).toContain(
      'type=grid',
    );
    expect(directoryApiQuery(params, { withPage: false })).toBe('search=hel&roles=3%2C4');
    expect(directoryApiQuery(read(''), { withPage: false })).toBe('');
  });
});
