import { Button, Collapse, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconAdjustmentsHorizontal,
  IconFilterOff,
  IconMapPin,
  IconSearch,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useStaticOptions } from '../../staticLists/index.ts';
import { useFilterParams, useFilterText } from '../hooks/useFilterParams.ts';
import type { MentorFilters } from '../mentorshipRules.ts';
import { FILTER_PARAMS, MENTORING_TYPES, setFilterCount } from '../mentorshipRules.ts';

/**
 * The mentor search's filters (issue 33 item 2: type, degree, sector, city, graduation year,
 * text), each kept in the address; the typed ones follow it once typing pauses. On a phone the
 * filters after the text fold under a "Filters (n)" button, n the number set.
 */
export function MentorSearchFilters({ filters }: { filters: MentorFilters }) {
  const { t } = useTranslation();
  const school = useSchool();
  const { set, clear } = useFilterParams();
  const search = useFilterText(FILTER_PARAMS.q);
  const city = useFilterText(FILTER_PARAMS.city);
  const year = useFilterText(FILTER_PARAMS.graduation_year);
  const sectors = useStaticOptions('business_sector');
  const compact = useMediaQuery('(max-width: 48em)');
  const [unfolded, { toggle }] = useDisclosure(false);
  const count = setFilterCount(filters);

  return (
    <Stack gap="sm" component="search" aria-label={t('mentorship_search_label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          w={{ base: '100%', sm: 420 }}
          label={t('mentorship_search_text')}
          placeholder={t('mentorship_search_text_placeholder')}
          leftSection={<IconSearch aria-hidden="true" size={16} />}
          maxLength={100}
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
        />
        {compact && (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal aria-hidden="true" size={18} />}
            onClick={toggle}
            aria-expanded={unfolded}
            aria-controls="mentor-filters"
            fullWidth
          >
            {t('mentorship_filters_toggle', { count })}
          </Button>
        )}
      </Group>
      <Collapse expanded={!compact || unfolded} id="mentor-filters">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" pb={4}>
          <Select
            label={t('mentorship_filter_type')}
            placeholder={t('mentorship_filter_all')}
            data={MENTORING_TYPES.map((type) => ({
              value: type,
              label: t(`choice_mentoring_${type}`),
            }))}
            value={filters.type ?? null}
            onChange={(value) => set(FILTER_PARAMS.type, value)}
            clearable
          />
          <Select
            label={t('term_degree')}
            placeholder={t('mentorship_filter_all')}
            data={school.degrees.map((degree) => ({
              value: String(degree.id),
              label: degree.name,
            }))}
            value={filters.degree_id === undefined ? null : String(filters.degree_id)}
            onChange={(value) => set(FILTER_PARAMS.degree_id, value)}
            searchable
            clearable
          />
          <Select
            label={t('mentorship_filter_sector')}
            placeholder={t('mentorship_filter_all')}
            data={sectors.choices}
            value={filters.sector ?? null}
            onChange={(value) => set(FILTER_PARAMS.sector, value)}
            searchable
            clearable
          />
          <TextInput
            type="search"
            label={t('field_city')}
            leftSection={<IconMapPin aria-hidden="true" size={16} />}
            maxLength={150}
            value={city.value}
            onChange={(event) => city.setValue(event.currentTarget.value)}
          />
          <TextInput
            label={t('field_graduation_year')}
            placeholder={t('mentorship_filter_year_placeholder')}
            inputMode="numeric"
            maxLength={4}
            value={year.value}
            onChange={(event) => year.setValue(event.currentTarget.value.replace(/\D/g, ''))}
          />
          <Button
            variant="default"
            leftSection={<IconFilterOff aria-hidden="true" size={16} />}
            onClick={() => clear(Object.values(FILTER_PARAMS))}
            disabled={count === 0 && !filters.q}
            style={{ alignSelf: 'end' }}
          >
            {t('mentorship_filters_clear')}
          </Button>
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
