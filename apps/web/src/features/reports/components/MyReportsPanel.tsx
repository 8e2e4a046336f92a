import type { Report } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { postPlainText } from '../../../shared/postText.ts';
import { feedKey } from '../../../shared/queryKeys.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { patchReportStatus, reportsKey } from '../api.ts';
import { useMyReports } from '../hooks/useMyReports.ts';
import { REPORT_TYPE_KEYS, reasonLabels } from '../reportLabels.ts';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';

const EXCERPT_MAX = 80;

function shorten(text: string): string {
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

const excerpt = (html: string) => shorten(postPlainText(html));

/** A reported message's first words, or what stands for its text when it has none. */
function messageExcerpt(
  message: NonNullable<Report['message']>,
  t: (key: string) => string,
): string {
  if (message.deleted) return t('report_message_deleted');
  return shorten(message.body.trim()) || t('report_message_attachments_only');
}

/** An own report may be withdrawn while pending or accepted (domain canChangeReportStatus). */
function canWithdraw(report: Report): boolean {
  return report.status === 'pending' || report.status === 'accepted';
}

/** Withdrawing an accepted member report lifts the block: the button says "Unblock". */
function isBlock(report: Report): boolean {
  return report.type === 'user' && report.status === 'accepted';
}

/**
 * Settings → Reports and blocks (spec 1 §2 Settings, §4 Reports): the member's own reports,
 * newest first, a page at a time. A pending or accepted report may be withdrawn, after a
 * confirmation (the author cannot bring it back); withdrawing an accepted member report lifts
 * the block. Several may be withdrawn at once.
 */
export function MyReportsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const { query: list, pagination } = useMyReports();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportsKey });
    void queryClient.invalidateQueries({ queryKey: feedKey });
  };
  const withdraw = useMutation({
    mutationFn: (report: Report) => patchReportStatus(report, 'cancelled'),
    onSuccess: (_updated, report) => {
      notifySuccess(
        t(isBlock(report) ? 'report_unblocked' : 'report_withdrawn', {
          name: fullName(report.reported_user),
        }),
      );
    },
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });

  if (list.isPending) return <PageLoader />;
  if (list.isError) return <LoadError onRetry={() => void list.refetch()} />;
  const { count, results } = list.data;
  const profileLink = (report: Report) => (
    <Anchor component={Link} to={localizePath(`/profile/${report.reported_user.id}`, locale)}>
      {fullName(report.reported_user)}
    </Anchor>
  );

  const columns: DataTableColumn<Report>[] = [
    {
      accessor: 'type',
      title: t('report_object'),
      width: 320,
      render: (report) => (
        <>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {t(REPORT_TYPE_KEYS[report.type])}
          </Text>
          {report.type === 'post' && report.post ? (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {excerpt(report.post.content) || t('report_post_images_only')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('report_post_by')} {profileLink(report)}
              </Text>
            </>
          ) : report.type === 'message' && report.message ? (
            <>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {messageExcerpt(report.message, t)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('report_post_by')} {profileLink(report)}
              </Text>
            </>
          ) : (
            <Text size="sm">{profileLink(report)}</Text>
          )}
        </>
      ),
    },
    {
      accessor: 'reasons',
      title: t('report_reasons'),
      render: (report) => <Text size="sm">{reasonLabels(report.reasons, t).join(', ')}</Text>,
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
      render: (report) => formatDate(report.created_at, locale),
    },
  ];

  const rowActions = (report: Report): RowAction[] => {
    if (!canWithdraw(report)) return [];
    const name = fullName(report.reported_user);
    const block = isBlock(report);
    return [
      {
        key: 'withdraw',
        label: t(block ? 'report_unblock' : 'report_withdraw'),
        name: t(block ? 'report_unblock_name' : 'report_withdraw_name', { name }),
        icon: block ? (
          <IconLockOpen aria-hidden="true" size={16} />
        ) : (
          <IconArrowBackUp aria-hidden="true" size={16} />
        ),
        loading: withdraw.isPending && withdraw.variables?.id === report.id,
        disabled: withdraw.isPending && withdraw.variables?.id !== report.id,
        confirm: {
          title: t(block ? 'report_unblock_title' : 'report_withdraw_title'),
          message: t(block ? 'report_unblock_confirm' : 'report_withdraw_confirm', { name }),
          confirmLabel: t(block ? 'report_unblock' : 'report_withdraw'),
        },
        run: () => withdraw.mutate(report),
      },
    ];
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('report_mine_intro')}</Text>
      <DecisionQueue
        label={t('report_mine_caption')}
        status={t('report_mine_count', { count })}
        records={results}
        count={count}
        columns={columns}
        rowTestId="my-report"
        rowName={(report) => fullName(report.reported_user)}
        rowActions={rowActions}
        bulkActions={[
          {
            key: 'withdraw',
            label: t('report_withdraw'),
            icon: <IconArrowBackUp aria-hidden="true" size={16} />,
            appliesTo: canWithdraw,
            runOne: (report) => patchReportStatus(report, 'cancelled'),
          },
        ]}
        onBulkSettled={refresh}
        pagination={pagination}
        fetching={list.isFetching && list.isPlaceholderData}
      />
    </Stack>
  );
}
