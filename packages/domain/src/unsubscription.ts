import { z } from 'zod';
import type { Locale } from './locales.ts';

/**
 * Unsubscribing from a mailing by the link it carries (spec 1 §2 "Subscription and
 * unsubscription pages (an invalid token shows an error)", spec 2 §8 "Invalid unsubscribe
 * token: 'Error! Invalid token' (nonexistent, expired or already used)"; issue 15 item 7).
 * Each mail carries its own single-use token, bound to the member, the school and the list.
 */

/** The mailings a link unsubscribes from: today the weekly summary of job ads. */
export const UNSUBSCRIBE_LISTS = ['jobs_weekly'] as const;
export type UnsubscribeList = (typeof UNSUBSCRIBE_LISTS)[number];

/** How long an unsubscribe link works, in days (several weekly mails overlap it). */
export const UNSUBSCRIBE_TOKEN_DAYS = 60;

/** Longest token accepted (ours are 43 characters of base64url). */
export const UNSUBSCRIBE_TOKEN_MAX = 200;

export const UNSUBSCRIBE_MESSAGES: Record<Locale, { invalidToken: string }> = {
  en: { invalidToken: 'Error! Invalid token' },
  fr: { invalidToken: 'Erreur\u202f! Jeton invalide' },
};

/** Body of `POST /api/unsubscription/`: `{token}` from the mail's link. */
export function unsubscribeSchema() {
  return z.object({ token: z.string().trim().min(1).max(UNSUBSCRIBE_TOKEN_MAX) });
}
