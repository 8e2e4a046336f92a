/**
 * The routes of personal data (issue 34 item 6), relative to `/api` (../paths.ts). Contract:
 * ../personal-data.ts.
 */
export const PERSONAL_DATA_PATHS = {
  /** GET / PATCH who sees the member's phone, e-mail, birth date and city. */
  visibility: '/personal-data/visibility/',
  /** GET the member's recent exports; POST asks a new one (202). */
  exports: '/personal-data/exports/',
  /** GET the ZIP of a ready export: its owner only, signed in, until it expires. */
  exportDownload: '/personal-data/exports/{id}/download/',
  /** GET the erasure waiting for its date; POST asks one (202); DELETE cancels it. */
  erasure: '/personal-data/erasure/',
  /** POST an admin's erasure of a member of the school (202); DELETE cancels it. */
  memberErasure: '/personal-data/members/{id}/erasure/',
} as const;
