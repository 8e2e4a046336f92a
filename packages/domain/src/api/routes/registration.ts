/** The routes of registration, activation and the new-role questionnaire (paths.ts). */
export const REGISTRATION_PATHS = {
  /** POST: register. */
  register: '/registration/',
  /** GET: check an activation link; POST: activate. */
  activation: '/registration/activation/',
  /** POST: ask for a new role. */
  newRole: '/registration/roles/',
  /** GET the registrations waiting for validation. */
  pending: '/registrations/',
  /** POST: accept or refuse a registration. */
  decision: '/registrations/{id}/{decision}/',
  /** POST: an admin adds a member by hand (an inactive account, invited). */
  members: '/registrations/members/',
  /** GET the members awaiting activation; POST: send each a new activation link. */
  awaitingActivation: '/registrations/activations/',
  /** POST: send member `{id}` (a user id) a new activation link. */
  memberActivation: '/registrations/activations/{id}/',
  /** POST: the person on the expired-link page asks a new link. */
  activationRenewal: '/registration/activation/renewal/',
} as const;
