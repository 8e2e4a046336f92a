import type { Locale } from '@alumni/domain';
import type { TFunction } from 'i18next';

/**
 * What the date pickers of the date fields (DatePickerField, DateTimePickerField) share, in
 * the route's language: Mantine dates' settings (dayjs's locale, the week starting on Monday
 * in French) and the names of the calendar's controls for screen readers.
 */
export const pickerSettings = (locale: Locale) => ({
  locale,
  firstDayOfWeek: locale === 'fr' ? (1 as const) : (0 as const),
});

/** The names of the calendar's controls (Mantine's `ariaLabels`) in the page's language. */
export const pickerAriaLabels = (t: TFunction) => ({
  monthLevelControl: t('datetime_picker_month_level'),
  yearLevelControl: t('datetime_picker_year_level'),
  nextMonth: t('datetime_picker_next_month'),
  previousMonth: t('datetime_picker_previous_month'),
  nextYear: t('datetime_picker_next_year'),
  previousYear: t('datetime_picker_previous_year'),
  nextDecade: t('datetime_picker_next_decade'),
  previousDecade: t('datetime_picker_previous_decade'),
});

/**
 * The popover's focus: Mantine leaves it on the page's body once a date is picked or the
 * calendar closed with Escape; a keyboard user gets it back on the field they opened.
 */
export const PICKER_POPOVER = { returnFocus: true } as const;
