import { IMAGE_MESSAGES, type Locale, PROFILE_IMAGE_MAX_BYTES } from '@alumni/domain';
import { ApiError } from '../api/ApiError.ts';
import { notifyError } from '../api/notifyError.tsx';

/**
 * Whether an image picked for upload is within the size parameter (spec 1 §5 Images and
 * files; PROFILE_IMAGE_MAX_BYTES). When it is not, the red list shows the server's own "image
 * too heavy" message (spec 2 §8) without sending it, and this returns false.
 */
export function withinImageSize(file: File, locale: Locale): boolean {
  if (file.size <= PROFILE_IMAGE_MAX_BYTES) return true;
  notifyError(
    new ApiError({
      message: 'image too heavy',
      response: {
        status: 413,
        statusText: 'Payload Too Large',
        data: { detail: IMAGE_MESSAGES[locale].imageTooHeavy },
      },
    }),
  );
  return false;
}
