import type { DirectoryType } from '@alumni/domain';
import { advancedFiltersOpenAfterSwitch, localizePath } from '@alumni/domain';
import { Box, Button, Collapse, Container, Group, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconChevronDown, IconUserPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { BulkProgressPanel, useTrackedBulkOperation } from '../../bulkOperations/index.ts';
import { ADMIN_COLUMNS } from '../adminColumns.ts';
import { AdminMemberTable } from '../components/AdminMemberTable.tsx';
import { AdminSelectionBar } from '../components/AdminSelectionBar.tsx';
import { AdvancedFilters } from '../components/AdvancedFilters.tsx';
import { ColumnChooser } from '../components/ColumnChooser.tsx';
import { DirectoryCount } from '../components/DirectoryCount.tsx';
import { DirectoryEmpty, DirectoryError } from '../components/DirectoryResultsState.tsx';
import { DirectorySearch } from '../components/DirectorySearch.tsx';
import { MemberGrid } from '../components/MemberGrid.tsx';
import { MemberGridSkeleton } from '../components/MemberGridSkeleton.tsx';
import { MemberStatusFilter } from '../components/MemberStatusFilter.tsx';
import { MembersMapSection } from '../components/MembersMapSection.tsx';
import { MoreMembers } from '../components/MoreMembers.tsx';
import { ViewSwitch } from '../components/ViewSwitch.tsx';
import type { AdvancedFilter, DirectoryParams } from '../directoryParams.ts';
import { activeFilterCount, shownCount } from '../directoryParams.ts';
import { useAdminColumns } from '../hooks/useAdminColumns.ts';
import { useAdminSelection } from '../hooks/useAdminSelection.ts';
import { useDirectory } from '../hooks/useDirectory.ts';
import { useDirectoryMap } from '../hooks/useDirectoryMap.ts';
import { useDirectoryParams } from '../hooks/useDirectoryParams.ts';
import { hasCampusFilter, offeredDirectoryTypes, shownDirectoryType } from '../members.ts';

/**
 * `/directory` (spec 1 §2 Directory, spec 2 §5): the members of the school as a grid of cards,
 * the admin list (school admins: every member, filtered by status) or a map, with the name
 * search and the advanced filters.
 * The view and the filters are in the address; switching to grid or map closes the advanced
 * filters. The list grows page by page with "show more" (keyset cursors, issue 16 part 3), and
 * every part of it keeps its size while it loads (skeleton cards of the cards' own height, a
 * reserved place for the count), so that nothing shifts when members arrive.
 */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { isAdmin } = useViewer();
  const { locale } = useRouteLocale();
  const [params, change] = useDirectoryParams();
  const offered = offeredDirectoryTypes(school, isAdmin);
  const type = shownDirectoryType(params.type, offered);
  const shown: DirectoryParams = { ...params, type };
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(params) > 0);
  const [columns, setColumns] = useAdminColumns();
  const filtersId = useId();

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
  const resetFilters = () =>
    change({
      search: '',
      degrees: [],
      roles: [],
      campus: [],
      graduation_year: [],
      badge: [],
      status: null,
    });

  const count =
    type === 'map'
      ? map.data
        ? { count: map.data.count, exact: true }
        : null
      : shownCount(list.data?.pages[0]);
  const entries = list.data?.pages.flatMap((page) => page.results) ?? [];
  // The admin list's selection and the bulk operation it started (issue 34 item 1).
  const selection = useAdminSelection(shown, count?.count ?? null);
  const bulk = useTrackedBulkOperation(isAdmin && type === 'list');

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
            selected={selection.selected}
            onSelect={selection.select}
          />
        ) : (
          <MemberGrid entries={entries} label={t('directory_results')} />
        )}
        {list.hasNextPage && (
          <MoreMembers
            shown={entries.length}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
          />
        )}
      </Box>
    );
  }

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="md">
          <Title order={1}>{t('page_title_directory')}</Title>
          <Group gap="sm">
            {isAdmin && (
              <Button
                component={Link}
                to={localizePath('/settings?tab=registrations&add=1', locale)}
                variant="default"
                leftSection={<IconUserPlus aria-hidden="true" size={18} />}
              >
                {t('registrations_directory_add')}
              </Button>
            )}
            <ViewSwitch value={type} offered={offered} onChange={onType} />
          </Group>
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
            <Title order={2} size="h4" id="directory-results-heading">
              {t('directory_results')}
            </Title>
            <Group gap="sm">
              <DirectoryCount value={count} />
              {type === 'list' && (
                <ColumnChooser available={availableColumns} value={columns} onChange={setColumns} />
              )}
            </Group>
          </Group>
          {type === 'list' && (
            <AdminSelectionBar
              selection={selection.selection}
              columns={columns}
              selectedCount={selection.count}
              matching={count?.count ?? null}
              allChosen={selection.selected === 'all'}
              onSelectAll={selection.selectAll}
              onClear={selection.clear}
              onStarted={(op) => {
                selection.clear();
                bulk.track(op.id);
              }}
            />
          )}
          {type === 'list' && bulk.id !== null && (
            <BulkProgressPanel id={bulk.id} onDismiss={bulk.dismiss} />
          )}
          {results}
        </Stack>
      </Stack>
    </Container>
  );
}
