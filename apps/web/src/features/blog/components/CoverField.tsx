import type { PostImage } from '@alumni/domain';
import { ARTICLE_COVER_MAX_BYTES, ARTICLE_COVER_SIZE } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../ui/form/ImageUploadField.tsx';
import { uploadCover } from '../api.ts';

/**
 * The cover photo of an article (spec 1 §5 Blog "cover photo mandatory", Images "blog
 * 806x474"): an image uploaded at once (the server crops it to 806×474), previewed in the
 * box it will fill, with the recommended size, the formats and the weight allowed.
 */
export function CoverField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PostImage | null;
  onChange: (cover: PostImage) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const max = ARTICLE_COVER_MAX_BYTES / 1024 / 1024;
  return (
    <ImageUploadField
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      upload={uploadCover}
      size={ARTICLE_COVER_SIZE}
      maxBytes={ARTICLE_COVER_MAX_BYTES}
      previewWidth={280}
      testId="cover"
      labels={{
        label: t('blog_cover'),
        hint: t('blog_cover_hint', { ...ARTICLE_COVER_SIZE, max }),
        none: t('blog_cover_none'),
        uploading: t('blog_cover_uploading'),
        choose: t('blog_cover_choose'),
        change: t('blog_cover_change'),
        invalid: t('blog_cover_invalid'),
        tooHeavy: t('blog_cover_too_heavy', { max }),
      }}
    />
  );
}
