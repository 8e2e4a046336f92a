import type { AuditLogFacets, UserSummary } from '@alumni/domain';
import { Button, Grid, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { DateField } from '../../../ui/form/DateField.tsx';
import { auditActionLabel, auditNoun } from '../auditLogLabels.ts';
import { type AuditLogFilters, auditDaysReversed, hasAuditFilters } from '../auditLogRules.ts';
import { MemberPicker } from './MemberPicker.tsx';

/** A change of the filters: the keys to set, a key set to undefined is removed. */
export type AuditFilterPatch = Partial<Record<keyof AuditLogFilters, string | number | undefined>>;

/**
 * The filters of the audit log (issue 31 item 2 "Filter by person, action, target and date"):
 * the person (those the log names, or any member found by name in the directory), the action
 * and the target type (those the log holds, named for people), the first and last days (in the
 * school's time zone, the server's reading), and a reset. Each change applies at once: the
 * filters live in the address (`onChange`).
 */
export function AuditLogFilterBar({
  filters,
  facets,
  onChange,
  onReset,
}: {
  filters: AuditLogFilters;
  facets: AuditLogFacets | undefined;
  onChange: (patch: AuditFilterPatch) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const actions = useMemo(() => {
    const known = facets?.actions ?? [];
    const options = known.map((operation) => ({
      value: operation.action,
      label: auditActionLabel(t, operation),
    }));
    // An action in the address that the log does not hold (yet): still shown, by its name.
    if (filters.action && !known.some((operation) => operation.action === filters.action)) {
      options.push({ value: filters.action, label: filters.action });
    }
    return options.sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [facets, filters.action, t, locale]);
  const targetTypes = useMemo(() => {
    const types = new Set(facets?.target_types ?? []);
    if (filters.target_type) types.add(filters.target_type);
    return [...types]
      .map((type) => ({ value: type, label: auditNoun(t, type) }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [facets, filters.target_type, t, locale]);

  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={600} size="sm" mb="xs">
        {t('schoolsettings_logs_filters')}
      </Text>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <PersonFilter
            value={filters.user}
            people={facets?.users ?? []}
            onChange={(user) => onChange({ user })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <Select
            label={t('schoolsettings_logs_filter_action')}
            placeholder={t('schoolsettings_logs_filter_any')}
            data={actions}
            value={filters.action ?? null}
            onChange={(action) => onChange({ action: action ?? undefined })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('schoolsettings_logs_filter_clear_action') }}
            nothingFoundMessage={t('schoolsettings_logs_filter_none')}
            data-testid="logs-filter-action"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
          <Select
            label={t('schoolsettings_logs_filter_target')}
            placeholder={t('schoolsettings_logs_filter_any')}
            data={targetTypes}
            value={filters.target_type ?? null}
            onChange={(type) => onChange({ target_type: type ?? undefined, target_id: undefined })}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('schoolsettings_logs_filter_clear_target') }}
            nothingFoundMessage={t('schoolsettings_logs_filter_none')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 4 }}>
          <DateField
            label={t('schoolsettings_logs_filter_from')}
            value={filters.from ?? ''}
            onChange={(from) => onChange({ from })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, lg: 4 }}>
          <DateField
            label={t('schoolsettings_logs_filter_to')}
            value={filters.to ?? ''}
            onChange={(to) => onChange({ to })}
            error={
              auditDaysReversed(filters) ? t('schoolsettings_logs_filter_reversed') : undefined
            }
          />
        </Grid.Col>
        <Grid.Col
          span={{ base: 12, lg: 4 }}
          style={{ display: 'flex', justifyContent: 'flex-end' }}
        >
          <Button
            variant="default"
            leftSection={<IconFilterOff aria-hidden="true" size={16} />}
            onClick={onReset}
            disabled={!hasAuditFilters(filters)}
          >
            {t('schoolsettings_logs_filter_reset')}
          </Button>
        </Grid.Col>
      </Grid>
      {filters.target_id && (
        <Text size="sm" data-testid="logs-filter-target-id">
          {t('schoolsettings_logs_filter_target_id', {
            noun: auditNoun(t, filters.target_type ?? ''),
            id: filters.target_id,
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The person filter: the people the log names (its authors), or, from two letters typed, the
 * members the directory finds by name. `value` is a user id.
 */
function PersonFilter({
  value,
  people,
  onChange,
}: {
  value: number | undefined;
  people: UserSummary[];
  onChange: (user: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const unknownLabel = useCallback(
    (id: number) => t('schoolsettings_logs_person_unknown', { id }),
    [t],
  );
  return (
    <MemberPicker
      label={t('schoolsettings_logs_filter_person')}
      placeholder={t('schoolsettings_logs_filter_person_placeholder')}
      value={value}
      people={people}
      onChange={onChange}
      unknownLabel={unknownLabel}
      clearLabel={t('schoolsettings_logs_filter_clear_person')}
      nothingFound={t('schoolsettings_logs_filter_none')}
      testId="logs-filter-person"
    />
  );
}
