/** The routes of the member and degree imports, relative to `/api` (../paths.ts). */
export const IMPORT_PATHS = {
  /** GET a page of imports. */
  list: '/imports/',
  /** POST: upload a member file (a draft with its report). */
  members: '/imports/members/',
  /** GET the member file template (`?format=csv|xlsx`). */
  memberTemplate: '/imports/members/template/',
  /** POST: upload a degree file (applied at once). */
  degrees: '/imports/degrees/',
  /** GET a page of the import log. */
  logs: '/imports/logs/',
  /** GET and DELETE one import. */
  import: '/imports/{id}/',
  /** POST: submit a draft for validation. */
  submit: '/imports/{id}/submit/',
  /** POST: validate (apply) an import. */
  validate: '/imports/{id}/validate/',
  /** POST: reject an import. */
  reject: '/imports/{id}/reject/',
  /** GET the rejected lines as a file. */
  rejected: '/imports/{id}/rejected/',
  /** POST: send an import's invitations. */
  invitations: '/imports/{id}/invitations/',
  /** POST: invite one member again. */
  memberInvitation: '/imports/invitations/',
} as const;
