import { Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import { useForm } from '../../../ui/form/useForm.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import type { Post } from '../api.ts';
import { updatePost } from '../api.ts';
import { postDraftSchema } from '../postDraft.ts';
import { postHtmlToText } from '../postText.ts';
import { PostTextEditor } from './PostTextEditor.tsx';

/**
 * Editing a post's text in place (its author only); its images stay as they are. The stored
 * HTML comes back in the composer's markup.
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
  const form = useForm({ content: postHtmlToText(post.content) });
  const save = useMutation({ mutationFn: (content: string) => updatePost(post.id, { content }) });

  const submit = () => {
    const body = form.check(postDraftSchema(locale), {
      text: form.values.content,
      // The images stay: they count for the "empty post" rule.
      images: post.images.map((image) => image.url),
    });
    if (!body) return;
    save.mutate(body.content, {
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
        <FormErrorAlert errors={form.formErrors} />
        <PostTextEditor
          label={t('feed_edit_label')}
          value={form.values.content}
          onChange={(value) => form.setValue('content', value)}
          error={form.errorOf('content')}
          autoFocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('form_cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('form_save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
