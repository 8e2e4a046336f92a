import type { ApiErrorDisplay } from '@alumni/domain';
import { describeApiError, GENERIC_ERROR_KEY, NOTIFICATION_DURATION_MS } from '@alumni/domain';
import { i18n } from '../i18n/i18n.ts';
import { showNotification } from '../ui/notify.ts';
import classes from './notifyError.module.css';

export interface NotifyErrorOptions {
  /** The caller shows the error itself: nothing is displayed (spec 2 §8 "hidden if the caller asks"). */
  hide?: boolean;
  /** How long the notification stays, NOTIFICATION_DURATION_MS by default. */
  duration?: number;
  /**
   * The label a person reads for a field the answer names, by its path ('email',
   * 'tickets.1.name'): a form's own label (showApiError). Undefined when not known.
   */
  fieldLabel?: (path: string) => string | undefined;
}

type FormattableError = Parameters<typeof describeApiError>[0];

function toFormattable(error: unknown): FormattableError {
  if (error instanceof Error) return error as FormattableError;
  if (typeof error === 'object' && error !== null) return error as FormattableError;
  return { name: 'Error', message: String(error) };
}

/**
 * The words of a field's path: the form's label, else the catalogue's name for the field
 * (`error_field_<name>`, the last name of the path that is not an index), else the path as
 * the API wrote it (spec 2 §8 'field: message'), so that nothing is left unsaid.
 */
function labelOf(field: string[], fieldLabel: NotifyErrorOptions['fieldLabel']): string {
  const path = field.join('.');
  const known = fieldLabel?.(path);
  if (known) return known;
  const name = [...field].reverse().find((part) => !/^\d+$/.test(part));
  const key = `error_field_${name}`;
  return name && i18n.exists(key) ? i18n.t(key) : path;
}

/**
 * A failed call in the words of the page's language (spec 2 §8 By response; issue 30 item 7):
 * `messages`, the sentences a person reads ('Label : message' for a field, with the field's
 * label, never its key when one is known), and `reference`, the spec's '[E{status}
 * {statusText}]' or '[E01 - name]' as 'Code E409 (Conflict)', which the notice shows after
 * them, smaller.
 */
export function errorNotice(
  error: unknown,
  fieldLabel?: NotifyErrorOptions['fieldLabel'],
): { messages: string[]; reference: string } {
  const display: ApiErrorDisplay = describeApiError(
    toFormattable(error),
    i18n.t(GENERIC_ERROR_KEY),
  );
  const messages = display.messages.map(({ field, text }) =>
    field.length === 0
      ? text
      : i18n.t('error_field_message', { label: labelOf(field, fieldLabel), message: text }),
  );
  const reference = display.detail
    ? i18n.t('error_reference_detail', { code: display.code, detail: display.detail })
    : i18n.t('error_reference', { code: display.code });
  return { messages, reference };
}

/**
 * Shows a failed call to the user as the spec's red list at the bottom of the screen
 * (spec 2 §8 Notification display): its sentences, then its reference in small muted text.
 * Returns the same lines, the reference last, in the current language, for a caller that
 * shows them itself (`hide`).
 */
export function notifyError(error: unknown, options: NotifyErrorOptions = {}): string[] {
  const { messages, reference } = errorNotice(error, options.fieldLabel);
  console.error(error);
  if (!options.hide) {
    showNotification({
      color: 'red',
      autoClose: options.duration ?? NOTIFICATION_DURATION_MS,
      withBorder: true,
      closeButtonProps: { 'aria-label': i18n.t('close') },
      message: (
        <>
          {messages.length === 1 ? (
            <p className={classes.sentence}>{messages[0]}</p>
          ) : (
            <ul className={classes.lines}>
              {messages.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className={classes.reference} data-testid="error-reference">
            {reference}
          </p>
        </>
      ),
    });
  }
  return [...messages, reference];
}
