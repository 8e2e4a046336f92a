import { DIRECTORY_PAGE_SIZE } from '@alumni/domain';
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './MemberCard.module.css';

/**
 * Placeholder cards while the first page loads, announced once as loading: a page's worth by
 * default, each of a card's own height (MemberCard.module.css), so that the page does not
 * move when the members replace them.
 */
export function MemberGridSkeleton({ count = DIRECTORY_PAGE_SIZE }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" data-testid="directory-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Paper key={i} withBorder radius="md" p="md" className={classes.placeholder}>
            <Stack align="center" gap="sm">
              <Skeleton height={64} circle />
              <Skeleton height={16} width="70%" />
              <Skeleton height={12} width="40%" />
              <Skeleton height={12} width="60%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
