import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useImportLogs } from '../hooks/useImportLogs.ts';
import { ListState } from './ListState.tsx';

const KIND_KEYS = { members: 'imports_kind_members', degrees: 'imports_kind_degrees' } as const;

/** The school's import logs (spec 1 §3 Import log: date, valid rows, invalid rows). */
export function ImportLogsTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const { query: logs, pagination } = useImportLogs();
  const state = (
    <ListState pending={logs.isPending} error={logs.isError} onRetry={() => void logs.refetch()} />
  );
  if (!logs.data) return state;
  if (logs.data.results.length === 0) return <Text>{t('imports_logs_none')}</Text>;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs" data-testid="import-logs">
          <Table.Caption>{t('imports_logs_caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports_date')}</Table.Th>
              <Table.Th scope="col">{t('imports_kind')}</Table.Th>
              <Table.Th scope="col">{t('imports_file')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_valid_rows')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_invalid_rows')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_created')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_updated')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.data.results.map((log) => (
              <Table.Tr key={log.id} data-testid="import-log-row">
                <Table.Th scope="row" fw={400}>
                  {format.dateTime(log.date)}
                </Table.Th>
                <Table.Td>{t(KIND_KEYS[log.kind])}</Table.Td>
                <Table.Td>{log.file_name}</Table.Td>
                <Table.Td ta="right">{format.number(log.valid_rows)}</Table.Td>
                <Table.Td ta="right">{format.number(log.invalid_rows)}</Table.Td>
                <Table.Td ta="right">{format.number(log.created)}</Table.Td>
                <Table.Td ta="right">{format.number(log.updated)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        count={logs.data.count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
  );
}
