import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Show more members" under the directory (issue 16 part 3): the next page comes after the
 * last member shown (keyset cursor) and is added below, so the members on screen stay where
 * they are. Says how many are shown.
 */
export function MoreMembers({
  shown,
  loading,
  onMore,
}: {
  shown: number;
  loading: boolean;
  onMore: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="md" mt="lg" data-testid="directory-more">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {t('directory_shown', { count: shown })}
      </Text>
      <Button variant="default" onClick={onMore} loading={loading}>
        {t('directory_load_more')}
      </Button>
    </Group>
  );
}
