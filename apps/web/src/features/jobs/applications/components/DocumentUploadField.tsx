import type { JobFileUpload } from '@alumni/domain';
import { DOCUMENT_ACCEPT, JOB_ATTACHMENT_MAX_BYTES } from '@alumni/domain';
import { FileInput, Loader } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../../ui/form/formErrors.ts';
import { uploadJobDocument } from '../api.ts';

const MAX_MB = JOB_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * A CV or cover letter of an application (spec 1 §3 Job application; issue 15 item 4): a PDF
 * or Word document of 3 MB at most, uploaded as soon as it is chosen (the server types it by
 * its content and answers 400 `{file}`, shown on this field). `onChange` gets the uploaded
 * `{key, name}`, or null while none is. `error` is the form's message for the field (a missing
 * CV, the server's 400 on `cv`).
 */
export function DocumentUploadField({
  label,
  onChange,
  error,
  required = false,
  disabled,
  testId,
}: {
  label: string;
  onChange: (upload: JobFileUpload | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadJobDocument });

  const choose = (chosen: File | null) => {
    setUploadError(undefined);
    setFile(chosen);
    onChange(null);
    if (!chosen) return;
    if (chosen.size > JOB_ATTACHMENT_MAX_BYTES) {
      setUploadError(t('jobapply_file_too_heavy', { max: MAX_MB }));
      return;
    }
    upload.mutate(chosen, {
      onSuccess: (uploaded) => onChange(uploaded),
      onError: (failure) => {
        // A 400 names the file's fault on the field (no notification over the dialog's
        // buttons); anything else (413, 429, the network) is also reported as usual.
        const fieldMessage = apiFormErrors(failure)?.fields.file;
        setUploadError(fieldMessage ?? t('jobapply_file_failed'));
        if (!fieldMessage) notifyError(failure);
      },
    });
  };

  return (
    <FileInput
      label={label}
      description={t('jobapply_file_hint', { max: MAX_MB })}
      placeholder={t('jobapply_file_choose')}
      // Mantine's placeholder grey is too light on white (WCAG AA 4.5:1); this one passes.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      accept={DOCUMENT_ACCEPT}
      value={file}
      onChange={choose}
      clearable={!upload.isPending}
      clearButtonProps={{ 'aria-label': t('jobapply_file_remove', { label }) }}
      required={required}
      disabled={disabled || upload.isPending}
      error={uploadError ?? error}
      leftSection={
        upload.isPending ? (
          <Loader size={16} aria-label={t('jobapply_file_uploading')} />
        ) : (
          <IconFileUpload aria-hidden="true" size={18} />
        )
      }
      data-testid={testId}
    />
  );
}
