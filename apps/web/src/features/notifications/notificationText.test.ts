import type { AppNotification } from '@alumni/domain';
import { NOTIFICATION_TYPES } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../i18n/allCatalogues.ts';
import {
  importNotificationValues,
  NOTIFICATION_TEXT_KEYS,
  notificationPath,
  notificationReason,
  notificationTextKey,
  notificationTitle,
  reportStatusWordKey,
} from './notificationText.ts';

const fr = CATALOGUES.fr;

const notification = (type: string, data: Record<string, unknown> = {}) =>
  ({ type, data }) as Pick<AppNotification, 'type' | 'data'>;

describe('notification sentences (domain NOTIFICATION_TYPES)', () => {
  it('has a sentence for every kind', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(NOTIFICATION_TEXT_KEYS[type] in fr, type).toBe(true);
    }
  });

  it('falls back to a generic sentence for an unknown kind', () => {
    expect(notificationTextKey(notification('something_new'))).toBe('notifications_text_other');
  });

  it('names the status of a report_status notification', () => {
    expect(reportStatusWordKey(notification('report_status', { status: 'accepted' }))).toBe(
      'notifications_report_accepted',
    );
    expect(reportStatusWordKey(notification('report_status', { status: 'weird' }))).toBeNull();
  });

  it('leads to the feed for a post, to the member’s reports for a report', () => {
    expect(notificationPath(notification('post_comment'))).toBe('/feed');
    expect(notificationPath(notification('post_removed'))).toBe('/feed');
    expect(notificationPath(notification('report_status'))).toBe('/settings?tab=reports');
    expect(notificationPath(notification('unknown'))).toBe('/feed');
  });

  it('names the file of an import decision and leads to School settings → Imports', () => {
    const applied = notification('import_applied', { file_name: 'm.csv', created: 12 });
    expect(importNotificationValues(applied)).toEqual({ file: 'm.csv', created: 12 });
    expect(importNotificationValues(notification('import_applied', { file_name: 3 }))).toEqual({
      file: '',
      created: 0,
    });
    expect(notificationPath(applied)).toBe('/settings/school?section=imports');
    expect(notificationPath(notification('import_rejected'))).toBe(
      '/settings/school?section=imports',
    );
  });

  it('leads the author of a refused article to its form, of a validated one to the news', () => {
    expect(notificationPath(notification('article_refused', { article_id: 7, reason: 'x' }))).toBe(
      '/blog/edit/7',
    );
    expect(notificationPath(notification('article_refused'))).toBe('/blog?status=refused');
    expect(notificationPath(notification('article_validated', { article_id: 7 }))).toBe('/blog');
  });

  // Issue 33 item 4: a new post in a group the member belongs to.
  it('names the group of a new post and leads to its feed', () => {
    const posted = notification('group_post', {
      post_id: 4,
      group_id: 2,
      title: 'Rowing',
      slug: 'rowing',
    });
    expect(notificationTitle(posted)).toBe('Rowing');
    expect(notificationPath(posted)).toBe('/groups/rowing/feed');
    expect(notificationPath(notification('group_post'))).toBe('/groups');
  });

  // Issue 33 item 3: membership requests lead managers to the validation tab; decisions and
  // invitations to the group's feed; a refusal quotes its reason.
  it('leads membership notifications to the group, quoting a refusal reason', () => {
    const data = { group_id: 2, title: 'Rowing', slug: 'rowing' };
    expect(notificationPath(notification('group_request', data))).toBe(
      '/groups/rowing/validations',
    );
    for (const type of ['group_approved', 'group_refused', 'group_invited'] as const) {
      expect(notificationPath(notification(type, data))).toBe('/groups/rowing/feed');
      expect(notificationTextKey(notification(type))).toBe(`notifications_text_${type}`);
    }
    const refused = notification('group_refused', { ...data, reason: 'Full' });
    expect(notificationReason(refused)).toBe('Full');
    expect(notificationReason(notification('group_approved', data))).toBe('');
    expect(notificationPath(notification('group_invited'))).toBe('/groups');
  });

  // Issue 30 item 3: a seat freed on an event, a new application to a job ad.
  it('names the event or the ad, and leads to it', () => {
    const seated = notification('event_registration_promoted', {
      event_id: 3,
      title: 'Gala',
      slug: 'gala-2026',
      status: 'confirmed',
    });
    expect(notificationTitle(seated)).toBe('Gala');
    expect(notificationPath(seated)).toBe('/evenements/gala-2026');
    expect(notificationPath(notification('event_registration_promoted'))).toBe(
      '/evenements?filter=mine',
    );
    const applied = notification('jobad_application', { job_ad_id: 9, position: 'Analyst' });
    expect(notificationTitle(applied)).toBe('Analyst');
    expect(notificationPath(applied)).toBe('/jobs/9');
    expect(notificationTitle(notification('post_like'))).toBe('');
  });
});
