/** The routes of School settings → badges and of the badges members hold, relative to `/api` (../paths.ts). */
export const BADGE_PATHS = {
  /** GET the school's badges; POST: add one. */
  badges: '/schools/{id}/badges/',
  /** PATCH and DELETE a badge. */
  badge: '/schools/{id}/badges/{badgeId}/',
  /** PUT: give the badge to a member; DELETE: take it back. */
  memberBadge: '/users/{id}/badges/{badgeId}/',
} as const;
