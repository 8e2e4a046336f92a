import { GROUP_CATEGORIES, GROUP_LIST_FILTERS, localizePath } from '@alumni/domain';
import { Button, Container, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUsersPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ErrorPage } from '../../errors/index.ts';
import { PublicationFilter, PublicationResults } from '../../publication/index.ts';
import { GroupCard } from '../components/GroupCard.tsx';
import {
  canCreateGroups,
  categoryLabel,
  parseGroupCategory,
  parseGroupFilter,
} from '../groupRules.ts';
import { useGroups } from '../hooks/useGroups.ts';
import { COUNT_KEYS, FILTER_KEYS } from '../labels.ts';

/**
 * `/groups` (spec 1 §2 Groups "list (all, mine, pending)"; issue 33 item 1): the school's
 * groups as cards with their thumbnail, filtered by all, mine (the viewer's groups,
 * invitations and requests, and those they created) or pending (their groups awaiting
 * validation; every one for Club validators and admins), searched by title and by category,
 * with "Create a group". Filter, search, category and page live in the address.
 */
export default function GroupsListPage() {
  const { t } = useTranslation();
  const school = useSchool();
  const { locale } = useRouteLocale();
  const { user, loading } = useViewer();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filter = parseGroupFilter(searchParams.get('filter'));
  const category = parseGroupCategory(searchParams.get('category'));
  const [search, setSearch] = useState(searchParams.get('q') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const trimmed = debounced.trim();
  const paged = useGroups({ filter, q: trimmed, category });

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // The search follows the address once typing pauses.
  useEffect(() => {
    if ((searchParams.get('q') ?? '') === trimmed) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (trimmed) next.set('q', trimmed);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
  }, [trimmed, searchParams, setSearchParams]);

  if (loading) return <PageLoader />;
  if (!canCreateGroups(user, school)) {
    return <ErrorPage status={403} message={t('error_forbidden')} />;
  }
  const filterOptions = GROUP_LIST_FILTERS.map((value) => ({
    value,
    label: t(FILTER_KEYS[value]),
  }));

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" wrap="wrap">
          <Title order={1}>{t('groups_title')}</Title>
          <Button
            component={Link}
            to={localizePath('/groups/create', locale)}
            leftSection={<IconUsersPlus aria-hidden="true" size={18} />}
          >
            {t('groups_create')}
          </Button>
        </Group>
        <Group align="flex-end" gap="md" wrap="wrap">
          <PublicationFilter
            id="groups-filter-label"
            label={t('groups_filter')}
            options={filterOptions}
            value={filter}
            onChange={(value) => setParam('filter', value && value !== 'all' ? value : null)}
          />
          <TextInput
            type="search"
            label={t('groups_search')}
            placeholder={t('groups_search_placeholder')}
            leftSection={<IconSearch aria-hidden="true" size={16} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 260 }}
          />
          <Select
            label={t('groups_field_category')}
            placeholder={t('groups_category_any')}
            data={GROUP_CATEGORIES.map((value) => ({
              value,
              label: categoryLabel(value, locale),
            }))}
            value={category || null}
            onChange={(value) => setParam('category', value)}
            clearable
            clearButtonProps={{ 'aria-label': t('groups_category_clear') }}
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
        <PublicationResults
          paged={paged}
          countText={(count) => t(COUNT_KEYS[filter], { count })}
          countTestId="groups-count"
          card={(group) => <GroupCard group={group} />}
        />
      </Stack>
    </Container>
  );
}
