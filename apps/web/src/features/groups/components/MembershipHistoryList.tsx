import { fullName } from '@alumni/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useMembershipHistory } from '../hooks/useMembershipHistory.ts';
import { MEMBERSHIP_ACTION_KEYS } from '../labels.ts';
import { MemberDetail, MemberList, MemberRow } from './MemberRow.tsx';

/**
 * The request history of a group (issue 33 item 3 "Request history kept"; HumHub 6880): every
 * request, decision, invitation and departure, newest first, each with who it is about, who
 * acted, when, and the request's message or the refusal's reason. Kept whatever happens to the
 * membership after.
 */
export function MembershipHistoryList({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const history = useMembershipHistory(groupId);
  return (
    <Stack gap="md" component="section" aria-labelledby="group-request-history-heading">
      <Title order={2} size="h4" id="group-request-history-heading">
        {t('groups_request_history')}
      </Title>
      {history.isPending ? (
        <PageLoader />
      ) : history.isError ? (
        <LoadError inline onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text size="sm">{t('groups_request_history_empty')}</Text>
      ) : (
        <MemberList label={t('groups_request_history')}>
          {history.data.map((entry) => (
            <li key={entry.id} data-testid="membership-history-entry" data-action={entry.action}>
              <MemberRow
                user={entry.user}
                testId="history-person"
                detail={
                  <>
                    <MemberDetail>
                      {t(MEMBERSHIP_ACTION_KEYS[entry.action])}
                      {entry.actor && entry.actor.id !== entry.user.id
                        ? ` · ${t('groups_moved_by', { name: fullName(entry.actor) })}`
                        : ''}
                      {' · '}
                      <time dateTime={entry.created_at}>
                        {formatDateTime(entry.created_at, locale)}
                      </time>
                    </MemberDetail>
                    {entry.message && (
                      <MemberDetail>
                        {t('groups_move_message', { text: entry.message })}
                      </MemberDetail>
                    )}
                  </>
                }
              />
            </li>
          ))}
        </MemberList>
      )}
    </Stack>
  );
}
