import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pagingQuery, parsePage } from './paging.ts';

describe('page-numbered lists', () => {
  it('count the pages, with one page for an empty list', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 20)).toBe(5);
    expect(pageCount(Number.NaN, 20)).toBe(1);
  });

  it('keep the page within the list after it shrinks', () => {
    expect(clampPage(3, 21, 10)).toBe(3);
    // The last item of page 3 was decided: page 2 is now the last.
    expect(clampPage(3, 20, 10)).toBe(2);
    expect(clampPage(0, 20, 10)).toBe(1);
    expect(clampPage(-4, 0, 10)).toBe(1);
  });

  it('read the page from the address, 1 for anything but a positive integer', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
  });

  it('ask for the page after the filters, without changing them', () => {
    const filters = new URLSearchParams({ status: 'pending' });
    expect(pagingQuery({ page: 2, pageSize: 10 }, filters)).toBe(
      'status=pending&page=2&page_size=10',
    );
    expect(filters.toString()).toBe('status=pending');
    expect(pagingQuery({ page: 0, pageSize: 20 })).toBe('page=1&page_size=20');
  });
});
