import { Button, EmptyState, Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError.ts';

/** No member matches: says so, with a way back to the whole directory when filters apply. */
export function DirectoryEmpty({ onReset }: { onReset?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      data-testid="directory-empty"
      icon={<IconUsersGroup aria-hidden="true" size={40} stroke={1.5} />}
      withIndicatorBackground
      title={t('directory_empty_title')}
      description={onReset ? t('directory_empty_filtered') : t('directory_empty_text')}
      py="xl"
    >
      {onReset && (
        <EmptyState.Actions>
          <Button variant="default" onClick={onReset}>
            {t('directory_empty_reset')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

/** The directory could not be read: not allowed (403), or an error to retry. */
export function DirectoryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const forbidden = isApiError(error) && error.status === 403;
  return (
    <Stack align="flex-start" gap="sm" py="lg">
      <Text role="alert">{forbidden ? t('directory_forbidden') : t('error_base_message')}</Text>
      {!forbidden && (
        <Button variant="default" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </Stack>
  );
}
