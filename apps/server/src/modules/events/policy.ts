import {
  activeRoles,
  canUseEvents,
  canValidateEvents,
  type EventMembership,
  isEventAdmin,
  type PublicationActor,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may do what with events (spec 2 §6 through the domain rules; issue 14): members with
 * the events view read, write and book; validators of scope 6 Evenement decide pending
 * events; the author and admins edit and delete under the publication rules (domain
 * publication.ts), admins see every registration.
 */

/** Read, write and book events: the events list view (domain canUseEvents). */
export const canReadEvents = (actor: Actor) => canUseEvents(actor.user, actor.permissionSchool);

/** Decide pending events: validators of scope 6 Evenement (super users too). */
export const canReviewEvents = (actor: Actor) =>
  canValidateEvents(actor.user, actor.permissionSchool);

/** Sees everyone's drafts, pending and refused events: validators and admins. */
export const seesAllEvents = (actor: Actor) =>
  canReviewEvents(actor) || isEventAdmin(actor.user, actor.permissionSchool);

/** The actor as the publication rules see them, for an event by `authorId` (null: new). */
export function publicationActor(actor: Actor, authorId: number | null): PublicationActor {
  return {
    isAuthor: authorId === null || authorId === actor.user.id,
    isValidator: canReviewEvents(actor),
    isAdmin: isEventAdmin(actor.user, actor.permissionSchool),
  };
}

/**
 * The actor's roles in this school that count, with their degree, campus and graduation
 * year: what the restriction filters are checked against (domain passesEventFilters).
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
