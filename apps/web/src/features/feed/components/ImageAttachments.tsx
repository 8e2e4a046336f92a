import type { PostImage } from '@alumni/domain';
import { POST_IMAGE_MIME_TYPES, POST_IMAGES_MAX } from '@alumni/domain';
import { ActionIcon, Box, Button, FileButton, Group, Image, Loader, Text } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What the file picker offers: the image types the server takes (domain POST_IMAGE_MIME_TYPES). */
const POST_IMAGE_ACCEPT = POST_IMAGE_MIME_TYPES.join(',');

/**
 * The images of a post being written or edited: an "add images" button (up to POST_IMAGES_MAX)
 * and the thumbnails of its images, each removable before posting or saving.
 */
export function ImageAttachments({
  images,
  uploading,
  onAdd,
  onRemove,
  disabled = false,
}: {
  images: PostImage[];
  uploading: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const room = POST_IMAGES_MAX - images.length - uploading;
  return (
    <Group gap="sm" align="center">
      {(images.length > 0 || uploading > 0) && (
        <Group
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('feed_images_attached')}
        >
          {images.map((image, index) => (
            <Box component="li" key={image.key} pos="relative" data-testid="attached-image">
              <Image
                src={image.url}
                alt={t('feed_image_attached_alt', { number: index + 1 })}
                w={72}
                h={72}
                radius="sm"
                fit="cover"
              />
              <ActionIcon
                pos="absolute"
                top={-8}
                right={-8}
                size="sm"
                radius="xl"
                color="dark"
                aria-label={t('feed_image_remove', { number: index + 1 })}
                onClick={() => onRemove(image.key)}
              >
                <IconX aria-hidden="true" size={14} />
              </ActionIcon>
            </Box>
          ))}
          {Array.from({ length: uploading }, (_, i) => (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
              key={i}
              w={72}
              h={72}
              style={{
                display: 'grid',
                placeItems: 'center',
                border: '1px dashed var(--mantine-color-gray-5)',
                borderRadius: 'var(--mantine-radius-sm)',
              }}
            >
              <Loader size="sm" aria-hidden="true" />
              <span className="visually-hidden">{t('feed_image_uploading')}</span>
            </Box>
          ))}
        </Group>
      )}
      <FileButton
        onChange={onAdd}
        accept={POST_IMAGE_ACCEPT}
        multiple
        disabled={disabled || room <= 0}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconPhotoPlus aria-hidden="true" size={18} />}
            disabled={disabled || room <= 0}
          >
            {t('feed_images_add')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t('feed_images_limit', { max: POST_IMAGES_MAX })}
      </Text>
    </Group>
  );
}
