import {
  OPTIONAL_SCHOOL_IMAGE_KINDS,
  PROFILE_IMAGE_MIME_TYPES,
  SCHOOL_IMAGE_KINDS,
  SCHOOL_IMAGE_SIZES,
  type SchoolImageKind,
} from '@alumni/domain';
import { Box, Button, Fieldset, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { withinImageSize } from '../../../ui/imageSize.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { deleteSchoolImage, uploadSchoolImage } from '../schoolInfoApi.ts';

/** Message keys of each image's name. */
const LABELS: Record<SchoolImageKind, string> = {
  logo: 'schoolsettings_images_logo',
  cover: 'schoolsettings_images_cover',
  icon_pwa: 'schoolsettings_images_icon_pwa',
  login_photo: 'schoolsettings_images_login_photo',
};

/**
 * The school's logo, header, PWA icon and login cover (spec 1 §5 Images and files), each
 * shown as it is now with its stored size, and a button that sends a new one (JPEG, PNG,
 * WebP or GIF; a file over the size parameter is refused before sending), and one that
 * removes the header or the login cover (the logo and the app icon are required). The app shows the
 * new image as soon as the school's details come back.
 */
export function SchoolImagesFields() {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('schoolsettings_images')} variant="unstyled" maw={720}>
      <Stack gap="md">
        {SCHOOL_IMAGE_KINDS.map((kind) => (
          <SchoolImageRow key={kind} kind={kind} />
        ))}
      </Stack>
    </Fieldset>
  );
}

function SchoolImageRow({ kind }: { kind: SchoolImageKind }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const queryClient = useQueryClient();
  const label = t(LABELS[kind]);
  const { width, height } = SCHOOL_IMAGE_SIZES[kind];
  const current = school[kind];
  const upload = useMutation({
    mutationFn: (file: File) => uploadSchoolImage(school.id, kind, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_images_saved', { image: label }));
    },
    onError: (error) => notifyError(error),
  });
  const optional = (OPTIONAL_SCHOOL_IMAGE_KINDS as readonly SchoolImageKind[]).includes(kind);
  const remove = useMutation({
    mutationFn: () =>
      deleteSchoolImage(school.id, kind as (typeof OPTIONAL_SCHOOL_IMAGE_KINDS)[number]),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
      notifySuccess(t('schoolsettings_images_removed', { image: label }));
    },
    onError: (error) => notifyError(error),
  });
  const pick = (file: File | null) => {
    if (file && withinImageSize(file, locale)) upload.mutate(file);
  };
  return (
    <Group gap="md" wrap="nowrap" align="center" data-testid={`school-image-${kind}`}>
      {current ? (
        <Image src={current} alt={label} w={96} h={64} fit="contain" radius="sm" bg="gray.1" />
      ) : (
        <Box w={96} h={64} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }} />
      )}
      <Stack gap={2} style={{ flex: 1 }}>
        <Text fw={600}>{label}</Text>
        <Text size="sm">
          {t('schoolsettings_images_size', { width, height })}
          {current ? '' : ` · ${t('schoolsettings_images_none')}`}
        </Text>
      </Stack>
      <FileButton
        onChange={pick}
        accept={PROFILE_IMAGE_MIME_TYPES.join(',')}
        inputProps={{ 'data-testid': `school-image-${kind}-file` } as Record<string, string>}
      >
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            leftSection={<IconPhotoUp aria-hidden="true" size={16} />}
            loading={upload.isPending}
            aria-label={t('schoolsettings_images_change', { image: label })}
          >
            {t('schoolsettings_images_change_short')}
          </Button>
        )}
      </FileButton>
      {optional && current && (
        <Button
          size="xs"
          variant="default"
          color="red.8"
          leftSection={<IconTrash aria-hidden="true" size={16} />}
          loading={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={t('schoolsettings_images_remove', { image: label })}
        >
          {t('schoolsettings_images_remove_short')}
        </Button>
      )}
    </Group>
  );
}
