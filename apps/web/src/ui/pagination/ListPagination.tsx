import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount } from './paging.ts';

const CONTROL_KEYS = {
  first: 'pagination_first',
  previous: 'pagination_previous',
  next: 'pagination_next',
  last: 'pagination_last',
} as const;

/**
 * Page links of a page-numbered list, in a labelled nav with named controls (fr/en); nothing
 * when everything fits on one page.
 */
export function ListPagination({
  count,
  page,
  pageSize,
  onChange,
}: {
  count: number;
  page: number;
  pageSize: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const total = pageCount(count, pageSize);
  if (total <= 1) return null;
  return (
    <Group component="nav" aria-label={t('pagination_label')} justify="center" mt="lg">
      <Pagination
        total={total}
        value={Math.min(page, total)}
        onChange={onChange}
        withEdges
        getItemProps={(item) => ({
          'aria-label': t('pagination_page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_KEYS[control]) })}
      />
    </Group>
  );
}
