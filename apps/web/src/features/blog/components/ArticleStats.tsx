import { Group, Text } from '@mantine/core';
import { IconEye, IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An article's likes and, when the school shows them (not null), its views. */
export function ArticleStats({ likes, views }: { likes: number; views: number | null }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="nowrap">
      <Group gap={4} wrap="nowrap" data-testid="article-likes">
        <IconHeart aria-hidden="true" size={16} />
        <Text size="sm">{t('blog_likes', { count: likes })}</Text>
      </Group>
      {views !== null && (
        <Group gap={4} wrap="nowrap" data-testid="article-views">
          <IconEye aria-hidden="true" size={16} />
          <Text size="sm">{t('blog_views', { count: views })}</Text>
        </Group>
      )}
    </Group>
  );
}
