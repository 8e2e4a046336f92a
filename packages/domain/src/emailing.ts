/**
 * Mass mail (issue 34 item 2; spec 2 §6 "School admins … can … mass-mail", spec 1 §3 user
 * school settings "newsletter, platform information emails"): an admin writes one e-mail to
 * many members, of one list; members who did not consent to that list are skipped, the others
 * get it through the job queue at a steady rate, each with an unsubscribe link.
 */

/**
 * The lists a mass mail belongs to: `newsletter` (the member's school setting "newsletter") or
 * `platform_information` (their setting "platform information emails"). A member whose
 * setting for the list is off is skipped (reasons `refused_newsletter` /
 * `refused_platform_information`).
 */
export const MASS_MAIL_LISTS = ['newsletter', 'platform_information'] as const;
export type MassMailList = (typeof MASS_MAIL_LISTS)[number];

/** Longest subject, in characters. */
export const MASS_MAIL_SUBJECT_MAX = 200;
/** Longest body, in characters of HTML as sent (before sanitising). */
export const MASS_MAIL_BODY_MAX = 50_000;

/**
 * What became of one member's e-mail: `queued` (waiting for its turn), `sent` (the transport
 * accepted it), `failed` (an error before any answer about the recipient: connection,
 * temporary refusal) or `bounced` (the SMTP server refused the recipient, a 5xx answer).
 */
export const MASS_MAIL_DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type MassMailDeliveryStatus = (typeof MASS_MAIL_DELIVERY_STATUSES)[number];

/** Mails per minute of a mass mail when the configuration does not say (MASS_MAIL_PER_MINUTE). */
export const MASS_MAIL_PER_MINUTE_DEFAULT = 60;

/**
 * When the `index`-th mail (0-based) of a mass mail started at `start` may leave, at
 * `perMinute` mails a minute (at least 1): `start + index × 60 000 / perMinute` ms. Never throws.
 */
export function massMailStartAfter(start: Date, index: number, perMinute: number): Date {
  const rate = Math.max(1, perMinute);
  return new Date(start.getTime() + Math.floor((Math.max(0, index) * 60_000) / rate));
}

/** A delivery's counts as the mass mail's report shows them. */
export type MassMailCounts = Record<MassMailDeliveryStatus | 'skipped', number>;
