/**
 * The membership state machine of interest groups (spec 1 §4 Group "Membership: joined
 * directly (public group), or pending approval (private), then approved or refused"; spec 2
 * §6 "A group manager approves members and edits or deletes the group"; issue 33 item 3).
 * Pure: the server reads the person's row under the group's row lock, asks here, and writes
 * the answer with its history row in one transaction; the web offers only the moves it allows.
 */

/**
 * A person's membership status in a group (spec 1 §4 Group "joined directly (public group), or
 * pending approval (private), then approved or refused"; issue 33 item 3): invited by a
 * manager, pending a manager's answer, member, refused, left, removed by a manager, or an
 * invitation declined. One row per person and group moves between them.
 */
export const MEMBERSHIP_STATUSES = [
  'invited',
  'pending',
  'member',
  'refused',
  'left',
  'removed',
  'declined',
] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** A member's role: managers approve, refuse, invite, promote, edit and delete (spec 2 §6). */
export const MEMBERSHIP_ROLES = ['member', 'manager'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** What a membership history row records (one per move; never deleted). */
export const MEMBERSHIP_ACTIONS = [
  'request',
  'join',
  'approve',
  'refuse',
  'invite',
  'accept_invitation',
  'decline_invitation',
  'leave',
  'remove',
  'promote',
  'demote',
] as const;
export type MembershipAction = (typeof MEMBERSHIP_ACTIONS)[number];

/** A person's row in a group, as the rules read it (null: never had one). */
export interface MembershipRow {
  status: MembershipStatus;
  role: MembershipRole;
}

/** One move on a person's membership. */
export type MembershipMove =
  /** The person joins a public group or asks to join a private one. */
  | { type: 'join' }
  /** A manager approves or refuses a pending request (a refusal needs a reason). */
  | { type: 'approve' }
  | { type: 'refuse'; reason: string }
  /** A manager invites the person. */
  | { type: 'invite' }
  /** The invitee accepts or declines. */
  | { type: 'accept' }
  | { type: 'decline' }
  /** The person leaves (or withdraws a request); the last manager names a successor. */
  | { type: 'leave'; successor: MembershipRow | null }
  /** A manager removes a member (or takes an invitation back). */
  | { type: 'remove' }
  /** A manager makes a member a manager, or a manager a member again. */
  | { type: 'promote' }
  | { type: 'demote' };

/** What the rules need to know besides the person's row. */
export interface MembershipContext {
  /** The group is active (published): joins and invitations need it. */
  active: boolean;
  visibility: 'public' | 'private';
  /** The actor is the person whose membership moves. */
  self: boolean;
  /** The actor manages the group: a manager, a school admin or a super user. */
  manager: boolean;
  /** How many managers the group has now (members with role manager). */
  managers: number;
  /** The person may see and join the group (its audience filters, where the school has them). */
  admitted: boolean;
  /** The person's "interest-group invitations" setting allows invitations (invite only). */
  acceptsInvitations: boolean;
}

/** Why a move is refused: MEMBERSHIP_REFUSAL_STATUS gives the HTTP status. */
export type MembershipRefusal =
  | 'forbidden'
  | 'restricted'
  | 'groupNotActive'
  | 'alreadyMember'
  | 'alreadyPending'
  | 'alreadyInvited'
  | 'requestNotPending'
  | 'refusalReasonRequired'
  | 'invitationsOff'
  | 'notInvited'
  | 'notMember'
  | 'lastManager'
  | 'successorNotMember'
  | 'alreadyManager'
  | 'notManager';

/**
 * The HTTP status of each refusal: 403 for who may not, 400 for a missing or wrong input
 * (`{"reason"}`, `{"successor_id"}`), 409 for a state that no longer allows the move (often
 * someone else's move meanwhile).
 */
export const MEMBERSHIP_REFUSAL_STATUS: Record<MembershipRefusal, 400 | 403 | 409> = {
  forbidden: 403,
  restricted: 403,
  invitationsOff: 403,
  groupNotActive: 409,
  alreadyMember: 409,
  alreadyPending: 409,
  alreadyInvited: 409,
  requestNotPending: 409,
  notInvited: 409,
  notMember: 409,
  lastManager: 409,
  alreadyManager: 409,
  notManager: 409,
  refusalReasonRequired: 400,
  successorNotMember: 400,
};

/** The answer: the row's new status and role, the history's action, and a successor's promotion. */
export type MembershipDecision =
  | {
      ok: true;
      status: MembershipStatus;
      role: MembershipRole;
      action: MembershipAction;
      /** The leaving manager's successor becomes a manager in the same transaction. */
      promoteSuccessor: boolean;
    }
  | { ok: false; refusal: MembershipRefusal };

const refuse = (refusal: MembershipRefusal): MembershipDecision => ({ ok: false, refusal });
const to = (
  status: MembershipStatus,
  role: MembershipRole,
  action: MembershipAction,
  promoteSuccessor = false,
): MembershipDecision => ({ ok: true, status, role, action, promoteSuccessor });

const isMember = (row: MembershipRow | null) => row?.status === 'member';
const isManager = (row: MembershipRow | null) => isMember(row) && row?.role === 'manager';

/**
 * Decides `move` on the membership `current` of one person in one group (null: no row yet),
 * under `ctx`. Rules (issue 33 item 3):
 * - join (the person): the group active and the person admitted; a member or a pending
 *   request is refused (409); an invitation is accepted; a public group is joined at once,
 *   unless the person was removed (then it is a request, for the managers to decide); a
 *   private group gets a pending request.
 * - approve / refuse (a manager): a pending request only (409 otherwise); refuse needs a reason.
 * - invite (a manager): the group active; the person's setting must allow it (403); a member,
 *   an invitation or a request already there is refused (409).
 * - accept / decline (the invitee): an invitation only; accepting needs the group active.
 * - leave (the person): a member or a pending request; the last manager leaves only by naming
 *   a successor who is a member (400 otherwise), promoted in the same transaction; without one
 *   409.
 * - remove (a manager, of someone else): a member or an invitation; never the last manager.
 * - promote / demote (a manager): a member becomes manager; a manager becomes member, unless
 *   the last one.
 * Returns the decision or the refusal. Never throws.
 */
export function decideMembership(
  current: MembershipRow | null,
  move: MembershipMove,
  ctx: MembershipContext,
): MembershipDecision {
  switch (move.type) {
    case 'join':
      return join(current, ctx);
    case 'approve':
    case 'refuse':
      if (!ctx.manager) return refuse('forbidden');
      if (current?.status !== 'pending') return refuse('requestNotPending');
      if (move.type === 'approve') return to('member', 'member', 'approve');
      if (move.reason.trim() === '') return refuse('refusalReasonRequired');
      return to('refused', 'member', 'refuse');
    case 'invite':
      if (!ctx.manager) return refuse('forbidden');
      if (!ctx.active) return refuse('groupNotActive');
      if (isMember(current)) return refuse('alreadyMember');
      if (current?.status === 'invited') return refuse('alreadyInvited');
      if (current?.status === 'pending') return refuse('alreadyPending');
      if (!ctx.acceptsInvitations) return refuse('invitationsOff');
      if (!ctx.admitted) return refuse('restricted');
      return to('invited', 'member', 'invite');
    case 'accept':
    case 'decline':
      if (!ctx.self) return refuse('forbidden');
      if (current?.status !== 'invited') return refuse('notInvited');
      if (move.type === 'decline') return to('declined', 'member', 'decline_invitation');
      if (!ctx.active) return refuse('groupNotActive');
      return to('member', 'member', 'accept_invitation');
    case 'leave':
      return leave(current, move.successor, ctx);
    case 'remove':
      if (!ctx.manager || ctx.self) return refuse('forbidden');
      if (current?.status !== 'member' && current?.status !== 'invited') {
        return refuse('notMember');
      }
      if (isManager(current) && ctx.managers <= 1) return refuse('lastManager');
      return to('removed', 'member', 'remove');
    case 'promote':
      if (!ctx.manager) return refuse('forbidden');
      if (!isMember(current)) return refuse('notMember');
      if (isManager(current)) return refuse('alreadyManager');
      return to('member', 'manager', 'promote');
    case 'demote':
      if (!ctx.manager) return refuse('forbidden');
      if (!isManager(current)) return refuse('notManager');
      if (ctx.managers <= 1) return refuse('lastManager');
      return to('member', 'member', 'demote');
  }
}

function join(current: MembershipRow | null, ctx: MembershipContext): MembershipDecision {
  if (!ctx.self) return refuse('forbidden');
  if (!ctx.active) return refuse('groupNotActive');
  if (!ctx.admitted) return refuse('restricted');
  if (isMember(current)) return refuse('alreadyMember');
  if (current?.status === 'pending') return refuse('alreadyPending');
  if (current?.status === 'invited') return to('member', 'member', 'accept_invitation');
  // A removed person may not walk back into a public group: the managers decide.
  if (ctx.visibility === 'public' && current?.status !== 'removed') {
    return to('member', 'member', 'join');
  }
  return to('pending', 'member', 'request');
}

function leave(
  current: MembershipRow | null,
  successor: MembershipRow | null,
  ctx: MembershipContext,
): MembershipDecision {
  if (!ctx.self) return refuse('forbidden');
  if (current?.status === 'pending') return to('left', 'member', 'leave');
  if (!isMember(current)) return refuse('notMember');
  if (successor !== null && !isMember(successor)) return refuse('successorNotMember');
  if (isManager(current) && ctx.managers <= 1 && successor === null) return refuse('lastManager');
  // A successor is promoted whenever named (a no-op for one already managing).
  return to('left', 'member', 'leave', successor !== null && !isManager(successor));
}
