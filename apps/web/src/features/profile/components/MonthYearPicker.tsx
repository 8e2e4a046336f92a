import { Fieldset, Group, Input, NativeSelect, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthNames } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import type { MonthYear } from '../profileModel.ts';
import { monthYearParts, monthYearValue, pickerYears } from '../profileModel.ts';

/**
 * The month-year picker (spec 1 §5 General): a month and a year in a fieldset; its value is
 * the first day of the month (yyyy-mm-01), or '' while only one part is chosen.
 */
export function MonthYearPicker({
  label,
  value,
  onChange,
  error,
  required,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string, parts: MonthYear) => void;
  error?: string | undefined;
  required?: boolean;
  name: string;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const errorId = useId();
  const months = useMemo(() => monthNames(locale), [locale]);
  const years = useMemo(() => pickerYears(new Date()), []);
  // A half-chosen date keeps its part here while the value stays ''.
  const [parts, setParts] = useState<MonthYear>(() => monthYearParts(value));
  const shown = value ? monthYearParts(value) : parts;
  const change = (next: MonthYear) => {
    setParts(next);
    onChange(monthYearValue(next), next);
  };
  const invalid = Boolean(error);
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" size="sm" fw={500}>
          {label}
          {required && (
            <Text component="span" c="red.8" aria-hidden="true">
              {' *'}
            </Text>
          )}
        </Text>
      }
      data-testid={`monthyear-${name}`}
    >
      <Group gap="xs" grow wrap="nowrap" mt={4}>
        <NativeSelect
          name={`${name}_month`}
          aria-label={t('profile_month_of', { label })}
          data={[
            { value: '', label: t('profile_month') },
            ...months.map((m, i) => ({ value: String(i + 1), label: m })),
          ]}
          value={shown.month === null ? '' : String(shown.month)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ ...shown, month: v === '' ? null : Number(v) });
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          error={invalid}
        />
        <NativeSelect
          name={`${name}_year`}
          aria-label={t('profile_year_of', { label })}
          data={[
            { value: '', label: t('profile_year') },
            ...years.map((y) => ({ value: String(y), label: String(y) })),
          ]}
          value={shown.year === null ? '' : String(shown.year)}
          onChange={(e) => {
            const v = e.currentTarget.value;
            change({ ...shown, year: v === '' ? null : Number(v) });
          }}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          error={invalid}
        />
      </Group>
      {error && (
        <Input.Error id={errorId} mt={4}>
          {error}
        </Input.Error>
      )}
    </Fieldset>
  );
}
