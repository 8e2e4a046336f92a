import type { PostImage } from '@alumni/domain';
import { POST_IMAGE_MAX_BYTES, POST_IMAGE_MIME_TYPES, POST_IMAGES_MAX } from '@alumni/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { uploadPostImage } from '../api.ts';

/**
 * The images of a post being written or edited (at most POST_IMAGES_MAX): those it starts
 * with, plus files uploaded as they are chosen; each removable. `error` says why a chosen file
 * was refused (type, size or count).
 */
export function usePostImages(initial: PostImage[] = []) {
  const { t } = useTranslation();
  const [images, setImages] = useState<PostImage[]>(initial);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | undefined>();

  const add = (files: File[]) => {
    setError(undefined);
    const room = Math.max(0, POST_IMAGES_MAX - images.length - uploading);
    const accepted = files.filter(
      (file) =>
        (POST_IMAGE_MIME_TYPES as readonly string[]).includes(file.type) &&
        file.size <= POST_IMAGE_MAX_BYTES,
    );
    if (accepted.length < files.length) setError(t('feed_image_invalid'));
    else if (accepted.length > room) setError(t('feed_images_too_many', { max: POST_IMAGES_MAX }));
    for (const file of accepted.slice(0, room)) {
      setUploading((n) => n + 1);
      uploadPostImage(file)
        .then((image) => setImages((current) => [...current, image]))
        .catch((failure: unknown) => notifyError(failure))
        .finally(() => setUploading((n) => n - 1));
    }
  };

  return {
    images,
    uploading,
    error,
    add,
    remove: (key: string) => setImages((current) => current.filter((image) => image.key !== key)),
    clearError: () => setError(undefined),
    reset: () => {
      setImages([]);
      setError(undefined);
    },
  };
}
