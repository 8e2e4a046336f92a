import { describe, expect, it } from 'vitest';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import {
  REPORTS_PAGE_SIZE,
  reportActionsFor,
  reportStatusBody,
  reportsFilterParams,
} from './reportActions.ts';
import { addedScopes, toggledScopes } from './scopes.ts';

const moves = (status: Parameters<typeof reportActionsFor>[0]['status'], can = true) =>
  reportActionsFor({ status, can_change_status: can }, true).map((a) => a.to);

describe('report moves in the validations centre (spec 1 §4 Reports)', () => {
  it('a pending report is accepted, refused or finished', () => {
    expect(moves('pending')).toEqual(['accepted', 'refused', 'finished']);
  });

  it('a decided report can be reopened or decided otherwise', () => {
    expect(moves('accepted')).toEqual(['refused', 'finished', 'pending']);
    expect(moves('refused')).toEqual(['accepted', 'finished', 'pending']);
    expect(moves('cancelled')).toEqual(['accepted', 'refused', 'finished', 'pending']);
  });

  it('offers nothing to a non-moderator or when the server says no', () => {
    expect(reportActionsFor({ status: 'pending', can_change_status: true }, false)).toEqual([]);
    expect(moves('pending', false)).toEqual([]);
  });

  it('sends the status it showed with a decision, so a report decided meanwhile is refused', () => {
    expect(reportStatusBody({ status: 'pending' }, 'accepted')).toEqual({
      status: 'accepted',
      expected_status: 'pending',
    });
  });

  it('builds the list query; "all" sends no filter', () => {
    const query = (status: 'pending' | 'all', type: 'all' | 'post', page: number) =>
      pagingQuery({ page, pageSize: REPORTS_PAGE_SIZE }, reportsFilterParams({ status, type }));
    expect(query('pending', 'all', 2)).toBe('status=pending&page=2&page_size=10');
    expect(query('all', 'post', 0)).toBe('type=post&page=1&page_size=10');
  });
});

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
