/**
 * Unread messages of the signed-in user, shown on the chat button (spec 1 §2 User dropdown).
 * The discussions feature feeds it from the live notification stream; until then 0.
 */
export function useUnreadMessages(): number {
  return 0;
}
