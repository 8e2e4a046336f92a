import type { PostImage } from '@alumni/domain';
import {
  ARTICLE_COVER_MAX_BYTES,
  ARTICLE_COVER_SIZE,
  PROFILE_IMAGE_MIME_TYPES,
} from '@alumni/domain';
import { Box, Button, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhotoUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { uploadCover } from '../api.ts';
import { ArticleCover } from './ArticleCover.tsx';

const ACCEPT = PROFILE_IMAGE_MIME_TYPES.join(',');

/**
 * The cover photo of an article (spec 1 §5 Blog "cover photo mandatory", Images "blog
 * 806x474"): a button choosing an image, uploaded at once (the server crops it to 806×474),
 * and its preview in the box it will fill. Says the recommended size, the formats and the
 * weight allowed.
 */
export function CoverField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PostImage | null;
  onChange: (cover: PostImage) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadCover });
  const choose = (file: File | null) => {
    if (!file) return;
    setUploadError(undefined);
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setUploadError(t('blog_cover_invalid'));
      return;
    }
    if (file.size > ARTICLE_COVER_MAX_BYTES) {
      setUploadError(t('blog_cover_too_heavy', { max: ARTICLE_COVER_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (cover) => onChange(cover),
      onError: (failure) => {
        setUploadError(apiFormErrors(failure)?.fields.file);
        notifyError(failure);
      },
    });
  };
  const shown = uploadError ?? error;
  return (
    <Input.Wrapper
      id={id}
      label={t('blog_cover')}
      labelElement="div"
      required
      description={t('blog_cover_hint', {
        width: ARTICLE_COVER_SIZE.width,
        height: ARTICLE_COVER_SIZE.height,
        max: ARTICLE_COVER_MAX_BYTES / 1024 / 1024,
      })}
      error={shown}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group align="flex-start" gap="md" mt="xs" wrap="wrap">
        <Box w={{ base: '100%', xs: 280 }} data-testid="cover-preview">
          {value ? (
            <ArticleCover cover={value} radius="sm" />
          ) : (
            <Box
              style={{
                aspectRatio: `${ARTICLE_COVER_SIZE.width} / ${ARTICLE_COVER_SIZE.height}`,
                border: `1px dashed var(--mantine-color-${shown ? 'red-8' : 'gray-6'})`,
                borderRadius: 'var(--mantine-radius-sm)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {upload.isPending ? (
                <Loader size="sm" aria-label={t('blog_cover_uploading')} />
              ) : (
                <Text size="sm">{t('blog_cover_none')}</Text>
              )}
            </Box>
          )}
        </Box>
        <FileButton onChange={choose} accept={ACCEPT} disabled={disabled || upload.isPending}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp aria-hidden="true" size={18} />}
              loading={upload.isPending}
              aria-describedby={`${id}-description${shown ? ` ${id}-error` : ''}`}
              aria-invalid={shown ? true : undefined}
              data-testid="cover-button"
            >
              {value ? t('blog_cover_change') : t('blog_cover_choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
