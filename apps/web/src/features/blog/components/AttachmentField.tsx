import { DOCUMENT_MAX_BYTES } from '@alumni/domain';
import { useTranslation } from 'react-i18next';
import type { UploadedDocument } from '../../../ui/form/DocumentUploadField.tsx';
import { DocumentUploadField } from '../../../ui/form/DocumentUploadField.tsx';
import { uploadAttachment } from '../api.ts';

/**
 * An article's attachment (spec 1 §3 Blog article "attachment"): a PDF or Word document of
 * 3 MB at most, uploaded at once (the server checks its bytes), shown by its name, and
 * removable. Optional.
 */
export function AttachmentField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: UploadedDocument | null;
  onChange: (attachment: UploadedDocument | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const max = DOCUMENT_MAX_BYTES / 1024 / 1024;
  return (
    <DocumentUploadField
      value={value}
      onChange={onChange}
      error={error}
      disabled={disabled}
      upload={uploadAttachment}
      labels={{
        label: t('blog_attachment'),
        hint: t('blog_attachment_hint', { max }),
        none: t('blog_attachment_none'),
        choose: t('blog_attachment_choose'),
        change: t('blog_attachment_change'),
        remove: t('blog_attachment_remove'),
        tooHeavy: t('blog_attachment_too_heavy', { max }),
      }}
    />
  );
}
