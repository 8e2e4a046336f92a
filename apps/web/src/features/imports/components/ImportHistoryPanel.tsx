import { fullName, IMPORT_STATUSES, type ImportStatus } from '@alumni/domain';
import { NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useImports } from '../hooks/useImports.ts';
import { IMPORT_STATUS_KEYS, ImportStatusBadge } from './ImportStatusBadge.tsx';
import { ListState } from './ListState.tsx';

/**
 * Super-administration → Import file validation, history (issue 12 item 8 "the super user
 * sees a history of imports with their status"): every school's member imports, newest
 * first, filtered by status, with who sent them, when, and what they created.
 */
export function ImportHistoryPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const [status, setStatus] = useState<ImportStatus | undefined>();
  const { query: list, pagination } = useImports(status);
  const dateOf = (iso: string | null) => (iso ? format.dateTime(iso) : '–');

  const filter = (
    <NativeSelect
      label={t('imports_status')}
      value={status ?? ''}
      maw={280}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        setStatus(
          (IMPORT_STATUSES as readonly string[]).includes(chosen)
            ? (chosen as ImportStatus)
            : undefined,
        );
      }}
      data={[
        { value: '', label: t('imports_status_all') },
        ...IMPORT_STATUSES.map((s) => ({ value: s, label: t(IMPORT_STATUS_KEYS[s]) })),
      ]}
      data-testid="import-history-status"
    />
  );
  if (!list.data) {
    return (
      <Stack gap="sm">
        {filter}
        <ListState
          pending={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
        />
      </Stack>
    );
  }
  const items = list.data.results;
  return (
    <Stack gap="sm">
      {filter}
      {items.length === 0 ? (
        <Text>{t('imports_history_none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="xs" data-testid="import-history">
            <Table.Caption>{t('imports_history_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('imports_file')}</Table.Th>
                <Table.Th scope="col">{t('imports_school')}</Table.Th>
                <Table.Th scope="col">{t('imports_uploaded_by')}</Table.Th>
                <Table.Th scope="col">{t('imports_date')}</Table.Th>
                <Table.Th scope="col">{t('imports_status')}</Table.Th>
                <Table.Th scope="col">{t('imports_decided_at')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('imports_valid')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('imports_invalid')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('imports_created')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item.id} data-testid="import-history-row">
                  <Table.Th scope="row" fw={600}>
                    {item.file_name}
                  </Table.Th>
                  <Table.Td>{item.school.name}</Table.Td>
                  <Table.Td>
                    {item.created_by ? fullName(item.created_by) : t('imports_by_command')}
                  </Table.Td>
                  <Table.Td>{dateOf(item.submitted_at ?? item.created_at)}</Table.Td>
                  <Table.Td>
                    <ImportStatusBadge status={item.status} />
                  </Table.Td>
                  <Table.Td>{dateOf(item.decided_at)}</Table.Td>
                  <Table.Td ta="right">{item.report.valid}</Table.Td>
                  <Table.Td ta="right">{item.report.invalid.length}</Table.Td>
                  <Table.Td ta="right">{item.result ? item.result.created : '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={list.data.count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
  );
}
