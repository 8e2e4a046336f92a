import { type BulkOperation, MESSAGE_BODY_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { type BulkSelection, selectionCount, selectionFields, sendMassMessage } from '../api.ts';

/**
 * Composing a mass message (issue 32 item 5; spec 2 §6 "School admins … mass-message"): the
 * text, sent to each member of the selection in their direct conversation with the admin, as
 * a bulk operation whose progress `onStarted` hands to the page. Members who refused mass
 * messages, inactive ones and blocks are skipped and listed at the end.
 */
export function MassMessageDialog({
  selection,
  opened,
  onClose,
  onStarted,
}: {
  selection: BulkSelection;
  opened: boolean;
  onClose: () => void;
  onStarted: (op: BulkOperation) => void;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const count = selectionCount(selection);
  const send = useMutation({
    mutationFn: () => sendMassMessage({ body, ...selectionFields(selection) }),
    onSuccess: (op) => {
      notifySuccess(t('bulk_message_started', { count: op.total }));
      setBody('');
      onStarted(op);
      onClose();
    },
    onError: (failure) => {
      const fields = apiFormErrors(failure)?.fields ?? {};
      const message = fields.body ?? fields.user_ids;
      if (message) setError(message);
      else notifyError(failure);
    },
  });
  const submit = () => {
    if (!body.trim()) {
      setError(t('bulk_message_required'));
      return;
    }
    setError(null);
    send.mutate();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('bulk_message_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('bulk_message_recipients', { count })}</Text>
          <Textarea
            label={t('bulk_message_body')}
            description={t('bulk_message_hint')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={MESSAGE_BODY_MAX}
            autosize
            minRows={4}
            maxRows={12}
            required
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bulk_cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('bulk_message_send', { count })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
