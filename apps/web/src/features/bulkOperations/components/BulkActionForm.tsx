import type { BulkOperation } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type BulkSelection, selectionCount } from '../api.ts';

/** What an action's dialog is given (BulkActionsMenu's BulkActionDialogProps, the same). */
export interface BulkActionDialogProps {
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
  onStarted: (op: BulkOperation) => void;
  /** The admin list's chosen columns (features/directory adminColumns), for the export. */
  columns?: readonly string[] | undefined;
}

/**
 * The frame of a bulk action's dialog (issue 34 item 1): the title, how many members, the
 * action's own fields (`children`), cancel and start. `start` sends the request; its 400
 * fields go to `onFieldErrors`, anything else to a notification; a started operation goes to
 * `onStarted` (the progress panel) and the dialog closes. `check` may refuse before sending
 * (returns false).
 */
export function BulkActionForm({
  title,
  submitLabel,
  selection,
  opened,
  onClose,
  onStarted,
  start,
  check,
  onFieldErrors,
  children,
}: {
  title: string;
  submitLabel: string;
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
  onStarted: (op: BulkOperation) => void;
  start: () => Promise<BulkOperation>;
  check?: () => boolean;
  onFieldErrors?: (fields: Record<string, string>) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const count = selectionCount(selection);
  const mutation = useMutation({
    mutationFn: start,
    onSuccess: (op) => {
      notifySuccess(t('bulk_started', { count: op.total }));
      onStarted(op);
      onClose();
    },
    onError: (failure) => {
      const fields = apiFormErrors(failure)?.fields ?? {};
      if (!onFieldErrors?.(fields)) notifyError(failure);
    },
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (check && !check()) return;
          mutation.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('bulk_members_count', { count })}</Text>
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bulk_cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
