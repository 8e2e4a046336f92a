import type { UserSummary } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';

/**
 * Who wrote an article and when it is (or will be) published, in the route's language; "not
 * dated" for a draft without a date.
 */
export function ArticleByline({
  author,
  publishAt,
  size = 'sm',
}: {
  author: UserSummary;
  publishAt: string | null;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <Group gap={6} wrap="wrap">
      {publishAt ? (
        <Text size={size} component="time" dateTime={publishAt} data-testid="article-date">
          {date(publishAt, 'long')}
        </Text>
      ) : (
        <Text size={size}>{t('blog_no_date')}</Text>
      )}
      <Text size={size} aria-hidden="true">
        ·
      </Text>
      <Text size={size} data-testid="article-author">
        {t('blog_by', { name: fullName(author) })}
      </Text>
    </Group>
  );
}
