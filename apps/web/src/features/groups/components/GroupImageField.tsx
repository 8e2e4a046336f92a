import type { GroupImageKind, PostImage } from '@alumni/domain';
import { COVER_MAX_BYTES, GROUP_IMAGE_SIZES } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../ui/form/ImageUploadField.tsx';
import { uploadGroupImage } from '../api.ts';

/** The upload of each kind, made once (the field keeps its function between renders). */
const UPLOADS: Record<GroupImageKind, (file: File) => Promise<PostImage>> = {
  thumbnail: uploadGroupImage('thumbnail'),
  header: uploadGroupImage('header'),
};

/** The field's label and the width of its preview, by kind. */
const FIELDS: Record<GroupImageKind, { label: string; previewWidth: number }> = {
  thumbnail: { label: 'groups_field_thumbnail', previewWidth: 150 },
  header: { label: 'groups_field_header', previewWidth: 320 },
};

/**
 * A group's thumbnail or header image (spec 1 §5 Group "image required", Images "group
 * thumbnail 300x300, group header 800x480"): the shared image field, sent at once to
 * `POST /api/groups/images/?kind=`, which crops it to its size, previewed in a box of that
 * ratio with the recommended size, the formats and the weight allowed. Required.
 */
export function GroupImageField({
  kind,
  value,
  onChange,
  error,
  disabled,
}: {
  kind: GroupImageKind;
  value: PostImage | null;
  onChange: (image: PostImage) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const size = GROUP_IMAGE_SIZES[kind];
  const max = COVER_MAX_BYTES / 1024 / 1024;
  return (
    <ImageUploadField
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      upload={UPLOADS[kind]}
      size={size}
      maxBytes={COVER_MAX_BYTES}
      previewWidth={FIELDS[kind].previewWidth}
      testId={`group-${kind}`}
      labels={{
        label: t(FIELDS[kind].label),
        hint: t('coverphoto_hint', { ...size, max }),
        none: t('coverphoto_none'),
        uploading: t('coverphoto_uploading'),
        choose: t('coverphoto_choose'),
        change: t('coverphoto_change'),
        invalid: t('coverphoto_invalid'),
        tooHeavy: t('coverphoto_too_heavy', { max }),
      }}
    />
  );
}
