import type { EventSummary } from '@alumni/domain';
import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useLiveCounts } from '../../validations/hooks/useLiveCounts.ts';
import { pendingEventsKey } from '../api.ts';
import { eventDateRange } from '../eventRules.ts';
import { usePendingEvents } from '../hooks/usePendingEvents.ts';
import { useReviewEvent } from '../hooks/useReviewEvent.ts';
import { CATEGORY_KEYS } from '../labels.ts';
import { EventRefuseDialog } from './EventRefuseDialog.tsx';

/**
 * Validations → Events (spec 1 §2 Validations tabs; spec 2 §6 validator scope 6 Evenement):
 * the events waiting for validation, soonest first, in the decision queue; each validated, or
 * refused with a reason asked in a dialog (its author reads it, fixes and resubmits). The list
 * follows the live `event` counter, so a new submission appears without reloading.
 */
export function PendingEventsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const { validations } = useLiveCounts();
  const { query, pagination } = usePendingEvents();
  const review = useReviewEvent();
  const [refusing, setRefusing] = useState<EventSummary | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [reasonsError, setReasonsError] = useState<string | undefined>();

  // A new or decided event changes the live count: read the list again.
  const liveCount = validations?.event;
  const seenCount = useRef(liveCount);
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: pendingEventsKey });
  }, [liveCount, queryClient]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;

  const deciding = review.isPending ? review.variables : undefined;
  const columns: DataTableColumn<EventSummary>[] = [
    {
      accessor: 'title',
      title: t('events_pending_column_event'),
      render: (event) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={localizePath(`/evenements/${event.slug}`, locale)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {event.title}
          </Anchor>
          <Text size="sm">{t(CATEGORY_KEYS[event.category])}</Text>
        </Stack>
      ),
    },
    {
      accessor: 'author',
      title: t('events_pending_column_author'),
      render: (event) => <Text size="sm">{fullName(event.author)}</Text>,
    },
    {
      accessor: 'start_at',
      title: t('events_pending_column_date'),
      render: (event) => (
        <Text size="sm" component="time" dateTime={event.start_at}>
          {eventDateRange(event.start_at, event.end_at, locale)}
        </Text>
      ),
    },
  ];
  const rowActions = (event: EventSummary): RowAction[] => {
    const busy = deciding?.id === event.id;
    return [
      {
        key: 'validate',
        label: t('events_validate'),
        name: t('events_validate_name', { title: event.title }),
        icon: <IconCheck aria-hidden="true" size={16} />,
        primary: true,
        loading: busy && deciding?.body.decision === 'validate',
        disabled: busy && deciding?.body.decision !== 'validate',
        run: () =>
          review.mutate(
            { id: event.id, body: { decision: 'validate' } },
            {
              onSuccess: () => notifySuccess(t('events_validated', { title: event.title })),
              onError: (error) => notifyError(error),
            },
          ),
      },
      {
        key: 'refuse',
        label: t('events_refuse'),
        name: t('events_refuse_name', { title: event.title }),
        icon: <IconX aria-hidden="true" size={16} />,
        disabled: busy,
        run: () => setRefusing(event),
      },
    ];
  };

  return (
    <>
      <DecisionQueue
        label={t('validations_tab_events')}
        status={
          <span data-testid="pending-events-count">
            {t('events_pending_count', { count: query.data.count })}
          </span>
        }
        records={query.data.results}
        count={query.data.count}
        columns={columns}
        rowTestId="pending-event"
        rowName={(event) => event.title}
        rowActions={rowActions}
        pagination={pagination}
        fetching={query.isFetching}
      />
      <EventRefuseDialog
        title={refusing?.title ?? ''}
        opened={refusing !== null}
        loading={review.isPending && deciding?.body.decision === 'refuse'}
        error={reasonError}
        reasonsError={reasonsError}
        onClose={() => {
          setRefusing(null);
          setReasonError(undefined);
          setReasonsError(undefined);
        }}
        onRefuse={(refusal) => {
          if (!refusing) return;
          const event = refusing;
          review.mutate(
            { id: event.id, body: { decision: 'refuse', ...refusal } },
            {
              onSuccess: () => {
                setRefusing(null);
                notifySuccess(t('events_refused', { title: event.title }));
              },
              onError: (error) => {
                setReasonError(apiFormErrors(error)?.fields.reason);
                setReasonsError(apiFormErrors(error)?.fields.reasons);
                notifyError(error);
              },
            },
          );
        }}
      />
    </>
  );
}
