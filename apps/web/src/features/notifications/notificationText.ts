import type { AppNotification, NotificationType, ReportStatus } from '@alumni/domain';
import { NOTIFICATION_TYPES, REPORT_STATUSES } from '@alumni/domain';

/** One sentence per kind of notification (domain NOTIFICATION_TYPES), with `{{name}}` the actor. */
export const NOTIFICATION_TEXT_KEYS: Record<NotificationType, string> = {
  post_comment: 'notifications_text_post_comment',
  post_like: 'notifications_text_post_like',
  post_removed: 'notifications_text_post_removed',
  post_restored: 'notifications_text_post_restored',
  report_status: 'notifications_text_report_status',
  import_applied: 'notifications_text_import_applied',
  import_rejected: 'notifications_text_import_rejected',
  article_validated: 'notifications_text_article_validated',
  article_refused: 'notifications_text_article_refused',
  event_validated: 'notifications_text_event_validated',
  event_refused: 'notifications_text_event_refused',
  jobad_validated: 'notifications_text_jobad_validated',
  jobad_refused: 'notifications_text_jobad_refused',
  jobad_application: 'notifications_text_jobad_application',
  event_registration_promoted: 'notifications_text_event_registration_promoted',
  mentorship_request: 'notifications_text_mentorship_request',
  mentorship_accepted: 'notifications_text_mentorship_accepted',
  mentorship_refused: 'notifications_text_mentorship_refused',
  mentorship_cancelled: 'notifications_text_mentorship_cancelled',
  mentorship_reminder: 'notifications_text_mentorship_reminder',
  mentorship_timed_out: 'notifications_text_mentorship_timed_out',
  mentorship_nudge: 'notifications_text_mentorship_nudge',
  group_post: 'notifications_text_group_post',
  group_request: 'notifications_text_group_request',
  group_approved: 'notifications_text_group_approved',
  group_refused: 'notifications_text_group_refused',
  group_invited: 'notifications_text_group_invited',
  personal_data_export_ready: 'notifications_text_personal_data_export_ready',
  erasure_scheduled: 'notifications_text_erasure_scheduled',
};

/** The status words a `report_status` notification says (`{{status}}`). */
export const REPORT_STATUS_WORD_KEYS: Record<ReportStatus, string> = {
  pending: 'notifications_report_pending',
  accepted: 'notifications_report_accepted',
  refused: 'notifications_report_refused',
  cancelled: 'notifications_report_cancelled',
  finished: 'notifications_report_finished',
};

/** The settings tab listing the member's own reports and blocks. */
export const MY_REPORTS_PATH = '/settings?tab=reports';

/** Settings → personal data, where the member downloads their export or cancels an erasure. */
export const PERSONAL_DATA_PATH = '/settings?tab=personal';

/** School settings → Imports, where the admin finds the files they submitted. */
export const SCHOOL_IMPORTS_PATH = '/settings/school?section=imports';

/** Whether this app knows the kind (the API sends any string: kinds may be added). */
function isNotificationType(type: string): type is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type);
}

/** The i18n key of a notification's sentence; a generic one for a kind this app does not know. */
export function notificationTextKey(notification: Pick<AppNotification, 'type'>): string {
  return isNotificationType(notification.type)
    ? NOTIFICATION_TEXT_KEYS[notification.type]
    : 'notifications_text_other';
}

/** The key of the status a `report_status` notification reports, if it names a known one. */
export function reportStatusWordKey(notification: Pick<AppNotification, 'data'>): string | null {
  const status = notification.data.status;
  return typeof status === 'string' && (REPORT_STATUSES as readonly string[]).includes(status)
    ? REPORT_STATUS_WORD_KEYS[status as ReportStatus]
    : null;
}

/**
 * The values an import notification's sentence names (`{{file}}`, `{{created}}`), read from
 * its data; empty for other kinds or a malformed payload.
 */
export function importNotificationValues(notification: Pick<AppNotification, 'data'>): {
  file: string;
  created: number;
} {
  const { file_name: file, created } = notification.data;
  return {
    file: typeof file === 'string' ? file : '',
    created: typeof created === 'number' ? created : 0,
  };
}

/**
 * What a notification's sentence names of its subject (`{{title}}`): an event's title, a job
 * ad's position; empty when its data has none.
 */
export function notificationTitle(notification: Pick<AppNotification, 'data'>): string {
  const { title, position } = notification.data;
  if (typeof title === 'string') return title;
  return typeof position === 'string' ? position : '';
}

/** What a refusal's notification quotes (`{{reason}}`): its data's reason, else nothing. */
export function notificationReason(notification: Pick<AppNotification, 'data'>): string {
  const { reason } = notification.data;
  return typeof reason === 'string' ? reason : '';
}

/** Where each kind leads: the feed for what happened to a post, the member's own reports. */
export const NOTIFICATION_PATHS: Record<NotificationType, string> = {
  post_comment: '/feed',
  post_like: '/feed',
  post_removed: '/feed',
  post_restored: '/feed',
  report_status: MY_REPORTS_PATH,
  import_applied: SCHOOL_IMPORTS_PATH,
  import_rejected: SCHOOL_IMPORTS_PATH,
  article_validated: '/blog',
  article_refused: '/blog?status=refused',
  event_validated: '/evenements',
  event_refused: '/evenements',
  jobad_validated: '/jobs',
  jobad_refused: '/jobs?status=refused',
  jobad_application: '/jobs',
  event_registration_promoted: '/evenements?filter=mine',
  // Mentorship (issue 33): answers and reminders where the matches are, meetings in the follow-up.
  mentorship_request: '/mentorship',
  mentorship_accepted: '/mentorship/followup',
  mentorship_refused: '/mentorship',
  mentorship_cancelled: '/mentorship',
  mentorship_reminder: '/mentorship',
  mentorship_timed_out: '/mentorship',
  mentorship_nudge: '/mentorship/followup',
  group_post: '/groups',
  group_request: '/groups',
  group_approved: '/groups',
  group_refused: '/groups',
  group_invited: '/groups',
  // Personal data (issue 34 item 6): the export's link and the erasure's notice.
  personal_data_export_ready: PERSONAL_DATA_PATH,
  erasure_scheduled: PERSONAL_DATA_PATH,
};

/**
 * Where a notification leads (an unlocalised app path); the feed for a kind this app does not
 * know. A refused article leads to its form, where its author reads the reason and fixes it; a
 * decision on a job ad, or an application to it, leads to the ad; a seat freed on an event to
 * the event; a new post in a group, or a decision on a membership, to the group's feed; a
 * request to join to the group's Member validation tab.
 */
export function notificationPath(notification: Pick<AppNotification, 'type' | 'data'>): string {
  const articleId = notification.data.article_id;
  if (notification.type === 'article_refused' && typeof articleId === 'number') {
    return `/blog/edit/${articleId}`;
  }
  const slug = notification.data.slug;
  if (notification.type === 'event_registration_promoted' && typeof slug === 'string' && slug) {
    return `/evenements/${encodeURIComponent(slug)}`;
  }
  if (notification.type.startsWith('group_') && typeof slug === 'string' && slug) {
    // A request waits on the group's Member validation tab; the rest is about its feed.
    const tab = notification.type === 'group_request' ? 'validations' : 'feed';
    return `/groups/${encodeURIComponent(slug)}/${tab}`;
  }
  const jobAdId = notification.data.job_ad_id;
  if (notification.type.startsWith('jobad_') && typeof jobAdId === 'number') {
    return `/jobs/${jobAdId}`;
  }
  return isNotificationType(notification.type) ? NOTIFICATION_PATHS[notification.type] : '/feed';
}
