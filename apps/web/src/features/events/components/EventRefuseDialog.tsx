import { EVENT_REFUSAL_REASON_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Refusing an event (spec 1 §4: the author reads the reason, fixes and resubmits): a dialog
 * asking for the reason, required, before the refusal is sent. `error` is the server's
 * message on the reason, if any.
 */
export function EventRefuseDialog({
  title,
  opened,
  loading,
  error,
  onRefuse,
  onClose,
}: {
  /** The refused event's title, named in the dialog. */
  title: string;
  opened: boolean;
  loading: boolean;
  error?: string;
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
      opened={opened}
      onClose={close}
      title={t('events_refuse_title', { title })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setMissing(true);
            return;
          }
          onRefuse(reason.trim());
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('events_refuse_reason')}
            description={t('events_refuse_reason_hint')}
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={EVENT_REFUSAL_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('events_refuse_reason_required') : error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {t('events_refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
