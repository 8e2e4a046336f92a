import { POST_IMAGE_MAX_BYTES, POST_IMAGE_MIME_TYPES, POST_IMAGES_MAX } from '@alumni/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { useForm } from '../../../ui/form/useForm.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { UploadedImage } from '../api.ts';
import { createPost, uploadPostImage } from '../api.ts';
import { prependCachedPost } from '../feedCache.ts';
import { postDraftSchema } from '../postDraft.ts';
import { ImageAttachments } from './ImageAttachments.tsx';
import { PostTextEditor } from './PostTextEditor.tsx';

/**
 * Writing a post (issue "Feed…"): formatted text and up to four images, uploaded as they are
 * chosen and removable before posting. The new post goes to the top of the feed.
 */
export function PostComposer() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  const form = useForm({ content: '' });
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [imageError, setImageError] = useState<string | undefined>();
  const publish = useMutation({ mutationFn: createPost });

  const addFiles = (files: File[]) => {
    setImageError(undefined);
    const room = Math.max(0, POST_IMAGES_MAX - images.length - uploading);
    const accepted = files.filter(
      (file) =>
        (POST_IMAGE_MIME_TYPES as readonly string[]).includes(file.type) &&
        file.size <= POST_IMAGE_MAX_BYTES,
    );
    if (accepted.length < files.length) setImageError(t('feed_image_invalid'));
    else if (accepted.length > room)
      setImageError(t('feed_images_too_many', { max: POST_IMAGES_MAX }));
    for (const file of accepted.slice(0, room)) {
      setUploading((n) => n + 1);
      uploadPostImage(file)
        .then((image) => setImages((current) => [...current, image]))
        .catch((error: unknown) => notifyError(error))
        .finally(() => setUploading((n) => n - 1));
    }
  };

  const submit = () => {
    setImageError(undefined);
    const body = form.check(postDraftSchema(locale), {
      text: form.values.content,
      images: images.map((image) => image.key),
    });
    if (!body) return;
    publish.mutate(body, {
      onSuccess: (post) => {
        prependCachedPost(queryClient, post);
        form.setValues({ content: '' });
        form.clearErrors();
        setImages([]);
        notifySuccess(t('feed_post_published'));
      },
      onError: (error) => {
        form.showError(error);
      },
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="feed-composer-heading"
    >
      <Title order={2} size="h4" id="feed-composer-heading" mb="sm">
        {t('feed_composer_title')}
      </Title>
      <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <FormErrorAlert errors={form.formErrors} />
          <PostTextEditor
            label={t('feed_composer_label')}
            value={form.values.content}
            onChange={(value) => form.setValue('content', value)}
            error={form.errorOf('content')}
          />
          <ImageAttachments
            images={images}
            uploading={uploading}
            onAdd={addFiles}
            onRemove={(key) => setImages((current) => current.filter((image) => image.key !== key))}
            disabled={publish.isPending}
          />
          {(imageError ?? form.errors.images) && (
            <Text size="sm" c="red.8" role="alert">
              {imageError ?? form.errors.images}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={publish.isPending}
              disabled={uploading > 0}
              leftSection={<IconSend aria-hidden="true" size={18} />}
            >
              {t('feed_publish')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
