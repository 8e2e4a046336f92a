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

/**
 * What a member can report (spec 1 §3 Report "type (user or post)"; issue 32 item 6 "messages
 * can be reported": a message of a conversation the reporter takes part in).
 */
export const REPORT_TYPES = ['user', 'post', 'message'] as const;
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
 * Whether the school's post reports wait for a moderator (spec 1 §3 School flags
 * `validate_report`, §4 Reports; the decision is written in docs/areas/feed.md "Report
 * validation"). With the flag on, a post report is `pending` and the post stays visible until a
 * moderator accepts it; with it off, the school does not validate reports: a post report is
 * taken as it comes, `accepted` on arrival like a user report, and the post is hidden at once
 * until an admin refuses the report ("refusing afterwards makes it visible again").
 */
export interface ReportValidation {
  /** The school's `validate_report` flag. */
  validateReport: boolean;
}

/**
 * Status a new report gets (spec 1 §4 "A user report is accepted automatically on arrival"):
 * `accepted` for a user report, so the reporter's block holds at once, whatever the school;
 * for a post, `pending` (it waits for a moderator) where the school validates reports, else
 * `accepted` (the post is hidden at once); for a message, always `pending`: accepting it
 * deletes the message for everyone and for good, which one participant alone must not do
 * (docs/areas/discussions.md "Moderation").
 */
export function initialReportStatus(type: ReportType, school: ReportValidation): ReportStatus {
  if (type === 'message') return 'pending';
  return type === 'post' && school.validateReport ? 'pending' : 'accepted';
}

/**
 * Who decides reports in `school`, and so who is shown the validations centre's Reports tab
 * and may list and change the school's reports (spec 1 §4 "an admin may change the status at
 * any time", spec 2 §6 "Validators approve or refuse items of their type"): super users and
 * school admins always; validators of scope 5 Report only while the school validates reports
 * (`validate_report`): with it off nothing waits for them, and changing what was accepted on
 * arrival is the admins'. The one rule of the server's reports policy and of the web's tab.
 * Never throws.
 */
export function canModerateReports(
  user: PermissionUser,
  school: PermissionSchool,
  validation: ReportValidation,
): boolean {
  return (
    isSchoolAdmin(user, school) ||
    (validation.validateReport && isValidator(user, school, VALIDATOR_SCOPE.Report))
  );
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
 * Whether a report's status change deletes its message for everyone (issue 32 items 6 and 7:
 * an accepted message report removes the message's text everywhere, as its sender deleting it
 * would). Deletion is final: refusing or reopening the report afterwards brings nothing back.
 */
export function reportDeletesMessage(report: { type: ReportType; status: ReportStatus }): boolean {
  return report.type === 'message' && report.status === 'accepted';
}

/**
 * Whether a report hides its reported user from its author (spec 1 §4 "Accepted blocks the
 * reported user for the reporter only; refused leaves them visible").
 */
export function reportBlocksUser(report: { type: ReportType; status: ReportStatus }): boolean {
  return report.type === 'user' && report.status === 'accepted';
}
