import type { Post } from '@alumni/domain';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useToggleLike } from '../hooks/useToggleLike.ts';

/** "Like" as a toggle button (aria-pressed) with the number of likes. */
export function LikeButton({ post }: { post: Post }) {
  const { t } = useTranslation();
  const toggle = useToggleLike();
  const Icon = post.liked ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={post.liked ? 'light' : 'subtle'}
      color={post.liked ? 'red' : 'dark'}
      size="compact-md"
      aria-pressed={post.liked}
      loading={toggle.isPending}
      onClick={() => toggle.mutate(post)}
      leftSection={<Icon aria-hidden="true" size={18} />}
      data-testid="like-button"
    >
      {t('feed_like')}
      <span aria-hidden="true">&nbsp;·&nbsp;</span>
      <span data-testid="like-count">{post.like_count}</span>
    </Button>
  );
}
