import { GROUP_MESSAGE_MAX } from '@alumni/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Ask to join" (issue 33 item 3: a private group's request with an optional message): the
 * message (≤ 500 characters) the managers read with the request, then `onSend(message)`.
 */
export function RequestDialog({
  opened,
  title,
  loading,
  onSend,
  onClose,
}: {
  opened: boolean;
  /** The group's title. */
  title: string;
  loading: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('groups_request_title', { title })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSend(message.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('groups_request_text')}</Text>
          <Textarea
            label={t('groups_request_message')}
            description={t('form_characters', { count: message.length, max: GROUP_MESSAGE_MAX })}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={GROUP_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form_cancel')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('groups_request_send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
