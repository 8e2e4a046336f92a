import {
  canManageSchoolSettings,
  canUseMentorship,
  canValidateMentorship,
  decideMatchMove,
  isSuperUser,
  type MatchMove,
  type MatchState,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';

/**
 * Who may do what with mentorship (spec 2 §6 through the domain rules; issue 33): members with
 * the mentorship list view search, ask and follow up; the moves on a match are the state
 * machine's (decideMatchMove); mentorship validators (the super validators) decide requests
 * where the school validates matches; school admins set the school's settings; super users
 * read the mentor statistics of every school.
 */

/** Search mentors, ask one, answer, log meetings: the mentorship list view. */
export const canMentor = (actor: Actor) => canUseMentorship(actor.user, actor.permissionSchool);

/** Decide the requests that wait for a validator. */
export const canReview = (actor: Actor) =>
  canValidateMentorship(actor.user, actor.permissionSchool);

/** Either: the gate of the routes a validator uses without the list view. */
export const canMentorOrReview = (actor: Actor) => canMentor(actor) || canReview(actor);

/** The school's mentorship settings: its admins (super users too). */
export const canSetMentorship = (actor: Actor) =>
  canManageSchoolSettings(actor.user, actor.permissionSchool);

/** The mentor statistics of every school: super users only (spec 2 §6 Superadministration). */
export const canReadMentorStats = (actor: Actor) => isSuperUser(actor.user);

/** The moves the buttons of a match stand for, each with what the machine needs to say yes. */
const PROBES: Record<string, MatchMove> = {
  accept: { kind: 'accept' },
  refuse: { kind: 'refuse', reason: 'probe' },
  cancel: { kind: 'cancel' },
  delete: { kind: 'delete' },
  rate: { kind: 'finish', rating: 5 },
  review: { kind: 'validate' },
};

/**
 * What `actor` may do with `match` at `now` (the response's `can`): each move the state machine
 * would let them make, meetings while it is accepted and they are one of its two members.
 */
export function abilitiesOf(actor: Actor, match: MatchState, now: Date) {
  const who = { userId: actor.user.id, validator: canReview(actor) };
  const may = (name: keyof typeof PROBES) =>
    decideMatchMove(match, PROBES[name] as MatchMove, who, now).ok;
  const party = actor.user.id === match.mentorId || actor.user.id === match.menteeId;
  const hidden =
    (actor.user.id === match.mentorId && match.deletedByMentor) ||
    (actor.user.id === match.menteeId && match.deletedByMentee);
  return {
    accept: may('accept'),
    refuse: may('refuse'),
    cancel: may('cancel'),
    delete: party && !hidden && may('delete'),
    rate: may('rate'),
    log_meeting: party && match.status === 1,
    review: may('review'),
  };
}
