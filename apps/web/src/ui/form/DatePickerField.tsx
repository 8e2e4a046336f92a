import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import classes from './DateTimePickerField.module.css';
import { toDateValue } from './localDateTime.ts';
import { PICKER_POPOVER, pickerAriaLabels, pickerSettings } from './pickerSettings.ts';

/** The props of DateField (ui/form/DateField.tsx), what `form.getInputProps` gives. */
export interface DateFieldProps {
  label: string;
  description?: ReactNode;
  /** The form's value: a `date` input's text ('2026-11-29'), '' (or none) for none. */
  value?: string;
  /** Called with the new value as the same text, '' when cleared. */
  onChange: (value: string) => void;
  error?: ReactNode;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  w?: StyleProp<React.CSSProperties['width']>;
  style?: MantineStyleProp;
  /** The calendar's first view: 'decade' for a date of birth (years, then months, then days). */
  defaultLevel?: 'month' | 'year' | 'decade';
  /** The last day that may be picked, as the form's text ('2026-11-29'), e.g. today for a birth. */
  maxDate?: string;
}

/**
 * DateField's picker (its lazy chunk): Mantine's DatePickerInput in the route's language
 * (months, days, first day of the week), its controls named for screen readers, its value
 * the form's `date` text as it is ('YYYY-MM-DD', Mantine dates' own).
 */
export default function DatePickerField({
  value,
  onChange,
  label,
  description,
  error,
  onFocus,
  onBlur,
  name,
  required,
  disabled,
  w,
  style,
  defaultLevel,
  maxDate,
}: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <DatesProvider settings={pickerSettings(locale)}>
      <DatePickerInput
        label={label}
        description={description}
        error={error}
        name={name}
        required={required}
        disabled={disabled}
        w={w}
        style={style}
        value={toDateValue(value)}
        defaultLevel={defaultLevel}
        maxDate={maxDate}
        onChange={(picked) => onChange(picked ?? '')}
        onFocus={onFocus}
        onBlur={onBlur}
        valueFormat={t('datetime_picker_date_format')}
        placeholder={t('datetime_picker_placeholder')}
        classNames={{ day: classes.day, placeholder: classes.placeholder }}
        popoverProps={PICKER_POPOVER}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t('datetime_picker_clear') }}
        ariaLabels={pickerAriaLabels(t)}
      />
    </DatesProvider>
  );
}
