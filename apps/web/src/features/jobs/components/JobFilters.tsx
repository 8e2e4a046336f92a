import type { JobAdStatus } from '@alumni/domain';
import { JOB_SEARCH_MAX } from '@alumni/domain';
import { Button, Checkbox, Collapse, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAddressParams, useAddressText } from '../hooks/useAddressParams.ts';
import { useJobLists } from '../hooks/useJobLists.ts';
import type { JobListFilters } from '../jobRules.ts';
import { STATUS_FILTER_KEYS } from '../labels.ts';

/**
 * The filters of `/jobs` (issue 15 item 6: contract type, sector, experience, city, text;
 * the choices are the school's lists),
 * the status for those who post (their own drafts, pending, refused, inactive and filled
 * ads; everyone's for Jobs validators and admins) and "my ads only". Each lives in the
 * address; the texts follow it once typing pauses. On small screens the filters after the
 * search fold under a "Filters (n)" button, n the number set.
 */
export function JobFilters({
  filters,
  statuses,
}: {
  filters: JobListFilters;
  statuses: readonly JobAdStatus[];
}) {
  const { t } = useTranslation();
  const { set } = useAddressParams();
  const search = useAddressText('q');
  const city = useAddressText('city');
  const compact = useMediaQuery('(max-width: 48em)');
  const [unfolded, { toggle }] = useDisclosure(false);
  const lists = useJobLists();
  const setCount =
    [filters.city, filters.contract_type, filters.sector, filters.experience].filter(Boolean)
      .length +
    (filters.status !== 'active' ? 1 : 0) +
    (filters.mine ? 1 : 0);
  const choices = <T extends string>(values: readonly T[], keys: Record<T, string>) =>
    values.map((value) => ({ value, label: t(keys[value]) }));
  return (
    <Stack gap="sm">
      <Stack gap="sm">
        <TextInput
          type="search"
          w={{ base: '100%', sm: 420 }}
          label={t('jobs_search')}
          placeholder={t('jobs_search_placeholder')}
          leftSection={<IconSearch aria-hidden="true" size={16} />}
          maxLength={JOB_SEARCH_MAX}
          value={search.value}
          onChange={(event) => search.setValue(event.currentTarget.value)}
        />
        {compact && (
          <Button
            variant="default"
            leftSection={<IconAdjustmentsHorizontal aria-hidden="true" size={18} />}
            onClick={toggle}
            aria-expanded={unfolded}
            aria-controls="job-filters"
          >
            {t('jobs_filters_toggle', { count: setCount })}
          </Button>
        )}
      </Stack>
      <Collapse expanded={!compact || unfolded} id="job-filters">
        {/* Room below for the last control's focus ring, which the fold would clip. */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" pb={4}>
          <TextInput
            type="search"
            label={t('jobs_filter_city')}
            placeholder={t('jobs_filter_city_placeholder')}
            leftSection={<IconMapPin aria-hidden="true" size={16} />}
            maxLength={JOB_SEARCH_MAX}
            value={city.value}
            onChange={(event) => city.setValue(event.currentTarget.value)}
          />
          <Select
            label={t('jobs_field_contract_type')}
            placeholder={t('jobs_filter_all')}
            data={lists.contract_type.choices}
            value={filters.contract_type}
            onChange={(value) => set('contract', value)}
            clearable
          />
          <Select
            label={t('jobs_field_sector')}
            placeholder={t('jobs_filter_all')}
            data={lists.sector.choices}
            value={filters.sector}
            onChange={(value) => set('sector', value)}
            clearable
          />
          <Select
            label={t('jobs_field_experience')}
            placeholder={t('jobs_filter_all')}
            data={lists.experience.choices}
            value={filters.experience}
            onChange={(value) => set('experience', value)}
            clearable
          />
          {statuses.length > 1 && (
            <Select
              label={t('jobs_filter_status')}
              data={choices(statuses, STATUS_FILTER_KEYS)}
              value={filters.status}
              onChange={(value) => set('status', value === 'active' ? null : value)}
              allowDeselect={false}
            />
          )}
          {statuses.length > 1 && (
            <Checkbox
              label={t('jobs_filter_mine')}
              checked={filters.mine}
              onChange={(event) => set('mine', event.currentTarget.checked ? 'true' : null)}
              style={{ alignSelf: 'center' }}
            />
          )}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
