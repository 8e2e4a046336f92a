/**
 * The routes of duplicate users and member deletion (issue 34 items 1 and 5), relative to
 * `/api` (../paths.ts). Contracts: ../duplicates.ts, ../member-deletion.ts.
 */
export const DUPLICATE_PATHS = {
  /** GET: pairs of the school's members that look like one person (all schools: super users). */
  duplicates: '/duplicates/',
  /** POST: merges one member into another, a choice per conflicting field. */
  merges: '/duplicates/merges/',
} as const;

export const MEMBER_DELETION_PATHS = {
  /** POST: deletes members from the school, as a bulk operation. */
  deletions: '/members/deletions/',
  /** POST: what deleting these members would meet (content owners, the admin, last admin). */
  preview: '/members/deletions/preview/',
} as const;
