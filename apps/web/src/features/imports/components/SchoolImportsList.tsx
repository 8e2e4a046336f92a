import type { ImportItem } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Stack, Table, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { importsKey, submitImport } from '../api.ts';
import { useImports } from '../hooks/useImports.ts';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { ListState } from './ListState.tsx';

/** The school's member imports with their status; a draft can still be submitted from here. */
export function SchoolImportsList() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const { query: list, pagination } = useImports();
  const submit = useMutation({
    mutationFn: (item: ImportItem) => submitImport(item.id),
    onSuccess: (item) => {
      notifySuccess(t('imports_submitted_notice', { file: item.file_name }));
    },
    onError: (error) => notifyError(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: importsKey }),
  });

  const state = (
    <ListState pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} />
  );
  if (!list.data) return state;
  const items = list.data.results;
  if (items.length === 0) return <Text>{t('imports_none')}</Text>;
  const dateOf = (iso: string) => format.dateTime(iso);

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" data-testid="school-imports">
          <Table.Caption>{t('imports_list_caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports_file')}</Table.Th>
              <Table.Th scope="col">{t('imports_date')}</Table.Th>
              <Table.Th scope="col">{t('imports_uploaded_by')}</Table.Th>
              <Table.Th scope="col">{t('imports_status')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_valid')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_invalid')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('imports_created')}
              </Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t('directory_col_actions')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id} data-testid="school-import-row">
                <Table.Th scope="row" fw={600}>
                  {item.file_name}
                </Table.Th>
                <Table.Td>{dateOf(item.created_at)}</Table.Td>
                <Table.Td>{item.created_by ? fullName(item.created_by) : '–'}</Table.Td>
                <Table.Td>
                  <ImportStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td ta="right">{item.report.valid}</Table.Td>
                <Table.Td ta="right">{item.report.invalid.length}</Table.Td>
                <Table.Td ta="right">{item.result ? item.result.created : '–'}</Table.Td>
                <Table.Td>
                  {item.status === 'draft' && (
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconSend aria-hidden="true" size={14} />}
                      loading={submit.isPending && submit.variables?.id === item.id}
                      disabled={item.report.valid === 0}
                      onClick={() => submit.mutate(item)}
                      aria-label={t('imports_submit_file', { file: item.file_name })}
                    >
                      {t('imports_submit_short')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        count={list.data.count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
  );
}
