import type { NotificationData } from '@mantine/notifications';
import { overlaysReady } from './overlays.ts';

/**
 * Shows a notification (spec 2 §8 Notification display). The notification list and Mantine's
 * notification code download with the first one (ui/overlays.ts), so that pages showing none
 * never load them; later ones show at once.
 */
export function showNotification(data: NotificationData): void {
  void overlaysReady()
    .then(() => import('@mantine/notifications'))
    .then(({ notifications }) => notifications.show(data));
}
