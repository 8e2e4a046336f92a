import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/locale/useLocalizedPath.ts';
import { type BulkSelection, selectionCount } from '../api.ts';

/**
 * "Send an e-mail" on the admin directory's selection (issue 34 item 2): says how many members
 * are chosen and opens the mass mail composer (`/emailing`) with that selection, where the
 * admin writes, previews, tests and sends it.
 */
export function MassMailDialog({
  selection,
  opened,
  onClose,
}: {
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const count = selectionCount(selection);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulk_mail_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('bulk_mail_recipients', { count })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('bulk_cancel')}
          </Button>
          <Button
            data-autofocus
            onClick={() => {
              onClose();
              void navigate(localized('/emailing'), { state: { selection } });
            }}
          >
            {t('bulk_mail_compose')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
