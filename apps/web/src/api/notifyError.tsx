import { formatApiError, GENERIC_ERROR_KEY, NOTIFICATION_DURATION_MS } from '@alumni/domain';
import { i18n } from '../i18n/i18n.ts';
import { showNotification } from '../ui/notify.ts';
import classes from './notifyError.module.css';

export interface NotifyErrorOptions {
  /** The caller shows the error itself: nothing is displayed (spec 2 §8 "hidden if the caller asks"). */
  hide?: boolean;
  /** How long the notification stays, NOTIFICATION_DURATION_MS by default. */
  duration?: number;
}

type FormattableError = Parameters<typeof formatApiError>[0];

function toFormattable(error: unknown): FormattableError {
  if (error instanceof Error) return error as FormattableError;
  if (typeof error === 'object' && error !== null) return error as FormattableError;
  return { name: 'Error', message: String(error) };
}

/**
 * Shows a failed call to the user as the spec's red list at the bottom of the screen
 * (spec 2 §8 Notification display) and returns its lines, in the current language.
 */
export function notifyError(error: unknown, options: NotifyErrorOptions = {}): string[] {
  const lines = formatApiError(toFormattable(error), i18n.t(GENERIC_ERROR_KEY));
  console.error(error);
  if (!options.hide) {
    showNotification({
      color: 'red',
      autoClose: options.duration ?? NOTIFICATION_DURATION_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': i18n.t('close') },
      message:
        lines.length === 1 ? (
          lines[0]
        ) : (
          <ul className={classes.lines}>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ),
    });
  }
  return lines;
}
