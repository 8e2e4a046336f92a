import { fullName } from '@alumni/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useEventHistory } from '../hooks/useEventHistory.ts';
import { HISTORY_ACTION_KEYS, STATUS_KEYS } from '../labels.ts';

/**
 * An event's publication history (spec 1 §4; issue 14: who, when, from, to, reason), oldest first,
 * for its author, Evenement validators and admins.
 */
export function EventHistory({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const history = useEventHistory(eventId);
  return (
    <Stack component="section" aria-labelledby="event-history-heading" gap="sm">
      <Title order={2} size="h3" id="event-history-heading">
        {t('events_history_title')}
      </Title>
      {history.isPending ? (
        <Text size="sm">{t('events_history_loading')}</Text>
      ) : history.isError ? (
        <LoadError inline onRetry={() => void history.refetch()} />
      ) : (
        <List spacing="sm" listStyleType="none" p={0} data-testid="event-history">
          {history.data.map((entry) => (
            <List.Item key={entry.id} data-testid="history-entry" data-to={entry.to}>
              <Text size="sm" fw={600}>
                <time dateTime={entry.created_at}>{dateTime(entry.created_at, 'long')}</time>
                {' · '}
                {entry.actor ? fullName(entry.actor) : t('events_history_scheduler')}
              </Text>
              <Text size="sm">
                {t('events_history_line', {
                  action: t(HISTORY_ACTION_KEYS[entry.action] ?? 'events_history_other'),
                  move: entry.from
                    ? t('events_history_move', {
                        from: t(STATUS_KEYS[entry.from]),
                        to: t(STATUS_KEYS[entry.to]),
                      })
                    : t(STATUS_KEYS[entry.to]),
                })}
              </Text>
              {entry.reason && (
                <Text size="sm" data-testid="history-reason" style={{ whiteSpace: 'pre-line' }}>
                  {t('events_history_reason', { reason: entry.reason })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
