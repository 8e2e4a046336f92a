import { z } from 'zod';
import type { Locale } from './locales.ts';

/**
 * Subscriptions and unsubscribing by the link a mail carries (spec 1 §2 "Subscription and
 * unsubscription pages (an invalid token shows an error)", spec 2 §8 "Invalid unsubscribe
 * token: 'Error! Invalid token' (nonexistent, expired or already used)"; issue 15 item 7,
 * issue 34 item 3). Each mail carries its own single-use token, bound to the member, the school
 * and the list.
 */

/**
 * The lists a member of a school can receive, each one of their school settings (spec 1 §3):
 * the weekly summary of job ads (`weekly_job_summary`), the newsletter (`newsletter`), the
 * platform's information e-mails (`platform_information_emails`) and admins' mass messages
 * (`mass_chat_reception`).
 */
export const UNSUBSCRIBE_LISTS = [
  'newsletter',
  'platform_information',
  'jobs_weekly',
  'mass_messages',
] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

/** How long an unsubscribe link works, in days (several weekly mails overlap it). */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/**
 * How long the link to the subscription page given after an unsubscription works, in
 * minutes: long enough to change one's lists there, once.
 */
export const SUBSCRIPTION_TOKEN_MINUTES = 60;

/** Longest token accepted (ours are 43 characters of base64url). */
export const UNSUBSCRIBE_TOKEN_MAX = 200;

export const UNSUBSCRIBE_MESSAGES: Record<Locale, { invalidToken: string }> = {
  en: { invalidToken: 'Error! Invalid token' },
  fr: { invalidToken: 'Erreur\u202f! Jeton invalide' },
};

/** A link's token: trimmed, 1 to UNSUBSCRIBE_TOKEN_MAX characters. */
const tokenSchema = () => z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX);

/** Body of `POST /api/unsubscription/`: `{token}` from the mail's link. */
export function unsubscribeSchema() {
  return z.object({ token: tokenSchema() });
}

/** Query of the one-click unsubscribe (RFC 8058) and of `GET /api/subscription/`: `?token=`. */
export function subscriptionTokenQuerySchema() {
  return z.object({ token: tokenSchema().optional() });
}

/** Each list and whether the member receives it. */
export function subscriptionListsSchema() {
  return z.object(
    Object.fromEntries(UNSUBSCRIBE_LISTS.map((list) => [list, z.boolean()])) as Record<
      UnsubscribeList,
      z.ZodBoolean
    >,
  );
}

/**
 * Body of `PUT /api/subscription/`: the lists to change (any of them) and, when not signed in,
 * the link's `token` (spent by the change).
 */
export function subscriptionUpdateSchema() {
  return z.object({
    token: tokenSchema().optional(),
    lists: subscriptionListsSchema().partial(),
  });
}
