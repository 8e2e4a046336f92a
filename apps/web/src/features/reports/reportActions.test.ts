import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/allCatalogues.ts';
import { pagingQuery } from '../../ui/pagination/paging.ts';
import {
  defaultReportStatusFilter,
  REPORT_ACTIONS,
  REPORTS_PAGE_SIZE,
  reportActionsFor,
  reportDecisionWords,
  reportStatusBody,
  reportsFilterParams,
} from './reportActions.ts';

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

  it('opens on pending reports where the school validates them, on all of them otherwise', () => {
    // validate_report off: post reports are accepted on arrival, none waits.
    expect(defaultReportStatusFilter(true)).toBe('pending');
    expect(defaultReportStatusFilter(false)).toBe('all');
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

// Issue 12: accepting a report had no confirmation, its notice was unclear ("The report
// about X is accepted.") and "Finish" was not explained.
describe('the words of a decision on a report', () => {
  it('asks first before accepting or finishing, not before refusing or reopening', () => {
    for (const type of ['post', 'user', 'message'] as const) {
      const asked = REPORT_ACTIONS.filter((a) => reportDecisionWords({ type }, a.to).confirm);
      expect(asked.map((a) => a.to)).toEqual(['accepted', 'finished']);
    }
    expect(reportDecisionWords({ type: 'post' }, 'accepted')).toEqual({
      confirm: {
        titleKey: 'validations_report_confirm_title_accepted',
        messageKey: 'validations_report_confirm_accepted_post',
      },
      doneKey: 'validations_report_done_accepted_post',
    });
  });

  it('says in both languages what each decision does, naming who is concerned', () => {
    for (const locale of ['fr', 'en'] as const) {
      const catalogue = CATALOGUES[locale];
      for (const type of ['post', 'user', 'message'] as const) {
        for (const action of REPORT_ACTIONS) {
          const { confirm, doneKey } = reportDecisionWords({ type }, action.to);
          expect(catalogue[doneKey], `${locale} ${doneKey}`).toContain('{{name}}');
          if (confirm) {
            expect(catalogue[confirm.titleKey], confirm.titleKey).toBeTruthy();
            expect(catalogue[confirm.messageKey], confirm.messageKey).toContain('{{reporter}}');
          }
        }
      }
      expect(catalogue.validations_reports_help).toContain(locale === 'fr' ? 'Terminer' : 'Finish');
    }
  });

  // Issue 32 item 6: accepting a message report deletes it for everyone, which nothing undoes.
  it('says before accepting a message report that its deletion is final', () => {
    const { confirm } = reportDecisionWords({ type: 'message' }, 'accepted');
    expect(confirm?.messageKey).toBe('validations_report_confirm_accepted_message');
    expect(CATALOGUES.fr[confirm?.messageKey ?? '']).toContain('définitivement');
    expect(CATALOGUES.en[confirm?.messageKey ?? '']).toContain('for good');
  });
});
