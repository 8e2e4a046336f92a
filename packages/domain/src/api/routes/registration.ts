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
} as const;
