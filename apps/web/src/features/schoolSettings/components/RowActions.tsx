import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';

/**
 * The buttons of a School settings list row (campuses, degrees): one that opens the row's
 * form (`editLabel`, named `editName` for screen readers) and Delete, which asks first
 * (`deleteTitle`, the row's own question) and then runs `onDelete`.
 */
export function RowActions({
  editLabel,
  editName,
  deleteName,
  deleteTitle,
  deleting,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  editName: string;
  deleteName: string;
  deleteTitle: string;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const askDelete = () =>
    confirmDecision(
      {
        title: deleteTitle,
        message: t('schoolsettings_campuses_delete_message'),
        confirmLabel: t('schoolsettings_campuses_delete'),
      },
      { cancel: t('form_cancel'), close: t('close') },
      onDelete,
    );
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={editName} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={deleting}
        aria-label={deleteName}
        onClick={() => void askDelete()}
      >
        {t('schoolsettings_campuses_delete')}
      </Button>
    </Group>
  );
}
