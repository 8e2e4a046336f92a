/**
 * The routes of mass mail (issue 34 item 2), relative to `/api` (../paths.ts). Contract:
 * ../emailing.ts.
 */
export const EMAILING_PATHS = {
  /** GET the school's mass mails, newest first; POST one (202 its bulk operation). */
  massMails: '/mass-mails/',
  /** GET one mass mail and its per-recipient report. */
  massMail: '/mass-mails/{id}/',
  /** POST a draft: the e-mail as its recipients will see it. */
  preview: '/mass-mails/preview/',
  /** POST a draft: sent to the admin alone. */
  test: '/mass-mails/test/',
} as const;
