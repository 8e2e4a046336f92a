import type { ImportItem } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { ActionIcon, Menu, Stack, Table, Text } from '@mantine/core';
import {
  IconDots,
  IconFileDownload,
  IconFolderOpen,
  IconMailForward,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import {
  deleteImport,
  importsKey,
  rejectedRowsUrl,
  resendImportInvitations,
  submitImport,
} from '../api.ts';
import { useImports } from '../hooks/useImports.ts';
import { ImportStatusBadge } from './ImportStatusBadge.tsx';
import { ListState } from './ListState.tsx';

/**
 * The school's member imports with their status (issue 12 item 8). Each row's actions menu
 * offers what its status allows: a draft reopens (`onOpen`), is submitted or deleted; any
 * file with rejected lines downloads them; an applied one sends its invitations again to the
 * members who have not activated their account.
 */
export function SchoolImportsList({ onOpen }: { onOpen: (item: ImportItem) => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { locale } = format;
  const queryClient = useQueryClient();
  const { query: list, pagination } = useImports();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: importsKey });
  const labels = { cancel: t('form_cancel'), close: t('close') };

  const submit = useMutation({
    mutationFn: (item: ImportItem) => submitImport(item.id),
    onSuccess: (item) => notifySuccess(t('imports_submitted_notice', { file: item.file_name })),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (item: ImportItem) => deleteImport(item.id),
    onSuccess: (_nothing, item) =>
      notifySuccess(t('imports_deleted_notice', { file: item.file_name })),
    onError: (error) => notifyError(error),
    onSettled: refresh,
  });
  const invite = useMutation({
    mutationFn: (item: ImportItem) => resendImportInvitations(item.id),
    onSuccess: (sent) => notifySuccess(t('imports_invitations_sent', { count: sent.sent })),
    onError: (error) => notifyError(error),
  });

  const state = (
    <ListState pending={list.isPending} error={list.isError} onRetry={() => void list.refetch()} />
  );
  if (!list.data) return state;
  const items = list.data.results;
  if (items.length === 0) return <Text>{t('imports_none')}</Text>;
  const dateOf = (iso: string) => format.dateTime(iso);

  const actions = (item: ImportItem) => {
    const file = item.file_name;
    const invalid = (item.result ?? item.report).invalid.length;
    return (
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray.8"
            aria-label={t('imports_actions_for', { file })}
          >
            <IconDots aria-hidden="true" size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('imports_actions_for', { file })}>
          {item.status === 'draft' && (
            <>
              <Menu.Item
                leftSection={<IconFolderOpen aria-hidden="true" size={16} />}
                onClick={() => onOpen(item)}
              >
                {t('imports_open_report')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconSend aria-hidden="true" size={16} />}
                disabled={item.report.valid === 0}
                onClick={() => submit.mutate(item)}
              >
                {t('imports_submit')}
              </Menu.Item>
              <Menu.Item
                color="red.8"
                leftSection={<IconTrash aria-hidden="true" size={16} />}
                onClick={() =>
                  confirmDecision(
                    {
                      title: t('imports_delete_title'),
                      message: t('imports_delete_confirm', { file }),
                      confirmLabel: t('imports_delete'),
                    },
                    labels,
                    () => remove.mutate(item),
                  )
                }
              >
                {t('imports_delete')}
              </Menu.Item>
            </>
          )}
          {invalid > 0 && (
            <Menu.Item
              component="a"
              href={rejectedRowsUrl(item.id, locale)}
              download
              leftSection={<IconFileDownload aria-hidden="true" size={16} />}
            >
              {t('imports_rejected_download')}
            </Menu.Item>
          )}
          {item.status === 'applied' && (
            <Menu.Item
              leftSection={<IconMailForward aria-hidden="true" size={16} />}
              onClick={() =>
                confirmDecision(
                  {
                    title: t('imports_invitations_title'),
                    message: t('imports_invitations_confirm', { file }),
                    confirmLabel: t('imports_invitations_resend'),
                  },
                  labels,
                  () => invite.mutate(item),
                )
              }
            >
              {t('imports_invitations_resend')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    );
  };

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
                <Table.Td>{actions(item)}</Table.Td>
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
