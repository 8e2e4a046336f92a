import { Fieldset, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolRoleName } from '../../../shared/school/names.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import type { AnyForm } from '../../../ui/form/schemaRules.ts';

/** The school's flag that gives an area its restriction filters (spec 1 §3). */
export type AudienceFlag =
  | 'has_filter_blog'
  | 'has_filter_event'
  | 'has_filter_jobads'
  | 'has_filter_club';

/**
 * Graduation years a filter offers, newest first: 1950 to `now`'s year + 6 (spec 1 §5
 * Registration). Never throws.
 */
export function graduationYears(now: Date = new Date()): string[] {
  const last = now.getFullYear() + 6;
  return Array.from({ length: last - 1950 + 1 }, (_, i) => String(last - i));
}

/**
 * The restriction filters of a publishing form (spec 1 §4 Publication; §5 Blog, Event, Job;
 * §3 "has_filter_blog / event / jobads / club"): who may see the item, as multi-selects bound to
 * `form`'s `filter_degrees` (the school's degrees) and `filter_roles` (its enabled roles, in
 * the page's language), and with `campuses` its `filter_campuses`, with `yearsLabel` its
 * `filter_years` (graduationYears). A fieldset named by `legend`; `rolesLabel` and `hints`
 * are the area's words. Nothing when the school's `flag` is off (no `flag`: always shown, as
 * an integration's filters). `layout` 'stack' puts the selects one under another, 'grid'
 * (default) two a row from small screens.
 */
export function AudienceFieldset({
  flag,
  form,
  legend,
  rolesLabel,
  hints = {},
  campuses = false,
  yearsLabel,
  layout = 'grid',
}: {
  flag?: AudienceFlag;
  form: AnyForm;
  legend: string;
  rolesLabel: string;
  hints?: { degrees?: string; roles?: string };
  campuses?: boolean;
  yearsLabel?: string;
  layout?: 'stack' | 'grid';
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  if (flag && !school.flags[flag]) return null;
  const selects: ReactNode = (
    <>
      <MultiSelect
        label={t('term_degrees')}
        description={hints.degrees}
        data={school.degrees.map((degree) => ({ value: String(degree.id), label: degree.name }))}
        searchable
        clearable
        {...form.getInputProps('filter_degrees')}
      />
      <MultiSelect
        label={rolesLabel}
        description={hints.roles}
        data={school.roles
          .filter((role) => role.enabled)
          .map((role) => ({ value: String(role.role), label: schoolRoleName(role, locale) }))}
        clearable
        {...form.getInputProps('filter_roles')}
      />
      {campuses && (
        <MultiSelect
          label={t('term_campuses')}
          data={school.campuses.map((campus) => ({ value: String(campus.id), label: campus.name }))}
          clearable
          {...form.getInputProps('filter_campuses')}
        />
      )}
      {yearsLabel && (
        <MultiSelect
          label={yearsLabel}
          data={graduationYears()}
          searchable
          clearable
          {...form.getInputProps('filter_years')}
        />
      )}
    </>
  );
  return (
    <Fieldset legend={legend}>
      {layout === 'stack' ? (
        <Stack gap="sm">{selects}</Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{selects}</SimpleGrid>
      )}
    </Fieldset>
  );
}
