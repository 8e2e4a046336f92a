import type { PostImage } from '@alumni/domain';
import { COVER_SIZE } from '@alumni/domain';
import { AspectRatio, Image } from '@mantine/core';

/**
 * A cover photo (articles, events; domain COVER_SIZE 806×474) in the box of its size,
 * reserved before the image arrives so that nothing below it moves. Decorative: the title
 * next to it says what it is.
 */
export function CoverImage({
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
    <AspectRatio ratio={COVER_SIZE.width / COVER_SIZE.height} bg="gray.1">
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
