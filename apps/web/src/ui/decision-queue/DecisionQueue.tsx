import 'mantine-datatable/styles.css';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../api/notifyError.tsx';
import { confirmDecision } from '../confirmDecision.tsx';
import { notifySuccess } from '../notifySuccess.ts';
import { overlaysReady } from '../overlays.ts';
import type { Pagination } from '../pagination/usePagination.ts';
import type { BulkAction, RowAction } from './decisionQueue.ts';
import { bulkTargets, keptSelection, runEach } from './decisionQueue.ts';

// The pages of a decision queue ask before they decide: their modals' host loads with them.
void overlaysReady();

const CONTROL_KEYS = {
  first: 'pagination_first',
  previous: 'pagination_previous',
  next: 'pagination_next',
  last: 'pagination_last',
} as const;

function RowActions({ actions }: { actions: RowAction[] }) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {actions.map((action) => (
        <Button
          key={action.key}
          size="xs"
          variant={action.primary ? 'filled' : 'default'}
          leftSection={action.icon}
          loading={action.loading}
          disabled={action.disabled}
          aria-label={action.name}
          onClick={() =>
            action.confirm
              ? confirmDecision(
                  action.confirm,
                  { cancel: t('form_cancel'), close: t('close') },
                  action.run,
                )
              : action.run()
          }
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The one table of every decision queue (registrations, role changes, educations, reports,
 * own reports): a count line, a filters slot, a mantine-datatable with the given columns,
 * server pages driven by the pagination hook, per-row decisions (irreversible ones confirmed
 * in a Mantine modal) and, with `bulkActions`, row selection with decisions on the selection.
 * Every control is named in the interface language; each row carries `data-testid={rowTestId}`.
 */
export function DecisionQueue<T extends { id: number }>({
  label,
  status,
  filters,
  records,
  count,
  columns,
  rowTestId,
  rowName,
  rowActions,
  bulkActions,
  onBulkSettled,
  pagination,
  fetching,
  minWidth = 720,
}: {
  /** The table's accessible name. */
  label: string;
  /** The count line above the table (announced as a status). */
  status: ReactNode;
  filters?: ReactNode;
  records: T[];
  count: number;
  columns: DataTableColumn<T>[];
  rowTestId: string;
  /** Who or what a row is about, for its selection checkbox's name. */
  rowName: (record: T) => string;
  rowActions?: (record: T) => RowAction[];
  bulkActions?: BulkAction<T>[];
  /** After a bulk run: refresh the list and counters. */
  onBulkSettled?: () => void;
  pagination?: Pagination;
  fetching?: boolean;
  minWidth?: number;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<T[]>([]);
  const [running, setRunning] = useState<string | null>(null);
  const selected = keptSelection(chosen, records);
  const selectable = bulkActions !== undefined && bulkActions.length > 0;
  const isSelectable = (record: T) =>
    bulkActions?.some((action) => bulkTargets(action, [record]).length > 0) ?? false;

  const runBulk = (action: BulkAction<T>) => {
    const targets = bulkTargets(action, selected);
    if (targets.length === 0) return;
    const text = action.confirm?.(targets) ?? {
      title: t('queue_bulk_confirm_title', { action: action.label }),
      message: t('queue_bulk_confirm', { count: targets.length }),
      confirmLabel: action.label,
    };
    confirmDecision(text, { cancel: t('form_cancel'), close: t('close') }, () => {
      setRunning(action.key);
      void runEach(targets, action.runOne).then(({ done, failed }) => {
        setRunning(null);
        setChosen([]);
        if (done.length > 0) {
          notifySuccess(
            action.doneMessage?.(done.length) ?? t('queue_bulk_done', { count: done.length }),
          );
        }
        const [first] = failed;
        if (first) notifyError(first.error);
        onBulkSettled?.();
      });
    });
  };

  const actionsColumn: DataTableColumn<T> = {
    accessor: 'queue_actions',
    title: <span className="visually-hidden">{t('queue_actions')}</span>,
    textAlign: 'right',
    render: (record) => <RowActions actions={rowActions?.(record) ?? []} />,
  };
  const paging = pagination
    ? {
        page: pagination.page,
        onPageChange: (page: number) => {
          setChosen([]);
          pagination.setPage(page);
        },
        totalRecords: count,
        recordsPerPage: pagination.pageSize,
        paginationWithEdges: true,
        paginationText: ({ from, to, totalRecords }: Record<string, number>) =>
          t('queue_range', { from, to, total: totalRecords }),
        getPaginationControlProps: (control: keyof typeof CONTROL_KEYS) => ({
          'aria-label': t(CONTROL_KEYS[control]),
        }),
        getPaginationItemProps: (page: number) => ({
          'aria-label': t('pagination_page', { page }),
          'aria-current': page === pagination.page ? 'page' : undefined,
        }),
      }
    : {};
  const selection = selectable
    ? {
        selectedRecords: selected,
        onSelectedRecordsChange: setChosen,
        isRecordSelectable: isSelectable,
        allRecordsSelectionCheckboxProps: { 'aria-label': t('queue_select_all') },
        getRecordSelectionCheckboxProps: (record: T) => ({
          'aria-label': t('queue_select_row', { name: rowName(record) }),
        }),
      }
    : {};

  return (
    <Stack gap="sm">
      {filters}
      <Text role="status" fw={600}>
        {status}
      </Text>
      {selectable && selected.length > 0 && (
        <Paper withBorder p="xs" radius="md" bg="var(--mantine-color-gray-0)">
          <Group
            gap="xs"
            justify="space-between"
            wrap="wrap"
            role="toolbar"
            aria-label={t('queue_bulk_label')}
          >
            <Text size="sm" fw={600}>
              {t('queue_selected', { count: selected.length })}
            </Text>
            <Group gap="xs" wrap="wrap">
              {bulkActions.map((action) => {
                const targets = bulkTargets(action, selected);
                return (
                  <Button
                    key={action.key}
                    size="xs"
                    variant={action.primary ? 'filled' : 'default'}
                    leftSection={action.icon}
                    loading={running === action.key}
                    disabled={targets.length === 0 || (running !== null && running !== action.key)}
                    onClick={() => runBulk(action)}
                  >
                    {t('queue_bulk_action', { action: action.label, count: targets.length })}
                  </Button>
                );
              })}
              <Button size="xs" variant="subtle" onClick={() => setChosen([])}>
                {t('queue_clear_selection')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {records.length > 0 && (
        <DataTable<T>
          aria-label={label}
          records={records}
          columns={rowActions ? [...columns, actionsColumn] : columns}
          idAccessor="id"
          striped
          highlightOnHover
          verticalSpacing="sm"
          verticalAlign="top"
          withTableBorder
          borderRadius="md"
          fetching={fetching}
          scrollAreaProps={{ type: 'auto' }}
          styles={{ table: { minWidth } }}
          customRowAttributes={(record) => ({ 'data-testid': rowTestId, 'data-id': record.id })}
          {...paging}
          {...selection}
        />
      )}
    </Stack>
  );
}
