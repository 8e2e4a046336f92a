import { yearSelectorRange } from '@alumni/domain';
import { NativeSelect, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';

export interface RoleChoiceValues {
  graduation_year: string;
  degree: string;
  campus: string;
}

/**
 * Graduation year (the registration selector's range), degree and campus of a role; each
 * select takes its form's input props (`form.getInputProps(key)`).
 */
export function RoleChoicesFields({
  inputProps,
}: {
  inputProps: (key: keyof RoleChoiceValues) => GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const years = useMemo(() => yearSelectorRange(new Date()).reverse(), []);
  const field = (key: keyof RoleChoiceValues) => ({ name: key, ...inputProps(key) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <NativeSelect
        label={t('field_graduation_year')}
        required
        data={[
          { value: '', label: t('form_choose') },
          ...years.map((y) => ({ value: String(y), label: String(y) })),
        ]}
        {...field('graduation_year')}
      />
      {school.degrees.length > 0 && (
        <NativeSelect
          label={t('term_degree')}
          required
          data={[
            { value: '', label: t('form_choose') },
            ...[...school.degrees]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          {...field('degree')}
        />
      )}
      {school.has_campus && (
        <NativeSelect
          label={t('term_campus')}
          required
          data={[
            { value: '', label: t('form_choose') },
            ...school.campuses.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          {...field('campus')}
        />
      )}
    </SimpleGrid>
  );
}
