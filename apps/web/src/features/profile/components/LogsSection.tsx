import { fullName } from '@alumni/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { usePagedQuery } from '../../../ui/pagination/usePagedQuery.ts';
import { fetchLogs, profileLogsKey } from '../api.ts';
import { ProfileSection } from './ProfileSection.tsx';

const PAGE_SIZE = 20;

/** The profile's logs (spec 1 §2 Profile "logs"): who changed what, for the owner and admins. */
export function LogsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { query: logs, pagination } = usePagedQuery({
    queryKey: profileLogsKey(userId),
    fetchPage: (request, signal) => fetchLogs(userId, request, signal),
    pageSize: PAGE_SIZE,
  });
  return (
    <ProfileSection id="profile-logs-heading" title={t('profile_logs_heading')}>
      {logs.isPending ? (
        <PageLoader />
      ) : logs.isError ? (
        <LoadError inline onRetry={() => void logs.refetch()} />
      ) : logs.data.count === 0 ? (
        <Text c="dimmed">{t('profile_logs_none')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('profile_logs_date')}</Table.Th>
                  <Table.Th scope="col">{t('profile_logs_action')}</Table.Th>
                  <Table.Th scope="col">{t('profile_logs_actor')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {logs.data.results.map((log) => (
                  <Table.Tr key={log.id} data-testid="profile-log">
                    <Table.Td>{format.dateTime(log.created_at)}</Table.Td>
                    <Table.Td>
                      {t(`profile_log_${log.action}`, { defaultValue: log.action })}
                    </Table.Td>
                    <Table.Td>{log.actor ? fullName(log.actor) : '–'}</Table.Td>
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
        </>
      )}
    </ProfileSection>
  );
}
