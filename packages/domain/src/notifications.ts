/**
 * Notification kinds (spec 1 §3 "notification payloads", issue "Feed, reports…"): what
 * happened to the recipient's things. The server writes them; the web shows one sentence per
 * kind from its catalogues.
 */
export const NOTIFICATION_TYPES = [
  /** Someone commented on the recipient's post. `data`: {post_id, comment_id}. */
  'post_comment',
  /** Someone liked the recipient's post. `data`: {post_id}. */
  'post_like',
  /** A validator accepted a report on the recipient's post: it is hidden. `data`: {post_id}. */
  'post_removed',
  /** A report on the recipient's post was refused after being accepted. `data`: {post_id}. */
  'post_restored',
  /** A moderator changed the status of the recipient's report. `data`: {report_id, status}. */
  'report_status',
  /**
   * A super user applied the member file the recipient submitted (issue 12 "Import for
   * admins"). `data`: {import_id, file_name, created, roles_added}.
   */
  'import_applied',
  /** A super user rejected the member file the recipient submitted. `data`: {import_id, file_name}. */
  'import_rejected',
  /**
   * A Blog validator validated the recipient's article (issue 13): published at its date.
   * `data`: {article_id, status} (`status` published or scheduled).
   */
  'article_validated',
  /** A Blog validator refused the recipient's article. `data`: {article_id, reason}. */
  'article_refused',
  /**
   * An Evenement validator validated the recipient's event (issue 14, "validation as for
   * news"). `data`: {event_id, status} (`status` published or scheduled).
   */
  'event_validated',
  /** An Evenement validator refused the recipient's event. `data`: {event_id, reason}. */
  'event_refused',
  /**
   * A Jobs validator validated the recipient's job ad (issue 15 item 2): active now or at its
   * date. `data`: {job_ad_id, status}.
   */
  'jobad_validated',
  /** A Jobs validator refused the recipient's job ad. `data`: {job_ad_id, reason}. */
  'jobad_refused',
  /**
   * A member applied to the recipient's job ad (issue 30 item 3). `data`: {job_ad_id,
   * application_id, position}; the actor is the applicant.
   */
  'jobad_application',
  /**
   * Seats freed up: the recipient's registration left the waiting list (issue 30 item 3).
   * `data`: {event_id, registration_id, status (confirmed, or pending while documents are
   * missing), title, slug}.
   */
  'event_registration_promoted',
  /**
   * Mentorship (issue 33): a request reached the recipient, a mentor (`mentorship_request`); the
   * mentor accepted, refused (`data.reason`) or the mentee cancelled it; the sweep reminded the
   * mentor on day 12 (`mentorship_reminder`) or timed it out on day 15 (to the mentee); no
   * meeting logged for a month (`mentorship_nudge`, both sides). `data`: {match_id, reason?}.
   */
  'mentorship_request',
  'mentorship_accepted',
  'mentorship_refused',
  'mentorship_cancelled',
  'mentorship_reminder',
  'mentorship_timed_out',
  'mentorship_nudge',
  /**
   * A member of a group the recipient belongs to posted in its feed (issue 33 item 4), to
   * members who keep its posts' notifications on. `data`: {post_id, group_id, title (the
   * group's), slug (the group's)}; the actor is the post's author.
   */
  'group_post',
  /**
   * Group membership (issue 33 item 3): a member asked to join a private group the recipient
   * manages (`group_request`, the actor is the requester); a manager approved or refused
   * (`data.reason`) the recipient's request; a manager invited the recipient. `data`:
   * {group_id, title (the group's), slug (the group's), reason?}.
   */
  'group_request',
  'group_approved',
  'group_refused',
  'group_invited',
  /**
   * Personal data (issue 34 item 6): the recipient's export is ready to download until
   * `data.expires_at` (`data`: {export_id, expires_at}); an erasure of their account or
   * data was scheduled for `data.due_at` (`data`: {erasure_id, due_at, by_admin}).
   */
  'personal_data_export_ready',
  'erasure_scheduled',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Notifications per page by default and at most. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 100;
