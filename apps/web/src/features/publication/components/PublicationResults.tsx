import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import type { PagedQuery } from '../../../ui/pagination/usePagedQuery.ts';

/**
 * A publishing list's results: a loader, or a retry on error; then the count (`countText`,
 * a live status with test id `countTestId`), the items as cards (`card`) in a 1–3 column list,
 * or `children` instead where the page shows them otherwise (the events' calendar), and the
 * page numbers, which scroll back to the top.
 */
export function PublicationResults<Item extends { id: number }>({
  paged: { query, pagination },
  countText,
  countTestId,
  card,
  children,
}: {
  paged: PagedQuery<Item>;
  countText: (count: number) => string;
  countTestId: string;
  card: (item: Item) => ReactNode;
  /** Shown instead of the cards, given the page's items. */
  children?: (results: Item[]) => ReactNode;
}) {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <LoadError inline onRetry={() => void query.refetch()} />;
  const { results, count } = query.data;
  return (
    <Stack gap="md">
      <Text role="status" size="sm" data-testid={countTestId}>
        {countText(count)}
      </Text>
      {children
        ? children(results)
        : results.length > 0 && (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {results.map((item) => (
                <li key={item.id}>{card(item)}</li>
              ))}
            </SimpleGrid>
          )}
      <ListPagination
        count={count}
        page={pagination.page}
        pageSize={pagination.pageSize}
        onChange={(page) => {
          pagination.setPage(page);
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
