import { JOB_PUBLICATION_DAYS, jobAdExpiresAt } from './jobs.ts';
import type { PublicationActor } from './publication.ts';

/**
 * Updating a job ad by a link (spec 1 §2 Jobs "job-update page reached by a token link",
 * spec 2 §8 "Invalid or expired job update link: 'Link invalid'"; issue 15 item 3). Ads are
 * often posted by the school on behalf of a company whose recruiter has no account here:
 * the ad's author or an admin sends the ad's contact email a link to `/jobs/update?token=…`
 * that edits and closes that one ad without signing in. One link per ad works at a time
 * (sending again revokes the previous one); only the token's SHA-256 is stored.
 */

/** How long a link to an ad not yet active works, in days (an active ad's: its expiry). */
export const JOB_UPDATE_LINK_DAYS = JOB_PUBLICATION_DAYS;

/** Longest token accepted in a path (ours are 43 characters of base64url). */
export const JOB_UPDATE_TOKEN_MAX = 100;

/**
 * When a link sent at `now` stops working: the end of the ad's publication (90 days after it
 * became readable, `announcedAt`: domain jobAdExpiresAt), or JOB_UPDATE_LINK_DAYS from now for
 * an ad not readable yet (draft, pending, refused, scheduled). A date not after `now` means
 * the publication is over and no link is worth sending. Never throws.
 */
export function jobUpdateLinkExpiresAt(ad: { announcedAt: Date | null }, now: Date): Date {
  if (ad.announcedAt) return jobAdExpiresAt(ad.announcedAt);
  return new Date(now.getTime() + JOB_UPDATE_LINK_DAYS * 86_400_000);
}

/**
 * Whom the publication rules see behind a link: the ad's author and nothing more, whatever
 * roles the account that posted it holds (an admin who posted on a company's behalf lends the
 * link no admin-level edit, a validator no validation). So an edit by link goes where its
 * author's would (domain decideSave): a draft, pending or refused ad is submitted again
 * (pending when the school validates job ads), a published ad never validated stays
 * published, and a validated one is locked (`validatedLocked`).
 */
export const LINK_HOLDER: PublicationActor = { isAuthor: true, isValidator: false, isAdmin: false };
