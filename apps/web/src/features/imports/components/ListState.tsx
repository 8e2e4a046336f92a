import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/PageLoader.tsx';

/** Loading or failed state of a list; null when the list has data to show. */
export function ListState({
  pending,
  error,
  onRetry,
}: {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (pending) return <PageLoader />;
  if (!error) return null;
  return (
    <Stack align="flex-start" gap="sm">
      <Text role="alert">{t('error_base_message')}</Text>
      <Button variant="default" onClick={onRetry}>
        {t('retry')}
      </Button>
    </Stack>
  );
}
