import { Button, Group, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { confirmDecision } from '../../../ui/confirmDecision.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';

/**
 * The buttons of a School settings list row (campuses, degrees): one that opens the row's
 * form (`editLabel`, named `editName` for screen readers) and Delete, which asks first
 * (`deleteTitle`, the row's own question), then runs `remove`: once done, `removed` shows
 * and `onRemoved` runs (the lists fetched again); a refusal (409: members or content in
 * the way) shows the API's message, in the page's language. With `inUse` (the row's reason
 * it cannot go, from its member count), Delete says so before anything is asked (issue 30
 * item 7): it stays in its place, marked unavailable, the reason beside it for screen
 * readers and in a tooltip on hover, focus or touch, and a click does nothing. `deleteMessage`
 * replaces the question's generic text (badges: how many members lose it).
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
  inUse,
  deleteMessage,
}: {
  editLabel: string;
  editName: string;
  deleteName: string;
  deleteTitle: string;
  onEdit: () => void;
  remove: () => Promise<unknown>;
  removed: string;
  onRemoved: () => void;
  inUse?: string | undefined;
  deleteMessage?: string | undefined;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
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
        message: deleteMessage ?? t('schoolsettings_campuses_delete_message'),
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
      {inUse ? (
        <Tooltip label={inUse} events={{ hover: true, focus: true, touch: true }} multiline w={260}>
          <Button
            size="xs"
            variant="default"
            data-disabled
            aria-disabled="true"
            aria-label={deleteName}
            aria-describedby={reasonId}
            onClick={(event) => event.preventDefault()}
          >
            {t('schoolsettings_campuses_delete')}
            <span id={reasonId} className="visually-hidden">
              {inUse}
            </span>
          </Button>
        </Tooltip>
      ) : (
        <Button
          size="xs"
          variant="default"
          loading={deletion.isPending}
          aria-label={deleteName}
          onClick={() => void askDelete()}
        >
          {t('schoolsettings_campuses_delete')}
        </Button>
      )}
    </Group>
  );
}
