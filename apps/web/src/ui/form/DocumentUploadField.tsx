import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@alumni/domain';
import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFileUpload, IconPaperclip, IconX } from '@tabler/icons-react';
import { useFileUpload } from './useFileUpload.ts';

/** An uploaded document as the API names it: its key to send back, its file name. */
export interface UploadedDocument {
  key: string;
  name: string;
}

/** The words of a document field, in the page's language. */
export interface DocumentFieldLabels {
  label: string;
  hint: string;
  none: string;
  choose: string;
  change: string;
  remove: string;
  tooHeavy: string;
}

/**
 * A PDF or Word document of 3 MB at most (an article's or a job ad's attachment, an
 * application's CV or cover letter), uploaded by `upload` as soon as it is chosen (the server
 * checks its bytes), shown by its name, and removable. The server's 400 on `file` shows under
 * the field. `required` marks its label (the form checks it); `testId` names the field.
 * `accept` and `maxBytesOf` (the largest size of a chosen file) replace the document's types
 * and 3 MB for other files (a resource: images and videos too).
 */
export function DocumentUploadField({
  value,
  onChange,
  error,
  disabled,
  upload,
  labels,
  required = false,
  testId = 'attachment-field',
  accept = DOCUMENT_ACCEPT,
  maxBytesOf = () => DOCUMENT_MAX_BYTES,
}: {
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  upload: (file: File) => Promise<UploadedDocument>;
  labels: DocumentFieldLabels;
  required?: boolean;
  testId?: string;
  accept?: string;
  maxBytesOf?: (file: File) => number;
}) {
  const id = useId();
  const sending = useFileUpload({
    upload,
    onUploaded: onChange,
    check: (file) => (file.size > maxBytesOf(file) ? labels.tooHeavy : undefined),
  });
  const shown = sending.error ?? error;
  return (
    <Input.Wrapper
      id={id}
      label={labels.label}
      labelElement="div"
      description={labels.hint}
      error={shown}
      required={required}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group gap="sm" mt="xs" wrap="wrap" data-testid={testId}>
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
              {labels.remove}
            </Button>
          </>
        ) : (
          <Text size="sm">{labels.none}</Text>
        )}
        <FileButton
          onChange={sending.choose}
          accept={accept}
          disabled={disabled || sending.pending}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileUpload aria-hidden="true" size={18} />}
              loading={sending.pending}
              aria-describedby={`${id}-description${shown ? ` ${id}-error` : ''}`}
              aria-invalid={shown ? true : undefined}
              data-testid="attachment-button"
            >
              {value ? labels.change : labels.choose}
            </Button>
          )}
        </FileButton>
      </Group>
    </Input.Wrapper>
  );
}
