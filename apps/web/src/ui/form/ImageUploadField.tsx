import type { PostImage } from '@alumni/domain';
import { PROFILE_IMAGE_MIME_TYPES } from '@alumni/domain';
import {
  AspectRatio,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  Loader,
  Text,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useFileUpload } from './useFileUpload.ts';

const ACCEPT = PROFILE_IMAGE_MIME_TYPES.join(',');

/** The words of an image field, in the page's language. */
export interface ImageFieldLabels {
  label: string;
  hint: string;
  none: string;
  uploading: string;
  choose: string;
  change: string;
  invalid: string;
  tooHeavy: string;
  /** The remove button of an optional image (`onRemove`). */
  remove?: string;
}

/**
 * An image uploaded as soon as it is chosen (an article's cover, a job ad's logo; optional,
 * with a remove button, when `onRemove` is given: an event's cover):
 * a button choosing a JPEG, PNG, WebP or GIF of `maxBytes` at most, `upload` sending it (the
 * server crops it to `size`), and its preview in a box of that ratio, `previewWidth` wide,
 * reserved before it arrives. The server's 400 on `file` shows under the field. `testId`
 * names the preview (`{testId}-preview`) and the button (`{testId}-button`).
 */
export function ImageUploadField({
  value,
  onChange,
  error,
  disabled,
  upload,
  size,
  maxBytes,
  previewWidth,
  labels,
  testId,
  onRemove,
}: {
  value: Pick<PostImage, 'url'> | null;
  onChange: (image: PostImage) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
  upload: (file: File) => Promise<PostImage>;
  size: { width: number; height: number };
  maxBytes: number;
  previewWidth: number;
  labels: ImageFieldLabels;
  testId: string;
  /** Makes the image optional: a remove button clears it. */
  onRemove?: (() => void) | undefined;
}) {
  const id = useId();
  const sending = useFileUpload({
    upload,
    onUploaded: onChange,
    check: (file) =>
      !(PROFILE_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)
        ? labels.invalid
        : file.size > maxBytes
          ? labels.tooHeavy
          : undefined,
  });
  const shown = sending.error ?? error;
  return (
    <Input.Wrapper
      id={id}
      label={labels.label}
      labelElement="div"
      required={!onRemove}
      description={labels.hint}
      error={shown}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
    >
      <Group align="flex-start" gap="md" mt="xs" wrap="wrap">
        <Box
          w={{ base: '100%', xs: previewWidth }}
          maw={previewWidth}
          data-testid={`${testId}-preview`}
        >
          <AspectRatio ratio={size.width / size.height}>
            {value ? (
              <Image src={value.url} alt="" fit="cover" radius="sm" />
            ) : (
              <Box
                style={{
                  border: `1px dashed var(--mantine-color-${shown ? 'red-8' : 'gray-6'})`,
                  borderRadius: 'var(--mantine-radius-sm)',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {sending.pending ? (
                  <Loader size="sm" aria-label={labels.uploading} />
                ) : (
                  <Text size="sm" ta="center" px="xs">
                    {labels.none}
                  </Text>
                )}
              </Box>
            )}
          </AspectRatio>
        </Box>
        <FileButton
          onChange={sending.choose}
          accept={ACCEPT}
          disabled={disabled || sending.pending}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPhotoUp aria-hidden="true" size={18} />}
              loading={sending.pending}
              aria-describedby={`${id}-description${shown ? ` ${id}-error` : ''}`}
              aria-invalid={shown ? true : undefined}
              data-testid={`${testId}-button`}
            >
              {value ? labels.change : labels.choose}
            </Button>
          )}
        </FileButton>
        {value && onRemove ? (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash aria-hidden="true" size={18} />}
            onClick={onRemove}
            disabled={disabled || sending.pending}
            data-testid={`${testId}-remove`}
          >
            {labels.remove}
          </Button>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
