/** The routes of profiles, their items and roles, relative to `/api` (../paths.ts). */
export const PROFILE_PATHS = {
  /** GET a member's profile. */
  profile: '/users/{id}/profile/',
  /** GET a page of a member's log. */
  logs: '/users/{id}/logs/',
  /** POST: mute the profile update prompt. */
  mutePrompt: '/users/me/profile-prompt/mute/',
  /** POST: upload the profile picture; DELETE: remove it. */
  picture: '/users/{id}/picture/',
  /** POST: upload the profile banner; DELETE: remove it. */
  banner: '/users/{id}/banner/',
  /** POST: add an experience. */
  experiences: '/users/{id}/experiences/',
  /** PATCH and DELETE an experience. */
  experience: '/users/{id}/experiences/{experienceId}/',
  /** POST: add an education. */
  educations: '/users/{id}/educations/',
  /** PATCH and DELETE an education. */
  education: '/users/{id}/educations/{educationId}/',
  /** GET the educations waiting for validation. */
  pendingEducations: '/educations/pending/',
  /** POST: validate or refuse an education. */
  educationDecision: '/educations/{id}/{decision}/',
  /** POST: add a hobby. */
  hobbies: '/users/{id}/hobbies/',
  /** DELETE a hobby. */
  hobby: '/users/{id}/hobbies/{hobbyId}/',
  /** POST: add a link. */
  links: '/users/{id}/links/',
  /** DELETE a link. */
  link: '/users/{id}/links/{linkId}/',
  /** POST: add a document link (file upload). */
  linkAttachments: '/users/{id}/links/attachment/',
  /** GET a document link's file. */
  linkAttachment: '/users/{id}/links/{linkId}/attachment/',
  /** DELETE a role. */
  role: '/users/{id}/roles/{roleId}/',
  /** GET and PUT a role's timeline. */
  timeline: '/users/{id}/roles/{roleId}/timeline/',
  /** POST: ask for a role change. */
  roleChangeRequests: '/users/{id}/roles/{roleId}/change-requests/',
  /** GET a page of role change requests. */
  pendingRoleChanges: '/role-change-requests/',
  /** POST: accept or refuse a role change. */
  roleChangeDecision: '/role-change-requests/{id}/{decision}/',
} as const;
