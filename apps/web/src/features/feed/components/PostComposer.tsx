import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { createPost } from '../api.ts';
import { prependCachedPost } from '../feedCache.ts';
import { finishAutolink, usePostEditor } from '../hooks/usePostEditor.ts';
import { usePostImages } from '../hooks/usePostImages.ts';
import { postDraftSchema } from '../postDraft.ts';
import classes from './PostComposer.module.css';
import { PostFields } from './PostFields.tsx';

/**
 * Writing a post (issue "Feed…"): rich text (bold, italic, lists, links) and up to four
 * images, uploaded as they are chosen and removable before posting; in group `groupId`'s feed
 * when given (issue 33 item 4). The new post goes to the top of its feed.
 */
export function PostComposer({ groupId }: { groupId?: number } = {}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const queryClient = useQueryClient();
  // `content` mirrors the editor so that typing clears the field's error.
  // The schema reads the editor (and the images), not the form's values.
  const form = useForm({
    initialValues: { content: '' },
    ...schemaRules(locale, postDraftSchema(locale), () => ({
      html: editor?.getHTML() ?? '',
      text: editor?.getText() ?? '',
      images: images.images.map((image) => image.key),
    })),
  });
  const editor = usePostEditor({
    content: '',
    onUpdate: (current) => form.setFieldValue('content', current.getHTML()),
  });
  const images = usePostImages();
  const publish = useMutation({ mutationFn: createPost });

  const send = form.onSubmit(
    (body) =>
      publish.mutate(groupId === undefined ? body : { ...body, group_id: groupId }, {
        onSuccess: (post) => {
          prependCachedPost(queryClient, post);
          editor?.commands.clearContent(true);
          form.clearErrors();
          images.reset();
          notifySuccess(t('feed_post_published'));
        },
        onError: (error) => showApiError(form, error),
      }),
    (errors, _values, event) => focusFirstError(form, errors, event),
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editor) return;
    images.clearError();
    finishAutolink(editor);
    send(event);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.composer}
      component="section"
      aria-labelledby="feed-composer-heading"
    >
      <Title order={2} size="h4" id="feed-composer-heading" mb="sm">
        {t('feed_composer_title')}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PostFields
            form={form}
            editor={editor}
            images={images}
            label={t('feed_composer_label')}
            busy={publish.isPending}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={publish.isPending}
              disabled={images.uploading > 0}
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
