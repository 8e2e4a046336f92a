import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/i18n.ts';

/** A green notification for a done action, its close button named in the interface language. */
export function notifySuccess(message: string): void {
  notifications.show({
    color: 'green',
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('close') },
  });
}
