import { badgeText, yearSelectorRange } from '@alumni/domain';
import { Button, Group, MultiSelect, SimpleGrid } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import type { AdvancedFilter, DirectoryParams } from '../directoryParams.ts';
import { degreeChoiceGroups, directoryRoleChoices, hasCampusFilter } from '../members.ts';

const toNumbers = (values: string[]) => values.map(Number).filter(Number.isFinite);
const toStrings = (values: number[]) => values.map(String);

/**
 * The advanced filters (spec 1 §2 Directory): degrees grouped by section, roles the school
 * shows in its directory, campus, graduation year from the year selector's range, and the
 * school's badges when it has some (issue 31 item 8).
 */
export function AdvancedFilters({
  id,
  params,
  onChange,
}: {
  id: string;
  params: DirectoryParams;
  onChange: (change: Partial<Pick<DirectoryParams, AdvancedFilter>>) => void;
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const degrees = useMemo(
    () => degreeChoiceGroups(school, t('directory_filter_other_section'), locale),
    [school, t, locale],
  );
  const roles = useMemo(() => directoryRoleChoices(school, locale), [school, locale]);
  const campuses = useMemo(
    () => school.campuses.map((c) => ({ value: String(c.id), label: c.name })),
    [school.campuses],
  );
  const years = useMemo(() => yearSelectorRange(new Date()).reverse().map(String), []);
  const badges = useMemo(
    () =>
      school.school_badges.map((b) => ({
        value: String(b.id),
        label: `${b.icon} ${badgeText(b.title, locale)}`,
      })),
    [school.school_badges, locale],
  );
  // Degrees, roles and years always; campus and badges when the school has them: one row on a
  // wide screen.
  const shown = 3 + Number(hasCampusFilter(school)) + Number(badges.length > 0);
  const common = {
    clearable: true,
    searchable: true,
    nothingFoundMessage: t('form_nothing_found'),
    placeholder: t('directory_filter_any'),
    clearButtonProps: { 'aria-label': t('directory_filter_clear') },
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <div id={id} data-testid="advanced-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, md: shown > 4 ? 3 : 4, lg: shown }} spacing="md">
        <MultiSelect
          {...common}
          label={t('term_degrees')}
          data={degrees}
          value={toStrings(params.degrees)}
          onChange={(values) => onChange({ degrees: toNumbers(values) })}
        />
        <MultiSelect
          {...common}
          label={t('directory_filter_roles')}
          data={roles}
          value={toStrings(params.roles)}
          onChange={(values) => onChange({ roles: toNumbers(values) })}
        />
        {hasCampusFilter(school) && (
          <MultiSelect
            {...common}
            label={t('term_campus')}
            data={campuses}
            value={toStrings(params.campus)}
            onChange={(values) => onChange({ campus: toNumbers(values) })}
          />
        )}
        <MultiSelect
          {...common}
          label={t('field_graduation_year')}
          data={years}
          value={toStrings(params.graduation_year)}
          onChange={(values) => onChange({ graduation_year: toNumbers(values) })}
        />
        {badges.length > 0 && (
          <MultiSelect
            {...common}
            label={t('directory_filter_badges')}
            data={badges}
            value={toStrings(params.badge)}
            onChange={(values) => onChange({ badge: toNumbers(values) })}
          />
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="default"
          size="sm"
          onClick={() =>
            onChange({ degrees: [], roles: [], campus: [], graduation_year: [], badge: [] })
          }
          disabled={
            params.degrees.length +
              params.roles.length +
              params.campus.length +
              params.graduation_year.length +
              params.badge.length ===
            0
          }
        >
          {t('directory_filter_reset')}
        </Button>
      </Group>
    </div>
  );
}
