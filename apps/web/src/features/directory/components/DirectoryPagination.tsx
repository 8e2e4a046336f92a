import { DIRECTORY_PAGE_SIZE } from '@alumni/domain';
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_KEYS = {
  first: 'pagination_first',
  previous: 'pagination_previous',
  next: 'pagination_next',
  last: 'pagination_last',
} as const;

/** Server-side pages of the directory (DIRECTORY_PAGE_SIZE members each), in a labelled nav. */
export function DirectoryPagination({
  count,
  page,
  onChange,
  pageSize = DIRECTORY_PAGE_SIZE,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
  pageSize?: number;
}) {
  const { t } = useTranslation();
  const total = Math.max(1, Math.ceil(count / pageSize));
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
