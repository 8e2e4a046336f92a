import type { PostImage } from '@alumni/domain';
import { COVER_MAX_BYTES, COVER_SIZE, PROFILE_IMAGE_MIME_TYPES } from '@alumni/domain';
import { Box, Button, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../api/notifyError.tsx';
import { apiFormErrors } from '../form/formErrors.ts';
import { CoverImage } from './CoverImage.tsx';

const ACCEPT = PROFILE_IMAGE_MIME_TYPES.join(',');

/**
 * A cover photo field (spec 1 §5 Blog "cover photo mandatory", Images "blog 806x474"; the
 * events' optional cover): a button choosing an image, sent at once through `upload` (the
 * server crops it to 806×474), and its preview in the box it will fill. Says the recommended
 * size, the formats and the weight allowed. An optional cover (`required` false) can be
 * removed (`onChange(null)`).
 */
export function CoverField({
  value,
  onChange,
  upload: send,
  required = true,
  error,
  disabled,
}: {
  value: PostImage | null;
  onChange: (cover: PostImage | null) => void;
  upload: (file: File) => Promise<PostImage>;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: send });
  const choose = (file: File | null) => {
    if (!file) return;
    setUploadError(undefined);
    if (!(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setUploadError(t('cover_invalid'));
      return;
    }
    if (file.size > COVER_MAX_BYTES) {
      setUploadError(t('cover_too_heavy', { max: COVER_MAX_BYTES / 1024 / 1024 }));
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
      label={t('cover')}
      labelElement="div"
      required={required}
      description={t('cover_hint', {
        width: COVER_SIZE.width,
        height: COVER_SIZE.height,
        max: COVER_MAX_BYTES / 1024 / 1024,
      })}
      error={shown}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group align="flex-start" gap="md" mt="xs" wrap="wrap">
        <Box w={{ base: '100%', xs: 280 }} data-testid="cover-preview">
          {value ? (
            <CoverImage cover={value} radius="sm" />
          ) : (
            <Box
              style={{
                aspectRatio: `${COVER_SIZE.width} / ${COVER_SIZE.height}`,
                border: `1px dashed var(--mantine-color-${shown ? 'red-8' : 'gray-6'})`,
                borderRadius: 'var(--mantine-radius-sm)',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {upload.isPending ? (
                <Loader size="sm" aria-label={t('cover_uploading')} />
              ) : (
                <Text size="sm">{t('cover_none')}</Text>
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
              {value ? t('cover_change') : t('cover_choose')}
            </Button>
          )}
        </FileButton>
        {value && !required ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash aria-hidden="true" size={18} />}
            onClick={() => onChange(null)}
            disabled={disabled || upload.isPending}
            data-testid="cover-remove"
          >
            {t('cover_remove')}
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
