import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';

/**
 * The buttons of a School settings list row (campuses, degrees): one that opens the row's
 * form (`editLabel`, named `editName` for screen readers) and Delete, which asks first
 * (`deleteTitle`, the row's own question), then runs `remove`: once done, `removed` shows
 * and `onRemoved` runs (the lists fetched again); a refusal (409: members or content in
 * the way) shows the API's message, in the page's language.
 */
export function RowActions({
  editLabel,
  editName,
  deleteName,
  deleteTitle,
  onEdit,
  remove,
  removed,
  onRemoved,
}: {
  editLabel: string;
  editName: string;
  deleteName: string;
  deleteTitle: string;
  onEdit: () => void;
  remove: () => Promise<unknown>;
  removed: string;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      onRemoved();
      notifySuccess(removed);
    },
    onError: (error) => void notifyError(error),
  });
  const askDelete = () =>
    confirmDecision(
      {
        title: deleteTitle,
        message: t('schoolsettings_campuses_delete_message'),
        confirmLabel: t('schoolsettings_campuses_delete'),
      },
      { cancel: t('form_cancel'), close: t('close') },
      () => deletion.mutate(),
    );
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={editName} onClick={onEdit}>
        {editLabel}
      </Button>
      <Button
        size="xs"
        variant="default"
        loading={deletion.isPending}
        aria-label={deleteName}
        onClick={() => void askDelete()}
      >
        {t('schoolsettings_campuses_delete')}
      </Button>
    </Group>
  );
}
