import { Container, Paper, Text, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Stand-in for a page whose feature arrives in a later issue: its title and a short notice.
 * `inCard` is for pages already inside a card under a heading (the auth layout).
 */
export function NotAvailableYet({ title, inCard = false }: { title: string; inCard?: boolean }) {
  const { t } = useTranslation();
  const body = (
    <>
      <IconTools aria-hidden="true" size={inCard ? 32 : 40} stroke={1.5} />
      <Title order={inCard ? 2 : 1} size={inCard ? 'h3' : undefined} mt="sm">
        {title}
      </Title>
      <Text mt="sm" size="lg">
        {t('not_available_yet')}
      </Text>
    </>
  );
  if (inCard) return <div style={{ textAlign: 'center' }}>{body}</div>;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="xl" radius="md">
        {body}
      </Paper>
    </Container>
  );
}
