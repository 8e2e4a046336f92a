import type { ReportStatus } from '@alumni/domain';
import { canModerateReports } from '@alumni/domain';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { fullName } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import type { Report } from '../../reports/api.ts';
import { patchReportStatus } from '../../reports/api.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { moderationReportsKey } from '../api.ts';
import { useLiveCounts } from '../hooks/useLiveCounts.ts';
import { useModerationReports } from '../hooks/useModerationReports.ts';
import { REPORT_STATUS_FILTER_KEYS, REPORT_TYPE_FILTER_KEYS } from '../labels.ts';
import type { ReportStatusFilter, ReportTypeFilter } from '../reportActions.ts';
import { REPORT_STATUS_FILTERS, REPORT_TYPE_FILTERS } from '../reportActions.ts';
import { ReportCard } from './ReportCard.tsx';

const DECISION_KEYS: Record<ReportStatus, string> = {
  accepted: 'validations_report_accepted',
  refused: 'validations_report_refused',
  finished: 'validations_report_finished',
  pending: 'validations_report_reopened',
  cancelled: 'validations_report_cancelled',
};

/**
 * Validations → Reports (spec 1 §4 Reports): the school's reports, pending ones first shown,
 * filtered by status and type, each decided with accept, refuse, finish or reopen. The list
 * follows the live report counter, so a new report appears without reloading.
 */
export function ReportsPanel() {
  const { t } = useTranslation();
  const school = useSchool();
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const { validations, refresh } = useLiveCounts();
  const compact = useMediaQuery('(max-width: 48em)');
  const [status, setStatus] = useState<ReportStatusFilter>('pending');
  const [type, setType] = useState<ReportTypeFilter>('all');
  const { query: reports, pagination } = useModerationReports({ status, type });
  const isModerator = user !== null && canModerateReports(user, school);

  // A new or decided report changes the live count: read the list again.
  const liveCount = validations?.report;
  const seenCount = useRef(liveCount);
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: moderationReportsKey });
  }, [liveCount, queryClient]);

  const change = useMutation({
    mutationFn: ({ report, to }: { report: Report; to: ReportStatus }) =>
      patchReportStatus(report.id, to),
    onSuccess: (_updated, { report, to }) => {
      notifySuccess(t(DECISION_KEYS[to], { name: fullName(report.reported_user) }));
    },
    onError: (error) => notifyError(error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationReportsKey });
      void refresh();
    },
  });

  const statusOptions = REPORT_STATUS_FILTERS.map((value) => ({
    value,
    label: t(REPORT_STATUS_FILTER_KEYS[value]),
  }));
  const typeOptions = REPORT_TYPE_FILTERS.map((value) => ({
    value,
    label: t(REPORT_TYPE_FILTER_KEYS[value]),
  }));
  const pickStatus = (value: string | null) => {
    const next = REPORT_STATUS_FILTERS.find((option) => option === value);
    if (next) {
      setStatus(next);
      pagination.reset();
    }
  };

  const busyId = change.isPending ? change.variables?.report.id : undefined;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        {compact ? (
          <Select
            label={t('validations_reports_status')}
            data={statusOptions}
            value={status}
            onChange={pickStatus}
            allowDeselect={false}
            w="100%"
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reports-status-label">
              {t('validations_reports_status')}
            </Text>
            <SegmentedControl
              aria-labelledby="reports-status-label"
              data={statusOptions}
              value={status}
              onChange={pickStatus}
            />
          </Stack>
        )}
        <Select
          label={t('validations_reports_type')}
          data={typeOptions}
          value={type}
          onChange={(value) => {
            const next = REPORT_TYPE_FILTERS.find((option) => option === value);
            if (next) {
              setType(next);
              pagination.reset();
            }
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {reports.isPending ? (
        <PageLoader />
      ) : reports.isError ? (
        <LoadError inline onRetry={() => void reports.refetch()} />
      ) : (
        <>
          <Text role="status" data-testid="reports-count">
            {t('validations_reports_count', { count: reports.data.count })}
          </Text>
          {reports.data.results.map((report) => (
            <ReportCard
              key={report.id}
              report={report}
              isModerator={isModerator}
              busy={busyId === report.id ? (change.variables?.to ?? null) : null}
              onChange={(item, to) => change.mutate({ report: item, to })}
            />
          ))}
          <ListPagination
            count={reports.data.count}
            page={pagination.page}
            onChange={pagination.setPage}
            pageSize={pagination.pageSize}
          />
        </>
      )}
    </Stack>
  );
}
