import { fullName, localizePath } from '@alumni/domain';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveCounts } from '../../../shared/liveCounts/useLiveCounts.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { DecisionQueue } from '../../../ui/decision-queue/DecisionQueue.tsx';
import type { RowAction } from '../../../ui/decision-queue/decisionQueue.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';
import { usePendingPublications } from '../hooks/usePendingPublications.ts';
import { usePublicationDecisions } from '../hooks/usePublicationDecisions.ts';
import { PublicationRefuseDialog } from './PublicationRefuseDialog.tsx';

/**
 * A Validations centre tab (spec 1 §2 Validations tabs; spec 2 §6 validator scopes): `area`'s
 * items waiting for validation in the decision queue, each validated, or refused with the
 * reasons asked in a dialog (its author reads them, fixes and resubmits). The list follows
 * the area's live counter, so a new submission appears without reloading. Columns: the item
 * (a link to its page, with `detail` below, e.g. its category), its author, then `columns`
 * (the area's own, e.g. a date). Test ids: `area.testIds.pendingRow` per row,
 * `area.testIds.pendingCount` on the count.
 */
export function PendingPublicationsPanel<Item extends PublicationItem>({
  area,
  detail,
  columns = [],
}: {
  area: PublicationWebArea<Item>;
  detail?: (item: Item) => ReactNode;
  columns?: DataTableColumn<Item>[];
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const keys = publicationKeys(area);
  const queryClient = useQueryClient();
  const { validations } = useLiveCounts();
  const { query, pagination } = usePendingPublications(area);
  const { deciding, validate, refuse, dialog } = usePublicationDecisions(area);

  // A new or decided item changes the live count: read the list again.
  const liveCount = validations?.[area.counter];
  const seenCount = useRef(liveCount);
  const pendingKey = area.queryKeys.pending;
  useEffect(() => {
    if (seenCount.current === liveCount) return;
    seenCount.current = liveCount;
    void queryClient.invalidateQueries({ queryKey: pendingKey });
  }, [liveCount, queryClient, pendingKey]);

  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;

  const allColumns: DataTableColumn<Item>[] = [
    {
      accessor: 'title',
      title: t(area.itemColumnKey),
      render: (item) => (
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={localizePath(area.pathOf(item), locale)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {area.titleOf(item)}
          </Anchor>
          {detail && <Text size="sm">{detail(item)}</Text>}
        </Stack>
      ),
    },
    {
      accessor: 'author',
      title: t(keys.pendingColumnAuthor),
      render: (item) => <Text size="sm">{fullName(item.author)}</Text>,
    },
    ...columns,
  ];
  const rowActions = (item: Item): RowAction[] => {
    const busy = deciding?.id === item.id;
    const title = area.titleOf(item);
    return [
      {
        key: 'validate',
        label: t(keys.validate),
        name: t(keys.validateName, { title }),
        icon: <IconCheck aria-hidden="true" size={16} />,
        primary: true,
        loading: busy && deciding?.body.decision === 'validate',
        disabled: busy && deciding?.body.decision !== 'validate',
        run: () => validate(item),
      },
      {
        key: 'refuse',
        label: t(keys.refuse),
        name: t(keys.refuseName, { title }),
        icon: <IconX aria-hidden="true" size={16} />,
        disabled: busy,
        run: () => refuse(item),
      },
    ];
  };

  return (
    <>
      <DecisionQueue
        label={t(area.queueLabelKey)}
        status={
          <span data-testid={area.testIds.pendingCount}>
            {t(keys.pendingCount, { count: query.data.count })}
          </span>
        }
        records={query.data.results}
        count={query.data.count}
        columns={allColumns}
        rowTestId={area.testIds.pendingRow}
        rowName={area.titleOf}
        rowActions={rowActions}
        pagination={pagination}
        fetching={query.isFetching}
      />
      <PublicationRefuseDialog {...dialog} />
    </>
  );
}
