import type { Match } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { pendingMatchesKey, reviewMatch } from '../api.ts';
import { useMentorshipChange } from '../hooks/useMentorshipChange.ts';
import { usePendingMatches } from '../hooks/usePendingMatches.ts';
import { ReasonDialog } from './ReasonDialog.tsx';

const pairName = (match: Match) => `${fullName(match.mentee)} → ${fullName(match.mentor)}`;

/**
 * Validations → Mentorship (issue 33 items 3 and 5: the `mentorship` counter where the school
 * validates matches): the requests waiting for a mentorship validator, oldest first, each let
 * through to the mentor (their 15 days start then) or refused with a reason the mentee reads.
 * The list follows the live counter, so a new request appears without reloading.
 */
export function PendingMatchesPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const { validations } = useLiveCounts();
  const { query, pagination } = usePendingMatches();
  const [refusing, setRefusing] = useState<Match | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const review = useMentorshipChange(({ match, reason }: { match: Match; reason?: string }) =>
    reviewMatch(match.id, reason ? { action: 'refuse', reason } : { action: 'validate' }),
  );

  const liveCount = validations?.mentorship;
  const seenCount = useRef(liveCount);
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: pendingMatchesKey });
  }, [liveCount, queryClient]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;

  const decide = (match: Match, reason?: string) =>
    review.mutate(
      { match, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setRefusing(null);
          notifySuccess(
            t(reason ? 'mentorship_review_refused' : 'mentorship_review_validated', {
              name: pairName(match),
            }),
          );
        },
        onError: (error) => {
          if (reason) setReasonError(apiFormErrors(error)?.fields.reason);
          notifyError(error);
        },
      },
    );

  const columns: DataTableColumn<Match>[] = [
    {
      accessor: 'mentee',
      title: t('mentorship_review_mentee'),
      render: (match) => <Text size="sm">{fullName(match.mentee)}</Text>,
    },
    {
      accessor: 'mentor',
      title: t('mentorship_review_mentor'),
      render: (match) => <Text size="sm">{fullName(match.mentor)}</Text>,
    },
    {
      accessor: 'request_message',
      title: t('mentorship_request_message'),
      render: (match) => (
        <Stack gap={2}>
          {match.mentoring_type && (
            <Text size="xs" c="dimmed">
              {t(`choice_mentoring_${match.mentoring_type}`, {
                defaultValue: match.mentoring_type,
              })}
            </Text>
          )}
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {match.request_message || '–'}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'created_at',
      title: t('mentorship_review_date'),
      noWrap: true,
      render: (match) => formatDate(match.created_at, locale),
    },
  ];
  const busy = review.isPending ? review.variables : undefined;
  const rowActions = (match: Match): RowAction[] => [
    {
      key: 'validate',
      label: t('mentorship_review_validate'),
      name: t('mentorship_review_validate_name', { name: pairName(match) }),
      icon: <IconCheck aria-hidden="true" size={16} />,
      primary: true,
      loading: busy?.match.id === match.id && !busy.reason,
      disabled: busy !== undefined && busy.match.id !== match.id,
      run: () => decide(match),
    },
    {
      key: 'refuse',
      label: t('mentorship_refuse'),
      name: t('mentorship_review_refuse_name', { name: pairName(match) }),
      icon: <IconX aria-hidden="true" size={16} />,
      disabled: busy !== undefined,
      run: () => {
        setReasonError(undefined);
        setRefusing(match);
      },
    },
  ];

  return (
    <>
      <DecisionQueue
        label={t('mentorship_review_caption')}
        status={
          <span data-testid="pending-matches-count">
            {t('mentorship_review_count', { count: query.data.count })}
          </span>
        }
        records={query.data.results}
        count={query.data.count}
        columns={columns}
        rowTestId="pending-match-row"
        rowName={pairName}
        rowActions={rowActions}
        pagination={pagination}
        fetching={query.isFetching}
        minWidth={760}
      />
      {query.data.count === 0 && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('mentorship_review_none_hint')}
        </Text>
      )}
      <ReasonDialog
        key={refusing?.id ?? 0}
        opened={refusing !== null}
        title={t('mentorship_review_refuse_title')}
        intro={refusing ? t('mentorship_review_refuse_intro', { name: pairName(refusing) }) : ''}
        loading={review.isPending && Boolean(review.variables?.reason)}
        error={reasonError}
        onConfirm={(reason) => refusing && decide(refusing, reason)}
        onClose={() => setRefusing(null)}
      />
    </>
  );
}
