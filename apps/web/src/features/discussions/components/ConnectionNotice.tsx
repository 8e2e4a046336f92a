import { Group, Loader, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatSocketSnapshot } from '../chatSocket.ts';

/**
 * The messaging service's state where it matters (spec 2 §8 Messaging): "Connecting to the
 * messaging service..." once a connection takes longer than 3 s, "Unable to connect to the
 * messaging service: {error}" after a failure; nothing while connected. Sending still works
 * meanwhile (over REST); what arrives shows when the connection is back.
 */
export function ConnectionNotice({ socket }: { socket: ChatSocketSnapshot }) {
  const { t } = useTranslation();
  if (socket.status === 'failed') {
    const error =
      socket.error === 'offline'
        ? t('discussions_socket_error_offline')
        : t('discussions_socket_error_closed', { code: socket.error ?? '' });
    return (
      <Group gap="xs" px="sm" py={6} bg="orange.0" wrap="nowrap" role="status">
        <IconPlugConnectedX aria-hidden="true" size={18} color="var(--mantine-color-orange-9)" />
        <Text size="xs" c="orange.9">
          {t('discussions_socket_failed', { error })}
        </Text>
      </Group>
    );
  }
  if (socket.status === 'connecting' && socket.slow) {
    return (
      <Group gap="xs" px="sm" py={6} wrap="nowrap" role="status">
        <Loader size={14} aria-hidden="true" />
        <Text size="xs" c="dimmed">
          {t('discussions_socket_connecting')}
        </Text>
      </Group>
    );
  }
  return null;
}
