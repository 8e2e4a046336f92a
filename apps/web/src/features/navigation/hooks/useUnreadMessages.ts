import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';

/**
 * Unread messages of the signed-in user, shown on the chat button (spec 1 §2 User dropdown),
 * kept live by the notification stream (`message-init`, `message`).
 */
export function useUnreadMessages(): number {
  return useLiveCounts().unread;
}
