/**
 * The route of mass messages (issue 32 item 5), relative to `/api` (../paths.ts). Contract:
 * ../mass-messages.ts.
 */
export const MASS_MESSAGE_PATHS = {
  /** POST: an admin's message to many members, one by one, as a bulk operation. */
  massMessages: '/conversations/mass-messages/',
} as const;
