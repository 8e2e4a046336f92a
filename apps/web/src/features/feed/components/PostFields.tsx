import { Text } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { FormErrorAlert } from '../../../ui/form/FormErrorAlert.tsx';
import type { AnyForm } from '../../../ui/form/schemaRules.ts';
import { fieldError, formErrorsOf } from '../../../ui/form/schemaRules.ts';
import type { usePostImages } from '../hooks/usePostImages.ts';
import { ImageAttachments } from './ImageAttachments.tsx';
import { PostTextEditor } from './PostTextEditor.tsx';

/**
 * What a post is made of, as the composer and the edit form show it: the form's errors, the
 * rich-text editor under `label`, and the images with their upload errors.
 */
export function PostFields({
  form,
  editor,
  images,
  label,
  busy,
}: {
  form: AnyForm;
  editor: Editor | null;
  images: ReturnType<typeof usePostImages>;
  label: string;
  /** The post is being sent: images can't change meanwhile. */
  busy: boolean;
}) {
  const imageError = images.error ?? fieldError(form, 'images');
  return (
    <>
      <FormErrorAlert errors={formErrorsOf(form)} />
      <PostTextEditor editor={editor} label={label} error={fieldError(form, 'content')} />
      <ImageAttachments
        images={images.images}
        uploading={images.uploading}
        onAdd={images.add}
        onRemove={images.remove}
        disabled={busy}
      />
      {imageError && (
        <Text size="sm" c="red.8" role="alert">
          {imageError}
        </Text>
      )}
    </>
  );
}
