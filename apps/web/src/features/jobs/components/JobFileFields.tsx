import type { PostImage } from '@alumni/domain';
import { DOCUMENT_MAX_BYTES, IMAGE_SIZES_PX, JOB_LOGO_MAX_BYTES } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '../../../ui/form/DocumentUploadField.tsx';
import { DocumentUploadField } from '../../../ui/form/DocumentUploadField.tsx';
import { ImageUploadField } from '../../../ui/form/ImageUploadField.tsx';
import { uploadJobFile, uploadJobLogo } from '../api.ts';

interface FieldProps<T> {
  value: T | null;
  onChange: (value: T) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/**
 * A job ad's logo (spec 1 §5 Job "logo required", spec 2 §9 "jobs logo 200x200"): uploaded
 * at once to `POST /api/jobs/logos/`, which crops it to 200×200, and previewed at that size.
 */
export function LogoField(props: FieldProps<PostImage | { key: string; url: string }>) {
  const { t } = useTranslation();
  const max = JOB_LOGO_MAX_BYTES / 1024 / 1024;
  const size = IMAGE_SIZES_PX.jobLogo;
  return (
    <ImageUploadField
      {...props}
      onChange={(image) => props.onChange(image)}
      upload={uploadJobLogo}
      size={size}
      maxBytes={JOB_LOGO_MAX_BYTES}
      previewWidth={size.width}
      testId="logo"
      labels={{
        label: t('jobs_field_logo'),
        hint: t('jobs_logo_hint', { ...size, max }),
        none: t('jobs_logo_none'),
        uploading: t('jobs_logo_uploading'),
        choose: t('jobs_logo_choose'),
        change: t('jobs_logo_change'),
        invalid: t('jobs_logo_invalid'),
        tooHeavy: t('jobs_file_too_heavy', { max }),
      }}
    />
  );
}

/**
 * A job ad's attachment (spec 1 §5 Job "Attachment .pdf, .doc or .docx, max 3 MB"),
 * uploaded at once to `POST /api/jobs/files/` (the server checks its bytes). Optional.
 */
export function JobAttachmentField(
  props: FieldProps<UploadedDocument> & {
    onChange: (value: UploadedDocument | null) => void;
  },
) {
  const { t } = useTranslation();
  const max = DOCUMENT_MAX_BYTES / 1024 / 1024;
  return (
    <DocumentUploadField
      {...props}
      upload={uploadJobFile}
      labels={{
        label: t('jobs_field_attachment'),
        hint: t('jobs_attachment_hint', { max }),
        none: t('jobs_attachment_none'),
        choose: t('jobs_attachment_choose'),
        change: t('jobs_attachment_change'),
        remove: t('jobs_attachment_remove'),
        tooHeavy: t('jobs_file_too_heavy', { max }),
      }}
    />
  );
}
