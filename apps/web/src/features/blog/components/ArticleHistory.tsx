import { fullName } from '@alumni/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useArticleHistory } from '../hooks/useArticleHistory.ts';
import { HISTORY_ACTION_KEYS, STATUS_KEYS } from '../labels.ts';

/**
 * An article's publication history (issue 13: who, when, from, to, reason), oldest first,
 * for its author, Blog validators and admins.
 */
export function ArticleHistory({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const { dateTime } = useFormat();
  const history = useArticleHistory(articleId, true);
  return (
    <Stack component="section" aria-labelledby="article-history-heading" gap="sm">
      <Title order={2} size="h3" id="article-history-heading">
        {t('blog_history_title')}
      </Title>
      {history.isPending ? (
        <Text size="sm">{t('blog_history_loading')}</Text>
      ) : history.isError ? (
        <LoadError inline onRetry={() => void history.refetch()} />
      ) : (
        <List spacing="sm" listStyleType="none" p={0} data-testid="article-history">
          {history.data.map((entry) => (
            <List.Item key={entry.id} data-testid="history-entry" data-to={entry.to}>
              <Text size="sm" fw={600}>
                <time dateTime={entry.created_at}>{dateTime(entry.created_at, 'long')}</time>
                {' · '}
                {entry.actor ? fullName(entry.actor) : t('blog_history_scheduler')}
              </Text>
              <Text size="sm">
                {t('blog_history_line', {
                  action: t(HISTORY_ACTION_KEYS[entry.action] ?? 'blog_history_other'),
                  move: entry.from
                    ? t('blog_history_move', {
                        from: t(STATUS_KEYS[entry.from]),
                        to: t(STATUS_KEYS[entry.to]),
                      })
                    : t(STATUS_KEYS[entry.to]),
                })}
              </Text>
              {entry.reason && (
                <Text size="sm" data-testid="history-reason" style={{ whiteSpace: 'pre-line' }}>
                  {t('blog_history_reason', { reason: entry.reason })}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
