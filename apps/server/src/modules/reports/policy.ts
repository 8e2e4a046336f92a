import type { ReportStatus } from '@alumni/domain';
import { canChangeReportStatus, canModerateReports, hasRoleInSchool } from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may do what with reports (spec 1 §4 Reports, spec 2 §6): members of the school report
 * and see their own; moderators (super users, school admins, and Report validators where the
 * school validates reports) see and decide every report of the school; an author may withdraw
 * their own.
 */

/** Report something, list one's own reports, ask to change one: a role in the school. */
export const canReport = (actor: Actor) => hasRoleInSchool(actor.user, actor.permissionSchool);

/**
 * See and decide the school's reports: moderators, as the school's `validate_report` has them
 * (admins always, Report validators while the school validates reports).
 */
export const isModerator = (actor: Actor) =>
  canModerateReports(actor.user, actor.permissionSchool, actor.school);

/** Whether the actor may move the report at all: moderators always, its author to withdraw it. */
export const canChangeStatusOf = (
  actor: Actor,
  row: { author: { id: number }; status: ReportStatus },
) =>
  isModerator(actor) ||
  (row.author.id === actor.user.id &&
    canChangeReportStatus({ isModerator: false, isAuthor: true }, row.status, 'cancelled'));
