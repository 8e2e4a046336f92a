import '@mantine/dates/styles.css';
import 'dayjs/locale/fr';
import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../shared/locale/useRouteLocale.ts';
import classes from './DateTimePickerField.module.css';
import { fromPickerValue, toPickerValue } from './localDateTime.ts';
import { PICKER_POPOVER, pickerAriaLabels, pickerSettings } from './pickerSettings.ts';

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
  required?: boolean;
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
  required,
  disabled,
  w,
  style,
}: DateTimeFieldProps) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <DatesProvider settings={pickerSettings(locale)}>
      <DateTimePicker
        label={label}
        description={description}
        error={error}
        name={name}
        required={required}
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
        popoverProps={PICKER_POPOVER}
        clearable={!required}
        clearButtonProps={{ 'aria-label': t('datetime_picker_clear') }}
        submitButtonProps={{ 'aria-label': t('datetime_picker_submit') }}
        timePickerProps={{
          format: locale === 'fr' ? '24h' : '12h',
          hoursInputLabel: t('datetime_picker_hours'),
          minutesInputLabel: t('datetime_picker_minutes'),
          amPmInputLabel: t('datetime_picker_am_pm'),
        }}
        ariaLabels={pickerAriaLabels(t)}
      />
    </DatesProvider>
  );
}
