import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import type { DateTimeFieldProps } from './DateTimePickerField.tsx';
import { fromLocalInput } from './localDateTime.ts';

// Mantine's date picker, dayjs's French and the picker's CSS come in a chunk of their own,
// asked for as soon as a form that holds a date field loads (this module's first import),
// so that they are there by the time the form shows and never reach the sign-in page.
const loadPicker = () => import('./DateTimePickerField.tsx');
const DateTimePickerField = lazy(loadPicker);

/**
 * A date and time field in the page's language (issue 30 item 8: the browser's own field
 * showed '11/29/2026, 02:35 AM' on French pages): Mantine's DateTimePicker with French or
 * English months, days and hours, keeping the form's `datetime-local` text so that the
 * submit path does not change. Takes the props `form.getInputProps` gives and the label.
 * Until its chunk arrives, the same field read-only, with the date written in the language.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { locale } = useRouteLocale();
  const instant = props.value ? fromLocalInput(props.value) : null;
  const shown = instant
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(instant),
      )
    : '';
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          description={props.description}
          value={shown}
          error={props.error}
          required={props.required}
          w={props.w}
          readOnly
        />
      }
    >
      <DateTimePickerField {...props} />
    </Suspense>
  );
}
