import type { GroupDetails, GroupMember } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useGroupMembers } from '../hooks/useGroupMembers.ts';
import { useMembership } from '../hooks/useMembership.ts';
import { MemberDetail, MemberRow } from './MemberRow.tsx';
import { MembershipHistoryList } from './MembershipHistoryList.tsx';
import { RefuseRequestDialog } from './RefuseRequestDialog.tsx';

/**
 * The Member validation tab (spec 1 §2 Groups; issue 33 item 3), for the group's managers and
 * the school's admins: the requests waiting, oldest first as the server pages them, each with
 * its message and date, approved, or refused with a reason the person reads (as cards, whose
 * buttons fit a phone, rather than the decision queue's table); then the request history.
 */
export function RequestsPanel({ group }: { group: GroupDetails }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { query, pagination } = useGroupMembers(group.id, 'pending');
  const { patch } = useMembership(group.id);
  const [refusing, setRefusing] = useState<GroupMember | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const deciding = patch.isPending ? patch.variables : undefined;

  const decide = (request: GroupMember, action: 'approve' | 'refuse', reason = '') =>
    patch.mutate(
      { userId: request.user.id, body: { action, reason } },
      {
        onSuccess: () => {
          setRefusing(null);
          notifySuccess(
            t(action === 'approve' ? 'groups_request_approved' : 'groups_request_refused', {
              name: fullName(request.user),
            }),
          );
        },
        onError: (error) => {
          setReasonError(apiFormErrors(error)?.fields.reason);
          notifyError(error);
        },
      },
    );

  return (
    <Stack gap="xl">
      <Stack gap="md" component="section" aria-labelledby="group-requests-heading">
        <Title order={2} size="h4" id="group-requests-heading">
          {t('groups_requests_title')}
        </Title>
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <LoadError inline onRetry={() => void query.refetch()} />
        ) : (
          <>
            <Text role="status" fw={600} data-testid="group-requests-count">
              {query.data.count === 0
                ? t('groups_requests_empty')
                : t('groups_requests_count', { count: query.data.count })}
            </Text>
            {query.data.results.length > 0 && (
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('groups_requests_title')}
              >
                {query.data.results.map((request) => {
                  const busy = deciding?.userId === request.user.id;
                  const name = fullName(request.user);
                  return (
                    <Paper
                      component="li"
                      key={request.user.id}
                      withBorder
                      radius="md"
                      p="md"
                      data-testid="group-request"
                    >
                      <Group justify="space-between" align="flex-start" gap="sm">
                        <MemberRow
                          user={request.user}
                          testId="request-person"
                          detail={
                            <>
                              <MemberDetail>
                                {request.message
                                  ? t('groups_move_message', { text: request.message })
                                  : t('groups_requests_no_message')}
                              </MemberDetail>
                              <Text size="xs" component="time" dateTime={request.updated_at}>
                                {formatDateTime(request.updated_at, locale)}
                              </Text>
                            </>
                          }
                        />
                        <Group gap="xs">
                          <Button
                            size="xs"
                            leftSection={<IconCheck aria-hidden="true" size={16} />}
                            loading={busy && deciding?.body.action === 'approve'}
                            disabled={busy && deciding?.body.action !== 'approve'}
                            aria-label={t('groups_request_approve_name', { name })}
                            onClick={() => decide(request, 'approve')}
                          >
                            {t('groups_request_approve')}
                          </Button>
                          <Button
                            size="xs"
                            variant="default"
                            leftSection={<IconX aria-hidden="true" size={16} />}
                            disabled={busy}
                            aria-label={t('groups_request_refuse_name', { name })}
                            onClick={() => {
                              setReasonError(undefined);
                              setRefusing(request);
                            }}
                          >
                            {t('groups_request_refuse')}
                          </Button>
                        </Group>
                      </Group>
                    </Paper>
                  );
                })}
              </Stack>
            )}
            <ListPagination
              count={query.data.count}
              page={pagination.page}
              pageSize={pagination.pageSize}
              onChange={pagination.setPage}
            />
          </>
        )}
      </Stack>
      <MembershipHistoryList groupId={group.id} />
      <RefuseRequestDialog
        name={refusing ? fullName(refusing.user) : null}
        loading={deciding?.body.action === 'refuse'}
        error={reasonError}
        onClose={() => setRefusing(null)}
        onRefuse={(reason) => refusing && decide(refusing, 'refuse', reason)}
      />
    </Stack>
  );
}
