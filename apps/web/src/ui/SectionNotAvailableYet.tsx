import { Group, Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A tab or section, already titled, whose feature arrives in a later issue. */
export function SectionNotAvailableYet() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="section-not-available">
      <Group gap="sm" justify="center">
        <IconTools aria-hidden="true" size={28} stroke={1.5} />
        <Text size="lg">{t('not_available_yet')}</Text>
      </Group>
    </Paper>
  );
}
