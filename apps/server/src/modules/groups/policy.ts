import {
  activeRoles,
  canUseGroups,
  canValidateGroups,
  type EventMembership,
  managesEveryGroup,
  type PublicationActor,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may do what with interest groups (spec 2 §6 "A group manager approves members and edits
 * or deletes the group", validator scope 7 Club; issue 33): members with the clubs view read,
 * create and join groups; Club validators decide pending groups; a group's managers, the
 * school's admins and super users manage it.
 */

/** Read, create and join groups: the clubs list view (domain canUseGroups). */
export const canReadGroups = (actor: Actor) => canUseGroups(actor.user, actor.permissionSchool);

/** Decide pending groups: validators of scope 7 Club (super users too). */
export const canReviewGroups = (actor: Actor) =>
  canValidateGroups(actor.user, actor.permissionSchool);

/** Acts as a manager of every group of the school: school admins and super users. */
export const isGroupAdmin = (actor: Actor) => managesEveryGroup(actor.user, actor.permissionSchool);

/** Sees every group whatever its state and filters: Club validators and admins. */
export const seesAllGroups = (actor: Actor) => canReviewGroups(actor) || isGroupAdmin(actor);

/**
 * The actor as the publication rules see them, for a group by `authorId` (null: new). A
 * group's managers count as its author (they edit it, spec 2 §6); `manages` says whether the
 * actor manages this group.
 */
export function publicationActor(
  actor: Actor,
  authorId: number | null,
  manages = false,
): PublicationActor {
  return {
    isAuthor: authorId === null || authorId === actor.user.id || manages,
    isValidator: canReviewGroups(actor),
    isAdmin: isGroupAdmin(actor),
  };
}

/**
 * The actor's roles in this school that count, with their degree, campus and graduation
 * year: what a group's restriction filters are checked against (domain passesEventFilters).
 */
export function membershipsOf(actor: Actor): EventMembership[] {
  const counted = new Set(activeRoles(actor.user, actor.permissionSchool).map((r) => r.id));
  return actor.authUser.roles
    .filter((role) => counted.has(role.id))
    .map((role) => ({
      role: role.role,
      degreeId: role.degreeId,
      campusId: role.campusId,
      graduationYear: role.graduationYear,
    }));
}
