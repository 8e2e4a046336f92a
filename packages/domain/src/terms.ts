import { z } from 'zod';
import {
  hasRoleInSchool,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { LEGAL_URL_MAX } from './school-info.ts';
import { isHttpUrl } from './validation.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * A change of the school's terms of use and privacy policy (spec 1 §2 Settings, School
 * settings section "notifying users of terms change"; spec 1 §3 School `terms_use_url`,
 * `privacy_policy_url`, User `terms_use`, `privacy_policy`; issue 31 item 5). Each change the
 * school's admins publish is a new terms version (1, 2, 3… per school); a member accepts the
 * current version at their next sign-in, before anything else (post-login.ts, step 0), and
 * the acceptance is kept with its date. docs/areas/terms.md.
 */

/**
 * Notification mails of one terms change sent per minute. Each member's mail is a job of
 * its own, due TERMS_NOTICE_INTERVAL_MS after the one before (termsNoticeStartAfter): the
 * mail queue is shared with the mails a person waits for (activation, password reset), which
 * would otherwise queue behind thousands of notices, and a steady trickle stays under what
 * SMTP relays accept from one sender (Microsoft 365: 30 a minute per mailbox on its smallest
 * plans, so a school's own relay is given no more than 60) without being read as a burst of
 * spam. At this rate 10,000 members are told in under three hours; the change itself applies
 * at once, the mail only says so.
 */
export const TERMS_NOTICES_PER_MINUTE = 60;
/** Milliseconds between two members' notification mails (TERMS_NOTICES_PER_MINUTE). */
export const TERMS_NOTICE_INTERVAL_MS = 60_000 / TERMS_NOTICES_PER_MINUTE;

/**
 * When the `index`-th member's notice (0 for the first) may be sent, the fan-out starting at
 * `from`: one every TERMS_NOTICE_INTERVAL_MS. Never throws.
 */
export function termsNoticeStartAfter(from: Date, index: number): Date {
  return new Date(from.getTime() + index * TERMS_NOTICE_INTERVAL_MS);
}

/** What decides whether a member must accept the school's terms now. */
export interface TermsAcceptanceFacts {
  /** The school's current terms version, or null when its admins never published one. */
  current: { version: number; publishedAt: Date } | null;
  /** The highest version the member accepted in this school, or null when none. */
  acceptedVersion: number | null;
  /**
   * When the member's oldest active role in this school was created, or null when they hold
   * no active role here (a visitor, a super user, a registration awaiting validation).
   */
  memberSince: Date | null;
}

/**
 * Whether the member must accept the current terms before anything else (issue 31 item 5): the
 * school has a version, the member holds an active role here since before it was published,
 * and they have not accepted it (nor a later one). Someone who joined after the version was
 * published joined under it (registration records its acceptance with the consent boxes), so
 * nobody is asked twice for the same text, and existing members are asked only after an admin
 * publishes a change (the migration counts them as having accepted version 1). Never throws.
 */
export function isTermsAcceptanceDue(facts: TermsAcceptanceFacts): boolean {
  const { current, acceptedVersion, memberSince } = facts;
  if (!current || !memberSince) return false;
  if (acceptedVersion !== null && acceptedVersion >= current.version) return false;
  return memberSince.getTime() < current.publishedAt.getTime();
}

/**
 * Who publishes a terms change and reads how many members accepted it: the school's admins
 * (spec 2 §6 "School settings: admin roles").
 */
export const canManageTerms = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * Who accepts the school's terms: a member holding an active role in the school themselves
 * (spec 2 §6), not a super user through their rights alone: they are never asked.
 */
export const canAcceptTerms = (user: PermissionUser, school: PermissionSchool) =>
  hasRoleInSchool(user, school) &&
  user.roles.some((role) => role.school === school.id && role.is_active);

/**
 * A terms or privacy address of a change: required, http(s) with a valid host (spec 1 §5
 * General "URL: begins with http or https with a valid host"), at most LEGAL_URL_MAX
 * characters as the school's other legal links.
 */
function termsUrlSchema() {
  const m = VALIDATION_REFS;
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(LEGAL_URL_MAX, { error: validationRef('tooLong', { max: LEGAL_URL_MAX }) })
    .refine(isHttpUrl, { error: m.invalidUrl });
}

/**
 * Body of `POST /api/schools/{id}/terms/`: the new terms of use and privacy policy addresses
 * (the same ones again are a new version too: the text behind an address may change) and
 * whether the members are told by e-mail (`notify_members`, false when left out).
 */
export function termsChangeSchema() {
  return z.object({
    terms_use_url: termsUrlSchema(),
    privacy_policy_url: termsUrlSchema(),
    notify_members: z.boolean({ error: VALIDATION_REFS.invalidValue }).default(false),
  });
}
export type TermsChangeInput = z.output<ReturnType<typeof termsChangeSchema>>;
