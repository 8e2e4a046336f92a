import {
  isSchoolAdmin,
  isValidator,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { VALIDATOR_SCOPE } from './roles.ts';

// The messages live apart, without zod, for the code that only puts them into words, and
// so do the request bodies' schemas (report-schemas.ts), for the code that only applies rules:
// the members' frame, on every page, shows report actions but validates no report.
export {
  REPORT_MESSAGES,
  REPORT_REFS,
  type ReportMessageCatalogue,
} from './report-messages.ts';

/**
 * Reports and blocks (spec 1 §3 Report, §4 Reports): what can be reported, the statuses, who
 * may move a report between them and what each status does to the feed. Pure: the server
 * enforces these rules and the web offers only the moves they allow.
 */

/** What a member can report (spec 1 §3 Report "type (user or post)"). */
export const REPORT_TYPES = ['user', 'post'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Report statuses (spec 1 §4 Reports). */
export const REPORT_STATUSES = ['pending', 'accepted', 'refused', 'cancelled', 'finished'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * Reasons offered in the report dialog. The spec names a `reasons` list without its items;
 * these are the usual community-moderation ones, `other` asking for a description.
 */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate_speech',
  'violence',
  'inappropriate_content',
  'false_information',
  'impersonation',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Description length (characters). Not given by the spec: the profile summary's 1000. */
export const REPORT_DESCRIPTION_MAX = 1000;

/**
 * Status a new report gets (spec 1 §4 "A user report is accepted automatically on arrival"):
 * `accepted` for a user report, so the reporter's block holds at once; `pending` for a post,
 * which waits for a validator.
 */
export function initialReportStatus(type: ReportType): ReportStatus {
  return type === 'user' ? 'accepted' : 'pending';
}

/**
 * Who decides reports in `school` (spec 1 §4 "an admin may change the status at any time",
 * spec 2 §6 "Validators approve or refuse items of their type"): super users, school admins
 * and validators of scope 5 Report. Never throws.
 */
export function canModerateReports(user: PermissionUser, school: PermissionSchool): boolean {
  return isSchoolAdmin(user, school) || isValidator(user, school, VALIDATOR_SCOPE.Report);
}

/**
 * Whether a report may go from `from` to `to` (spec 1 §4 Reports). A moderator may set any
 * other status at any time; the report's author may only withdraw it (`cancelled`) while it
 * is pending or accepted, which is also how a member lifts their own block. Never throws.
 */
export function canChangeReportStatus(
  actor: { isModerator: boolean; isAuthor: boolean },
  from: ReportStatus,
  to: ReportStatus,
): boolean {
  if (from === to) return false;
  if (actor.isModerator) return true;
  return actor.isAuthor && to === 'cancelled' && (from === 'pending' || from === 'accepted');
}

/**
 * Whether a post is removed for everyone (spec 1 §4 "An accepted post report removes the post
 * for everyone; refusing afterwards makes it visible again"): some report on it is accepted.
 * Takes the statuses of the post's reports.
 */
export function isPostRemovedByReports(statuses: readonly ReportStatus[]): boolean {
  return statuses.includes('accepted');
}

/**
 * Whether a report hides its reported user from its author (spec 1 §4 "Accepted blocks the
 * reported user for the reporter only; refused leaves them visible").
 */
export function reportBlocksUser(report: { type: ReportType; status: ReportStatus }): boolean {
  return report.type === 'user' && report.status === 'accepted';
}
