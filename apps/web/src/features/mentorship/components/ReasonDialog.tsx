import { MENTORSHIP_REFUSAL_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Refusing a mentorship request with its reason (issue 33 item 3 "Refused 9 (with reason)"),
 * by the mentor or by a mentorship validator: the reason is required (what the domain's
 * reasonRequired says) and at most MENTORSHIP_REFUSAL_MAX characters; `onConfirm` gets it
 * trimmed. The member asking reads it in their mentorships.
 */
export function ReasonDialog({
  opened,
  title,
  intro,
  loading,
  error,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  intro: string;
  loading: boolean;
  /** The server's refusal of the reason, if any. */
  error?: string | undefined;
  onConfirm: (reason: string) => void;
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
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = reason.trim();
          if (!text) {
            setMissing(true);
            return;
          }
          onConfirm(text);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{intro}</Text>
          <Textarea
            label={t('mentorship_refuse_reason')}
            required
            autosize
            minRows={3}
            maxLength={MENTORSHIP_REFUSAL_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? t('mentorship_refuse_reason_required') : error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              loading={loading}
              leftSection={<IconX aria-hidden="true" size={16} />}
            >
              {t('mentorship_refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
