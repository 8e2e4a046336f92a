import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import {
  auditExportUrl,
  hasAuditFilters,
  readAuditFilters,
  withAuditFilters,
  withoutAuditFilters,
} from '../auditLogRules.ts';
import { useAuditLog, useAuditLogFacets } from '../hooks/useAuditLog.ts';
import { AuditLogEntries } from './AuditLogEntries.tsx';
import { type AuditFilterPatch, AuditLogFilterBar } from './AuditLogFilterBar.tsx';

/**
 * School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs", spec 2 §6 "School admins
 * … manage roles and logs"): every write of the school's admins and of super users, newest
 * first, with what each changed before and after; filtered by person, action, target and days
 * (kept in the address, so that a reload or a shared link keeps them), paged, and downloaded
 * as CSV with the same filters. Written by the server's one mechanism (docs/architecture.md
 * "Audit log"); reading it is not logged.
 */
export function LogsSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const format = useFormat();
  const school = useSchool();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = useMemo(() => readAuditFilters(searchParams), [searchParams]);
  const { query, pagination } = useAuditLog(school.id, filters);
  const facets = useAuditLogFacets(school.id);
  const change = (patch: AuditFilterPatch) =>
    setSearchParams((current) => withAuditFilters(current, patch), { replace: true });
  const reset = () => setSearchParams((current) => withoutAuditFilters(current), { replace: true });
  const filtered = hasAuditFilters(filters);

  return (
    <Stack gap="lg">
      <Text size="sm">{t('schoolsettings_logs_intro')}</Text>
      <AuditLogFilterBar filters={filters} facets={facets.data} onChange={change} onReset={reset} />
      <Group justify="space-between" align="center" gap="sm">
        <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="audit-log-count">
          {query.data
            ? t('schoolsettings_logs_count', {
                count: query.data.count,
                shown: format.number(query.data.count),
              })
            : ''}
        </Text>
        <Button
          component="a"
          href={auditExportUrl(school.id, filters, locale)}
          download
          variant="default"
          leftSection={<IconDownload aria-hidden="true" size={18} />}
        >
          {t('schoolsettings_logs_export')}
        </Button>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data.results.length === 0 ? (
        <Stack gap="xs" align="flex-start" data-testid="audit-log-empty">
          <Text>
            {t(filtered ? 'schoolsettings_logs_none_filtered' : 'schoolsettings_logs_none')}
          </Text>
          {filtered && (
            <Button variant="default" size="xs" onClick={reset}>
              {t('schoolsettings_logs_filter_reset')}
            </Button>
          )}
        </Stack>
      ) : (
        <AuditLogEntries
          entries={query.data.results}
          onTarget={(target) =>
            change({ target_type: target.type, target_id: target.id ?? undefined })
          }
        />
      )}
      <ListPagination
        count={query.data?.count ?? 0}
        page={pagination.page}
        pageSize={pagination.pageSize}
        onChange={pagination.setPage}
      />
    </Stack>
  );
}
