import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../ui/form/useForm.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { Post, PostBody } from '../api.ts';
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
  const form = useForm({ content: post.content });
  const editor = usePostEditor({
    content: post.content,
    onUpdate: (current) => form.setValue('content', current.getHTML()),
    // Tiptap focuses once its view is mounted: an effect could run before (lazy chunk).
    autofocus: 'end',
  });
  const images = usePostImages(post.images);
  const save = useMutation({ mutationFn: (body: PostBody) => updatePost(post.id, body) });

  const submit = () => {
    if (!editor) return;
    images.clearError();
    finishAutolink(editor);
    const body = form.check(postDraftSchema(locale), {
      html: editor.getHTML(),
      text: editor.getText(),
      images: images.images.map((image) => image.key),
    });
    if (!body) return;
    save.mutate(body, {
      onSuccess: (updated) => {
        notifySuccess(t('feed_post_saved'));
        onSaved(updated);
      },
      onError: form.showError,
    });
  };

  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
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
