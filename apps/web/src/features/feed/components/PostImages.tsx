import type { PostImage } from '@alumni/domain';
import { Anchor, Image, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A post's images: one wide, or a grid of two columns; each opens full size in a new tab. */
export function PostImages({ images, authorName }: { images: PostImage[]; authorName: string }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <SimpleGrid cols={images.length === 1 ? 1 : 2} spacing="xs" data-testid="post-images">
      {images.map((image, index) => (
        <Anchor
          key={image.url}
          href={image.url}
          target="_blank"
          rel="noopener noreferrer"
          display="block"
        >
          <Image
            src={image.url}
            alt={t('feed_image_alt', { number: index + 1, name: authorName })}
            radius="sm"
            fit="cover"
            h={images.length === 1 ? 'auto' : 180}
            mah={480}
            loading="lazy"
            style={{
              aspectRatio: images.length === 1 ? `${image.width} / ${image.height}` : undefined,
            }}
          />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
