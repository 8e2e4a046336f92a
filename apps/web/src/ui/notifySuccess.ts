import { i18n } from '../i18n/i18n.ts';
import { showNotification } from './notify.ts';

/** A green notification for a done action, its close button named in the interface language. */
export function notifySuccess(message: string): void {
  showNotification({
    color: 'green',
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': i18n.t('close') },
  });
}
