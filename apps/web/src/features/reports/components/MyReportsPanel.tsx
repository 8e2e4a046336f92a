import { localizePath } from '@alumni/domain';
import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconLockOpen } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../api/notifyError.tsx';
import { fullName } from '../../../api/types.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { feedKey } from '../../feed/api.ts';
import { postPlainText } from '../../feed/postText.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { Report } from '../api.ts';
import { patchReportStatus, reportsKey } from '../api.ts';
import { useMyReports } from '../hooks/useMyReports.ts';
import { REPORT_TYPE_KEYS, reasonLabels } from '../reportLabels.ts';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';

const EXCERPT_MAX = 80;

function excerpt(html: string): string {
  const text = postPlainText(html);
  return text.length > EXCERPT_MAX ? `${text.slice(0, EXCERPT_MAX - 1)}…` : text;
}

/** An own report may be withdrawn while pending or accepted (domain canChangeReportStatus). */
function canWithdraw(report: Report): boolean {
  return report.status === 'pending' || report.status === 'accepted';
}

/**
 * Settings → Reports and blocks (spec 1 §2 Settings, §4 Reports): the member's own reports,
 * newest first, a page at a time. A pending or accepted report may be withdrawn; withdrawing
 * an accepted member report lifts the block.
 */
export function MyReportsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const { query: list, pagination } = useMyReports();
  const withdraw = useMutation({
    mutationFn: (report: Report) => patchReportStatus(report.id, 'cancelled'),
    onSuccess: (_updated, report) => {
      const blocked = report.type === 'user' && report.status === 'accepted';
      notifySuccess(
        t(blocked ? 'report_unblocked' : 'report_withdrawn', {
          name: fullName(report.reported_user),
        }),
      );
      void queryClient.invalidateQueries({ queryKey: reportsKey });
      void queryClient.invalidateQueries({ queryKey: feedKey });
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: reportsKey });
    },
  });

  if (list.isPending) return <PageLoader />;
  if (list.isError) {
    return <LoadError onRetry={() => void list.refetch()} />;
  }
  const { count, results } = list.data;
  const profileLink = (report: Report) => (
    <Anchor component={Link} to={localizePath(`/profile/${report.reported_user.id}`, locale)}>
      {fullName(report.reported_user)}
    </Anchor>
  );

  return (
    <Stack gap="md">
      <Text size="sm">{t('report_mine_intro')}</Text>
      <Text role="status" fw={600}>
        {t('report_mine_count', { count })}
      </Text>
      {results.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm">
            <caption className="visually-hidden">{t('report_mine_caption')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('report_object')}</Table.Th>
                <Table.Th scope="col">{t('report_reasons')}</Table.Th>
                <Table.Th scope="col">{t('report_status')}</Table.Th>
                <Table.Th scope="col">{t('report_date')}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t('report_actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((report) => (
                <Table.Tr key={report.id} data-testid="my-report">
                  <Table.Th scope="row" fw={400} maw={320}>
                    <Text size="xs" tt="uppercase" fw={700} c="dimmed">
                      {t(REPORT_TYPE_KEYS[report.type])}
                    </Text>
                    {report.type === 'post' && report.post ? (
                      <>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {excerpt(report.post.content) || t('report_post_images_only')}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {t('report_post_by')} {profileLink(report)}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm">{profileLink(report)}</Text>
                    )}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{reasonLabels(report.reasons, t).join(', ')}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ReportStatusBadge status={report.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{new Date(report.created_at).toLocaleDateString(locale)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {canWithdraw(report) && (
                      <Group justify="flex-end">
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={
                            report.type === 'user' && report.status === 'accepted' ? (
                              <IconLockOpen aria-hidden="true" size={16} />
                            ) : (
                              <IconArrowBackUp aria-hidden="true" size={16} />
                            )
                          }
                          loading={withdraw.isPending && withdraw.variables?.id === report.id}
                          disabled={withdraw.isPending && withdraw.variables?.id !== report.id}
                          onClick={() => withdraw.mutate(report)}
                          aria-label={t(
                            report.type === 'user' && report.status === 'accepted'
                              ? 'report_unblock_name'
                              : 'report_withdraw_name',
                            { name: fullName(report.reported_user) },
                          )}
                        >
                          {t(
                            report.type === 'user' && report.status === 'accepted'
                              ? 'report_unblock'
                              : 'report_withdraw',
                          )}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={count}
        page={pagination.page}
        onChange={pagination.setPage}
        pageSize={pagination.pageSize}
      />
    </Stack>
  );
}
