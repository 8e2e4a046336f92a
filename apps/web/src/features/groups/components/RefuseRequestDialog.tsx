import { GROUP_REASON_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A manager's refusal of a membership request (issue 33 item 3: "refused with a reason"): the
 * reason (required, ≤ 500 characters) the person reads, then `onRefuse(reason)`. `error` is
 * the server's message on the reason.
 */
export function RefuseRequestDialog({
  name,
  loading,
  error,
  onRefuse,
  onClose,
}: {
  /** The person asking, null while the dialog is closed. */
  name: string | null;
  loading: boolean;
  error: string | undefined;
  onRefuse: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <Modal
      opened={name !== null}
      onClose={close}
      title={t('groups_request_refuse_title', { name: name ?? '' })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) {
            setMissing(true);
            return;
          }
          onRefuse(reason.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('groups_request_refuse_reason')}
            description={t('groups_request_refuse_hint')}
            required
            autosize
            minRows={3}
            maxLength={GROUP_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('groups_request_refuse_required') : error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {t('groups_request_refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
