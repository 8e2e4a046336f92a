import { fullName } from '@alumni/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import type { PublicationItem, PublicationWebArea } from '../area.ts';
import { publicationKeys } from '../area.ts';
import { usePublicationHistory } from '../hooks/usePublicationHistory.ts';

/**
 * An item's publication history (spec 1 §4; issues 13, 14: who, when, from, to, reason),
 * oldest first, as a titled section. Show it to the item's author, the area's validators and
 * admins only (the server answers 403 to others). Test ids: `area.testIds.history` on the
 * list, `history-entry` (with `data-to`) per row, `history-reason` on a reason.
 */
export function PublicationHistory<Item extends PublicationItem>({
  area,
  id,
}: {
  area: PublicationWebArea<Item>;
  /** The item's id. */
  id: number;
}) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const keys = publicationKeys(area);
  const history = usePublicationHistory(area, id);
  const headingId = `${area.testIds.history}-heading`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {t(keys.historyTitle)}
      </Title>
      {history.isPending ? (
        <Text size="sm">{t(keys.historyLoading)}</Text>
      ) : history.isError ? (
        <LoadError inline onRetry={() => void history.refetch()} />
      ) : (
        <List spacing="sm" listStyleType="none" p={0} data-testid={area.testIds.history}>
          {history.data.map((entry) => (
            <List.Item key={entry.id} data-testid="history-entry" data-to={entry.to}>
              <Text size="sm" fw={600}>
                <time dateTime={entry.created_at}>{dateTime(entry.created_at, 'long')}</time>
                {' · '}
                {entry.actor ? fullName(entry.actor) : t(keys.historyScheduler)}
              </Text>
              <Text size="sm">
                {t(keys.historyLine, {
                  action: t(keys.historyAction(entry.action)),
                  move: entry.from
                    ? t(keys.historyMove, {
                        from: t(keys.status(entry.from)),
                        to: t(keys.status(entry.to)),
                      })
                    : t(keys.status(entry.to)),
                })}
              </Text>
              {entry.reason && (
                <Text size="sm" data-testid="history-reason" style={{ whiteSpace: 'pre-line' }}>
                  {t(keys.historyReason, { reason: entry.reason })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
