import type { PostImage } from '@alumni/domain';
import { ARTICLE_COVER_SIZE } from '@alumni/domain';
import { AspectRatio, Image } from '@mantine/core';

/**
 * An article's cover photo in the box of its size (806×474), reserved before the image
 * arrives so that nothing below it moves. Decorative: the title next to it says what it is.
 */
export function ArticleCover({
  cover,
  radius = 0,
  priority = false,
}: {
  cover: PostImage;
  radius?: 'sm' | 'md' | 0;
  /** The page's main image: fetched early rather than lazily. */
  priority?: boolean;
}) {
  return (
    <AspectRatio ratio={ARTICLE_COVER_SIZE.width / ARTICLE_COVER_SIZE.height} bg="gray.1">
      <Image
        src={cover.url}
        alt=""
        fit="cover"
        radius={radius}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </AspectRatio>
  );
}
