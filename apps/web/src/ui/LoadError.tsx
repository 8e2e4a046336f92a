import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * What a list or panel shows when its query failed: the message, announced as an alert, and a
 * button that tries again. `inline` puts both on one line with a small button, for a card.
 */
export function LoadError({ onRetry, inline = false }: { onRetry: () => void; inline?: boolean }) {
  const { t } = useTranslation();
  const message = <Text role="alert">{t('error_base_message')}</Text>;
  if (inline) {
    return (
      <Group>
        {message}
        <Button variant="default" size="xs" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Stack align="flex-start">
      {message}
      <Button variant="default" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
