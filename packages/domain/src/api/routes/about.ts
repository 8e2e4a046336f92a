/** The routes of the about page and of the school pages' editing, relative to `/api` (../paths.ts). */
export const ABOUT_PATHS = {
  /** GET the about page: presentation, mentorship presentation, key numbers, team cards. */
  about: '/about/',
  /** GET one person of the team, with their biography (`/about/{id}`). */
  teamMember: '/about/team/{id}/',
} as const;

/** School settings → school pages, for the school's admins (not switched with `about`). */
export const SCHOOL_PAGES_PATHS = {
  /** GET everything the section edits; PATCH the about, home and mentorship presentations. */
  pages: '/schools/{id}/pages/',
  /** PUT the whole list of key numbers. */
  keyNumbers: '/schools/{id}/key-numbers/',
  /** POST: add a person to the team. */
  team: '/schools/{id}/team/',
  /** PATCH (fields, place) and DELETE a person of the team. */
  teamMember: '/schools/{id}/team/{memberId}/',
  /** POST (multipart `file`) and DELETE a person's photo. */
  teamPhoto: '/schools/{id}/team/{memberId}/photo/',
} as const;
