import type { PostImage } from '@alumni/domain';
import { COVER_MAX_BYTES, COVER_SIZE } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../form/ImageUploadField.tsx';

/**
 * A cover photo field (spec 1 §5 Blog "cover photo mandatory", Images "blog 806x474"; the
 * events' optional cover): an image sent at once through `upload` (the server crops it to
 * 806×474), previewed in the box it will fill, with the recommended size, the formats and
 * the weight allowed. An optional cover (`required` false) can be removed (`onChange(null)`).
 */
export function CoverField({
  value,
  onChange,
  upload,
  required = true,
  error,
  disabled,
}: {
  value: PostImage | null;
  onChange: (cover: PostImage | null) => void;
  upload: (file: File) => Promise<PostImage>;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const max = COVER_MAX_BYTES / 1024 / 1024;
  return (
    <ImageUploadField
      value={value}
      onChange={onChange}
      onRemove={required ? undefined : () => onChange(null)}
      error={error}
      disabled={disabled}
      upload={upload}
      size={COVER_SIZE}
      maxBytes={COVER_MAX_BYTES}
      previewWidth={280}
      testId="cover"
      labels={{
        label: t('coverphoto'),
        hint: t('coverphoto_hint', { ...COVER_SIZE, max }),
        none: t('coverphoto_none'),
        uploading: t('coverphoto_uploading'),
        choose: t('coverphoto_choose'),
        change: t('coverphoto_change'),
        invalid: t('coverphoto_invalid'),
        tooHeavy: t('coverphoto_too_heavy', { max }),
        remove: t('coverphoto_remove'),
      }}
    />
  );
}
