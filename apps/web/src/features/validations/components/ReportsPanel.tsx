import type { Report, ReportStatus } from '@alumni/domain';
import { canModerateReports, fullName } from '@alumni/domain';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowBackUp, IconCheck, IconFlagCheck, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { BulkAction, RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import type { DecidedStatus, ReportStatusFilter, ReportTypeFilter } from '../../reports/index.ts';
import {
  defaultReportStatusFilter,
  patchReportStatus,
  REPORT_ACTIONS,
  REPORT_STATUS_FILTERS,
  REPORT_TYPE_FILTERS,
  ReportStatusBadge,
  reportActionsFor,
  reportDecisionWords,
} from '../../reports/index.ts';
import { moderationReportsKey } from '../api.ts';
import { useModerationReports } from '../hooks/useModerationReports.ts';
import { REPORT_STATUS_FILTER_KEYS, REPORT_TYPE_FILTER_KEYS } from '../labels.ts';
import { ReportSummary } from './ReportSummary.tsx';

const ACTION_ICONS: Record<ReportStatus, ReactNode> = {
  accepted: <IconCheck aria-hidden="true" size={16} />,
  refused: <IconX aria-hidden="true" size={16} />,
  finished: <IconFlagCheck aria-hidden="true" size={16} />,
  pending: <IconArrowBackUp aria-hidden="true" size={16} />,
  cancelled: null,
};

/** The names a report's words take: the reported member and who reported them. */
const namesOf = (report: Report) => ({
  name: fullName(report.reported_user),
  reporter: fullName(report.author),
});

/**
 * Validations → Reports (spec 1 §4 Reports): the school's reports, pending ones first shown
 * (all of them where the school does not validate reports, which says so: post reports are
 * then accepted on arrival), filtered by status and type, in the decision queue: each decided
 * with accept, refuse,
 * finish or reopen, or a selection decided at once. A help line says what each decision
 * does; accepting (it hides a post or a member and notifies them) and finishing (it closes
 * the report with no action) are asked first, in words saying so; every notice says what
 * the decision did (reportDecisionWords). The list follows the live report counter, so a
 * new report appears without reloading.
 */
export function ReportsPanel() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { user } = useViewer();
  const queryClient = useQueryClient();
  const { validations, refresh } = useLiveCounts();
  const compact = useMediaQuery('(max-width: 48em)');
  const validateReport = school.flags.validate_report;
  const [status, setStatus] = useState<ReportStatusFilter>(() =>
    defaultReportStatusFilter(validateReport),
  );
  const [type, setType] = useState<ReportTypeFilter>('all');
  const { query: reports, pagination } = useModerationReports({ status, type });
  const isModerator = user !== null && canModerateReports(user, school, { validateReport });

  // A new or decided report changes the live count: read the list again.
  const liveCount = validations?.report;
  const seenCount = useRef(liveCount);
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: moderationReportsKey });
  }, [liveCount, queryClient]);

  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: moderationReportsKey });
    void refresh();
  };
  const change = useMutation({
    mutationFn: ({ report, to }: { report: Report; to: DecidedStatus }) =>
      patchReportStatus(report, to),
    onSuccess: (_updated, { report, to }) => {
      notifySuccess(t(reportDecisionWords(report, to).doneKey, namesOf(report)));
    },
    onError: (error) => notifyError(error),
    onSettled: () => settle(),
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
  const filterControls = (
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
  );
  const filters = (
    <Stack gap="sm">
      <Text size="sm" maw={760} data-testid="reports-help">
        {t('validations_reports_help')}
      </Text>
      {!validateReport && (
        <Text size="sm" maw={760} data-testid="reports-not-validated">
          {t('validations_reports_not_validated')}
        </Text>
      )}
      {filterControls}
    </Stack>
  );
  if (reports.isPending) {
    return (
      <Stack gap="md">
        {filters}
        <PageLoader />
      </Stack>
    );
  }
  if (reports.isError) {
    return (
      <Stack gap="md">
        {filters}
        <LoadError inline onRetry={() => void reports.refetch()} />
      </Stack>
    );
  }

  const columns: DataTableColumn<Report>[] = [
    {
      accessor: 'reported_user',
      title: t('validations_report_column'),
      render: (report) => <ReportSummary report={report} />,
    },
    {
      accessor: 'status',
      title: t('report_status'),
      noWrap: true,
      render: (report) => <ReportStatusBadge status={report.status} />,
    },
    {
      accessor: 'created_at',
      title: t('report_date'),
      render: (report) => (
        <Text size="sm" component="time" dateTime={report.created_at}>
          {formatDateTime(report.created_at, locale, 'long')}
        </Text>
      ),
    },
  ];
  const rowActions = (report: Report): RowAction[] => {
    const name = fullName(report.reported_user);
    return reportActionsFor(report, isModerator).map((action) => {
      const { confirm } = reportDecisionWords(report, action.to);
      return {
        key: action.to,
        label: t(action.labelKey),
        name: t(action.nameKey, { name }),
        icon: ACTION_ICONS[action.to],
        primary: action.to === 'accepted',
        confirm: confirm
          ? {
              title: t(confirm.titleKey),
              message: t(confirm.messageKey, namesOf(report)),
              confirmLabel: t(action.labelKey),
            }
          : undefined,
        loading: busyId === report.id && change.variables?.to === action.to,
        disabled: busyId === report.id && change.variables?.to !== action.to,
        run: () => change.mutate({ report, to: action.to }),
      };
    });
  };
  // Reopening is a correction made one report at a time; the decisions may be taken in bulk.
  const bulkActions: BulkAction<Report>[] = REPORT_ACTIONS.filter(
    (action) => action.to !== 'pending',
  ).map((action) => ({
    key: action.to,
    label: t(action.labelKey),
    icon: ACTION_ICONS[action.to],
    primary: action.to === 'accepted',
    appliesTo: (report) =>
      reportActionsFor(report, isModerator).some((allowed) => allowed.to === action.to),
    confirm:
      action.to === 'accepted' || action.to === 'finished'
        ? (records) => ({
            title: t('queue_bulk_confirm_title', { action: t(action.labelKey) }),
            message: t(`validations_report_bulk_confirm_${action.to}`, { count: records.length }),
            confirmLabel: t(action.labelKey),
          })
        : undefined,
    runOne: (report) => patchReportStatus(report, action.to),
  }));

  return (
    <DecisionQueue
      label={t('validations_tab_reports')}
      status={
        <span data-testid="reports-count">
          {t('validations_reports_count', { count: reports.data.count })}
        </span>
      }
      filters={filters}
      records={reports.data.results}
      count={reports.data.count}
      columns={columns}
      rowTestId="report-card"
      rowName={(report) => fullName(report.reported_user)}
      rowActions={rowActions}
      bulkActions={bulkActions}
      onBulkSettled={settle}
      pagination={pagination}
      fetching={reports.isFetching && reports.isPlaceholderData}
      minWidth={820}
    />
  );
}
