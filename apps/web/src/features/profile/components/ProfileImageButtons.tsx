import type { ProfileImageKind } from '@alumni/domain';
import { PROFILE_IMAGE_MIME_TYPES } from '@alumni/domain';
import { Button, FileButton, Group } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { withinImageSize } from '../../../ui/imageSize.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteImage, uploadImage } from '../api.ts';

/**
 * Change or remove the profile picture or banner (spec 1 §5 Images; spec 2 §8 "image too
 * heavy", "invalid attachment format"): a file over the size parameter is refused before
 * sending; the server's 413 and 400 `{file}` messages show in the red list.
 */
export function ProfileImageButtons({
  userId,
  kind,
  hasImage,
  onChanged,
}: {
  userId: number;
  kind: ProfileImageKind;
  hasImage: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(userId, kind, file),
    onSuccess: () => {
      notifySuccess(t(`profile_${kind}_saved`));
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const remove = useMutation({
    mutationFn: () => deleteImage(userId, kind),
    onSuccess: () => {
      notifySuccess(t(`profile_${kind}_removed`));
      onChanged();
    },
    onError: (error) => notifyError(error),
  });
  const pick = (file: File | null) => {
    if (file && withinImageSize(file, locale)) upload.mutate(file);
  };
  return (
    <Group gap="xs">
      <FileButton
        onChange={pick}
        accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
        inputProps={{ 'data-testid': `profile-${kind}-file` } as Record<string, string>}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconPhotoUp aria-hidden="true" size={16} />}
            loading={upload.isPending}
            data-testid={`profile-${kind}-upload`}
          >
            {t(`profile_${kind}_change`)}
          </Button>
        )}
      </FileButton>
      {hasImage && (
        <Button
          size="xs"
          variant="default"
          color="red.8"
          leftSection={<IconTrash aria-hidden="true" size={16} />}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t(`profile_${kind}_remove`)}
        </Button>
      )}
    </Group>
  );
}
