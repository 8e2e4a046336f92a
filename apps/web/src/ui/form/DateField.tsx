import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import type { DateFieldProps } from './DatePickerField.tsx';
import { toDateValue } from './localDateTime.ts';

// Mantine's date picker, dayjs's French and the picker's CSS come in a chunk of their own,
// asked for as soon as a form that holds a date field loads (this module's first import),
// so that they are there by the time the form shows and never reach the sign-in page.
const loadPicker = () => import('./DatePickerField.tsx');
const DatePickerField = lazy(loadPicker);

/**
 * A date field in the page's language (issue 30 item 8: the browser's own field showed
 * '11/29/2026' on French pages): Mantine's DatePickerInput with French or English months
 * and days, keeping the form's `date` text ('2026-11-29') so that the submit path does not
 * change. Takes the props `form.getInputProps` gives, the label and `required`. Until its
 * chunk arrives, the same field read-only, with the date written in the language.
 */
export function DateField(props: DateFieldProps) {
  const { locale } = useRouteLocale();
  const day = toDateValue(props.value);
  // A calendar day, not an instant: written in UTC so that no time zone moves it.
  const shown = day
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
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
      <DatePickerField {...props} />
    </Suspense>
  );
}
