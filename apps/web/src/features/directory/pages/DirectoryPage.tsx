import type { DirectoryType } from '@alumni/domain';
import { advancedFiltersOpenAfterSwitch, DIRECTORY_PAGE_SIZE } from '@alumni/domain';
import { Box, Button, Collapse, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useViewer } from '../../auth/hooks/useViewer.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { ADMIN_COLUMNS } from '../adminColumns.ts';
import { AdminMemberTable } from '../components/AdminMemberTable.tsx';
import { AdvancedFilters } from '../components/AdvancedFilters.tsx';
import { ColumnChooser } from '../components/ColumnChooser.tsx';
import { DirectoryEmpty, DirectoryError } from '../components/DirectoryResultsState.tsx';
import { DirectorySearch } from '../components/DirectorySearch.tsx';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { MemberGridSkeleton } from '../components/MemberGridSkeleton.tsx';
import { MemberStatusFilter } from '../components/MemberStatusFilter.tsx';
import { MembersMapSection } from '../components/MembersMapSection.tsx';
import { ViewSwitch } from '../components/ViewSwitch.tsx';
import type { AdvancedFilter, DirectoryParams } from '../directoryParams.ts';
import { activeFilterCount } from '../directoryParams.ts';
import { useAdminColumns } from '../hooks/useAdminColumns.ts';
import { useDirectory } from '../hooks/useDirectory.ts';
import { useDirectoryMap } from '../hooks/useDirectoryMap.ts';
import { useDirectoryParams } from '../hooks/useDirectoryParams.ts';
import { hasCampusFilter, offeredDirectoryTypes, shownDirectoryType } from '../members.ts';

/**
 * `/directory` (spec 1 §2 Directory, spec 2 §5): the members of the school as a grid of cards,
 * the admin list (school admins: every member, filtered by status) or a map, with the name
 * search and the advanced filters.
 * The view, the filters and the page are in the address; switching to grid or map closes the
 * advanced filters.
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { isAdmin } = useViewer();
  const [params, change] = useDirectoryParams();
  const offered = offeredDirectoryTypes(school, isAdmin);
  const type = shownDirectoryType(params.type, offered);
  const shown: DirectoryParams = { ...params, type };
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(params) > 0);
  const [columns, setColumns] = useAdminColumns();
  const filtersId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const list = useDirectory(shown, type !== 'map');
  const map = useDirectoryMap(shown, type === 'map');
  const filterCount = activeFilterCount(params);
  const filtered =
    filterCount > 0 || params.search.trim() !== '' || (type === 'list' && params.status !== null);
  const availableColumns = ADMIN_COLUMNS.filter((c) => c !== 'campus' || hasCampusFilter(school));

  const onSearch = useCallback((search: string) => change({ search }, { replace: true }), [change]);
  const onFilters = (filters: Partial<Pick<DirectoryParams, AdvancedFilter>>) => change(filters);
  const onType = (next: DirectoryType) => {
    setFiltersOpen((open) => advancedFiltersOpenAfterSwitch(next, open));
    change({ type: next });
  };
  const onPage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0 });
    resultsHeading.current?.focus({ preventScroll: true });
  };
  const resetFilters = () =>
    change({ search: '', degrees: [], roles: [], campus: [], graduation_year: [], status: null });

  const count = type === 'map' ? map.data?.count : list.data?.count;
  const entries = list.data?.results ?? [];

  let results: ReactNode;
  if (type === 'map') {
    results = map.isError ? (
      <DirectoryError error={map.error} onRetry={() => void map.refetch()} />
    ) : (
      <MembersMapSection data={map.data} loading={map.isFetching} />
    );
  } else if (list.isPending) {
    results = <MemberGridSkeleton />;
  } else if (list.isError) {
    results = <DirectoryError error={list.error} onRetry={() => void list.refetch()} />;
  } else if (entries.length === 0) {
    results = <DirectoryEmpty onReset={filtered ? resetFilters : undefined} />;
  } else {
    results = (
      <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {type === 'list' ? (
          <AdminMemberTable
            entries={entries}
            columns={columns.filter((c) => availableColumns.includes(c))}
            caption={t('directory_list_caption')}
          />
        ) : (
          <MemberGrid entries={entries} label={t('directory_results')} />
        )}
        <ListPagination
          count={list.data?.count ?? 0}
          page={params.page}
          onChange={onPage}
          pageSize={DIRECTORY_PAGE_SIZE}
        />
      </Box>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="md">
          <Title order={1}>{t('page_title_directory')}</Title>
          <ViewSwitch value={type} offered={offered} onChange={onType} />
        </Group>

        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            <Box style={{ flex: '1 1 18rem' }}>
              <DirectorySearch value={params.search} onSearch={onSearch} />
            </Box>
            {type === 'list' && (
              <MemberStatusFilter value={params.status} onChange={(status) => change({ status })} />
            )}
            <Button
              variant={filtersOpen ? 'light' : 'default'}
              size="md"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              leftSection={<IconAdjustmentsHorizontal aria-hidden="true" size={18} />}
              rightSection={
                <IconChevronDown
                  aria-hidden="true"
                  size={16}
                  style={{ transform: filtersOpen ? 'rotate(180deg)' : undefined }}
                />
              }
            >
              {filterCount > 0
                ? t('directory_filters_button_count', { count: filterCount })
                : t('directory_filters_button')}
            </Button>
          </Group>
          <Collapse expanded={filtersOpen} keepMountedMode="display-none">
            <Box pt="md">
              <AdvancedFilters id={filtersId} params={params} onChange={onFilters} />
            </Box>
          </Collapse>
        </Paper>

        <Stack component="section" aria-labelledby="directory-results-heading" gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title
              order={2}
              size="h4"
              id="directory-results-heading"
              ref={resultsHeading}
              tabIndex={-1}
            >
              {t('directory_results')}
            </Title>
            <Group gap="sm">
              {count !== undefined && (
                <Text role="status" aria-live="polite" data-testid="directory-count" fw={600}>
                  {t('directory_count', { count })}
                </Text>
              )}
              {type === 'list' && (
                <ColumnChooser available={availableColumns} value={columns} onChange={setColumns} />
              )}
            </Group>
          </Group>
          {results}
        </Stack>
      </Stack>
    </Container>
  );
}
