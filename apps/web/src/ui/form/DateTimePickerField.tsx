import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import classes from './DateTimePickerField.module.css';
import { fromPickerValue, toPickerValue } from './localDateTime.ts';

/** The props of DateTimeField (ui/form/DateTimeField.tsx), what `form.getInputProps` gives. */
export interface DateTimeFieldProps {
  label: string;
  description?: ReactNode;
  /** The form's value: `datetime-local` text ('2026-11-29T14:35'), '' (or none) for none. */
  value?: string;
  /** Called with the new value as the same text, '' when cleared. */
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  name?: string;
  disabled?: boolean;
  w?: StyleProp<React.CSSProperties['width']>;
  style?: MantineStyleProp;
}

/**
 * DateTimeField's picker (its lazy chunk): Mantine's DateTimePicker in the route's language
 * (months, days, first day of the week, 24-hour clock in French), its controls named for
 * screen readers, its value converted to and from the form's `datetime-local` text.
 */
export default function DateTimePickerField({
  value,
  onChange,
  label,
  description,
  error,
  onFocus,
  onBlur,
  name,
  disabled,
  w,
  style,
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: locale === 'fr' ? 1 : 0 }}>
      <DateTimePicker
        label={label}
        description={description}
        error={error}
        name={name}
        disabled={disabled}
        w={w}
        style={style}
        value={toPickerValue(value ?? '')}
        onChange={(picked) => onChange(fromPickerValue(picked))}
        onFocus={onFocus}
        onBlur={onBlur}
        valueFormat={t('datetime_picker_format')}
        placeholder={t('datetime_picker_placeholder')}
        classNames={{ day: classes.day, placeholder: classes.placeholder }}
        clearable
        clearButtonProps={{ 'aria-label': t('datetime_picker_clear') }}
        submitButtonProps={{ 'aria-label': t('datetime_picker_submit') }}
        timePickerProps={{
          format: locale === 'fr' ? '24h' : '12h',
          hoursInputLabel: t('datetime_picker_hours'),
          minutesInputLabel: t('datetime_picker_minutes'),
          amPmInputLabel: t('datetime_picker_am_pm'),
        }}
        ariaLabels={{
          monthLevelControl: t('datetime_picker_month_level'),
          yearLevelControl: t('datetime_picker_year_level'),
          nextMonth: t('datetime_picker_next_month'),
          previousMonth: t('datetime_picker_previous_month'),
          nextYear: t('datetime_picker_next_year'),
          previousYear: t('datetime_picker_previous_year'),
          nextDecade: t('datetime_picker_next_decade'),
          previousDecade: t('datetime_picker_previous_decade'),
        }}
      />
    </DatesProvider>
  );
}
