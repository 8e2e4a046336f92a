import type { MassMailPreview } from '@alumni/domain';
import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The e-mail as a recipient will see it (issue 34 item 2 "a preview as the recipient will
 * see it"): its subject, then the server's rendering (the school's layout, the sanitised text,
 * the footer with the unsubscribe link) in a sandboxed frame that runs nothing.
 */
export function MassMailPreviewModal({
  preview,
  onClose,
}: {
  preview: MassMailPreview | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={preview !== null}
      onClose={onClose}
      title={t('emailing_preview_title')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {preview && (
        <Stack gap="sm">
          <Text size="sm">
            <strong>{t('emailing_subject')}</strong> {preview.subject}
          </Text>
          <iframe
            title={t('emailing_preview_frame')}
            srcDoc={preview.html}
            sandbox=""
            style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-3)' }}
            data-testid="mass-mail-preview"
          />
        </Stack>
      )}
    </Modal>
  );
}
