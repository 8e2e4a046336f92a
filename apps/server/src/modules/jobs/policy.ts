import {
  activeRoles,
  canUseJobs,
  canValidateJobs,
  isJobAdmin,
  isJobRecruiter,
  type PublicationActor,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may do what with job ads (spec 2 §6 through the domain rules; issue 15): members with
 * the jobs view read, post and apply; external recruiters post and see only their own ads;
 * validators of scope 2 Jobs decide pending ads; the author and admins edit (publication
 * rules), deactivate and reactivate, and read the applications of an ad.
 */

/**
 * An external recruiter of this school, not its admin (spec 2 §6 "Other roles": "External
 * recruiters … post jobs and see their own offers"; domain isJobRecruiter, as the web reads it).
 */
export const isRecruiter = (actor: Actor) => isJobRecruiter(actor.user, actor.permissionSchool);

/** Read, post and apply: the jobs list view (domain canUseJobs); recruiters post and read theirs. */
export const canReadJobs = (actor: Actor) =>
  canUseJobs(actor.user, actor.permissionSchool) || isRecruiter(actor);

/** Decide pending ads: validators of scope 2 Jobs (super users too). */
export const canReviewJobs = (actor: Actor) => canValidateJobs(actor.user, actor.permissionSchool);

/** A school admin (or super user) here. */
export const isAdmin = (actor: Actor) => isJobAdmin(actor.user, actor.permissionSchool);

/** Sees everyone's drafts, pending, refused and closed ads: validators and admins. */
export const seesAllJobAds = (actor: Actor) => canReviewJobs(actor) || isAdmin(actor);

/** Deactivates, reactivates and reads the applications of an ad: its author or an admin. */
export const managesAd = (actor: Actor, authorId: number) =>
  actor.user.id === authorId || isAdmin(actor);

/** The actor as the publication rules see them, for an ad by `authorId` (null: new). */
export function publicationActor(actor: Actor, authorId: number | null): PublicationActor {
  return {
    isAuthor: authorId === null || authorId === actor.user.id,
    isValidator: canReviewJobs(actor),
    isAdmin: isAdmin(actor),
  };
}

/** The actor's roles here that count, with their degree: what the ad filters check. */
export function membershipsOf(actor: Actor): { role: number; degreeId: number | null }[] {
  const counted = new Set(activeRoles(actor.user, actor.permissionSchool).map((r) => r.id));
  return actor.authUser.roles
    .filter((role) => counted.has(role.id))
    .map((role) => ({ role: role.role, degreeId: role.degreeId }));
}
