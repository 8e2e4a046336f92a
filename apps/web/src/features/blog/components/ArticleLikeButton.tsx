import type { Article } from '@alumni/domain';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToggleArticleLike } from '../hooks/useToggleArticleLike.ts';

/** "Like" as a toggle button (aria-pressed) with the article's number of likes. */
export function ArticleLikeButton({ article }: { article: Article }) {
  const { t } = useTranslation();
  const toggle = useToggleArticleLike();
  const Icon = article.liked ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={article.liked ? 'outline' : 'default'}
      color={article.liked ? 'red.9' : 'dark'}
      aria-pressed={article.liked}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(article)}
      leftSection={<Icon aria-hidden="true" size={18} />}
      data-testid="article-like-button"
    >
      {t('blog_like')}
      <span aria-hidden="true">&nbsp;·&nbsp;</span>
      <span data-testid="article-like-count">{article.like_count}</span>
    </Button>
  );
}
