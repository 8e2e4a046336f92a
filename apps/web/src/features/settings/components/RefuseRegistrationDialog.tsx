import { REFUSAL_REASON_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Refusing a registration (spec 1 §4 "Registrations wait for validation"): the validator may
 * write why (at most 500 characters); the reason is kept with the registration and written in
 * the e-mail the person receives. `error` is the server's message on the reason.
 */
export function RefuseRegistrationDialog({
  name,
  opened,
  loading,
  error,
  onRefuse,
  onClose,
}: {
  /** Whose registration is refused. */
  name: string;
  opened: boolean;
  loading: boolean;
  error?: string | undefined;
  onRefuse: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('registrations_refuse_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onRefuse(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('registrations_refuse_confirm', { name })}</Text>
          <Textarea
            label={t('registrations_refusal_reason')}
            description={t('registrations_refusal_reason_hint', { max: REFUSAL_REASON_MAX })}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={REFUSAL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={loading}>
              {t('registrations_refuse')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
