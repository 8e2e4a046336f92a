import type { Page } from '@alumni/domain';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A dashboard section's cards (latest news, upcoming events, latest job ads): `shown`
 * placeholders of `placeholderHeight` while `query` loads, the generic error, `empty` when
 * it lists nothing, else one card per item in a row of `shown`.
 */
export function DashboardCards<T extends { id: number }>({
  query,
  shown,
  placeholderHeight,
  empty,
  card,
}: {
  query: UseQueryResult<Page<T>>;
  shown: number;
  placeholderHeight: number;
  empty: string;
  card: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: shown }} spacing="sm" aria-hidden="true">
        {Array.from({ length: shown }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={i} height={placeholderHeight} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (query.isError) return <Text role="alert">{t('error_base_message')}</Text>;
  if (query.data.results.length === 0) return <Text>{empty}</Text>;
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, md: shown }}
      spacing="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {query.data.results.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </SimpleGrid>
  );
}
