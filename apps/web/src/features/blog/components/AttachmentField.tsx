import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@alumni/domain';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFileUpload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
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
  value: { key: string; name: string } | null;
  onChange: (attachment: { key: string; name: string } | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadAttachment });
  const max = DOCUMENT_MAX_BYTES / 1024 / 1024;
  const choose = (file: File | null) => {
    if (!file) return;
    setUploadError(undefined);
    if (file.size > DOCUMENT_MAX_BYTES) {
      setUploadError(t('blog_attachment_too_heavy', { max }));
      return;
    }
    upload.mutate(file, {
      onSuccess: (attachment) => onChange(attachment),
      onError: (failure) => {
        setUploadError(apiFormErrors(failure)?.fields.file);
        notifyError(failure);
      },
    });
  };
  const shown = uploadError ?? error;
  return (
    <Input.Wrapper
      id={id}
      label={t('blog_attachment')}
      labelElement="div"
      description={t('blog_attachment_hint', { max })}
      error={shown}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group gap="sm" mt="xs" wrap="wrap" data-testid="attachment-field">
        {value ? (
          <>
            <Group gap={6} wrap="nowrap">
              <IconPaperclip aria-hidden="true" size={16} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value.name}
              </Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconX aria-hidden="true" size={14} />}
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              {t('blog_attachment_remove')}
            </Button>
          </>
        ) : (
          <Text size="sm">{t('blog_attachment_none')}</Text>
        )}
        <FileButton
          onChange={choose}
          accept={DOCUMENT_ACCEPT}
          disabled={disabled || upload.isPending}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileUpload aria-hidden="true" size={18} />}
              loading={upload.isPending}
              aria-describedby={`${id}-description${shown ? ` ${id}-error` : ''}`}
              aria-invalid={shown ? true : undefined}
              data-testid="attachment-button"
            >
              {value ? t('blog_attachment_change') : t('blog_attachment_choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
