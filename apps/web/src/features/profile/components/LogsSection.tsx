import { Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { fullName } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { DirectoryPagination } from '../../directory/components/DirectoryPagination.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { fetchLogs, profileLogsKey } from '../api.ts';
import { ProfileSection } from './ProfileSection.tsx';

const PAGE_SIZE = 20;

/** The profile's logs (spec 1 §2 Profile "logs"): who changed what, for the owner and admins. */
export function LogsSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [page, setPage] = useState(1);
  const logs = useQuery({
    queryKey: [...profileLogsKey(userId), page],
    queryFn: ({ signal }) => fetchLogs(userId, page, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
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
                    <Table.Td>{format.format(new Date(log.created_at))}</Table.Td>
                    <Table.Td>
                      {t(`profile_log_${log.action}`, { defaultValue: log.action })}
                    </Table.Td>
                    <Table.Td>{log.actor ? fullName(log.actor) : '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <DirectoryPagination
            count={logs.data.count}
            page={page}
            onChange={setPage}
            pageSize={PAGE_SIZE}
          />
        </>
      )}
    </ProfileSection>
  );
}
