import type { Post, PostInput } from '@alumni/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schemaRules } from '../../../ui/form/schemaRules.ts';
import { focusFirstError, showApiError } from '../../../ui/form/showApiError.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { updatePost } from '../api.ts';
import { finishAutolink, usePostEditor } from '../hooks/usePostEditor.ts';
import { usePostImages } from '../hooks/usePostImages.ts';
import { postDraftSchema } from '../postDraft.ts';
import { PostFields } from './PostFields.tsx';

/**
 * Editing a post in place (its author only): its stored HTML in the editor, its images kept,
 * removed or added as in the composer. The focus goes to the end of the text.
 */
export function PostEditForm({
  post,
  onSaved,
  onCancel,
}: {
  post: Post;
  onSaved: (post: Post) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  // The schema reads the editor (and the images), not the form's values.
  const form = useForm({
    initialValues: { content: post.content },
    ...schemaRules(locale, postDraftSchema(locale), () => ({
      html: editor?.getHTML() ?? '',
      text: editor?.getText() ?? '',
      images: images.images.map((image) => image.key),
    })),
  });
  const editor = usePostEditor({
    content: post.content,
    onUpdate: (current) => form.setFieldValue('content', current.getHTML()),
    // Tiptap focuses once its view is mounted: an effect could run before (lazy chunk).
    autofocus: 'end',
  });
  const images = usePostImages(post.images);
  const save = useMutation({ mutationFn: (body: PostInput) => updatePost(post.id, body) });

  const send = form.onSubmit(
    (body) =>
      save.mutate(body, {
        onSuccess: (updated) => {
          notifySuccess(t('feed_post_saved'));
          onSaved(updated);
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
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PostFields
          form={form}
          editor={editor}
          images={images}
          label={t('feed_edit_label')}
          busy={save.isPending}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={images.uploading > 0}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
