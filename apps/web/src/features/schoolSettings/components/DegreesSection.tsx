import type { Degree } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { useRouteLocale } from '../../navigation/hooks/useRouteLocale.ts';
import { useSchool } from '../../school/hooks/useSchool.ts';
import { degreeMatches } from '../degreeSearch.ts';

/** Degrees shown per page. */
const DEGREES_PAGE_SIZE = 50;

/**
 * School settings → Degrees (issue 12 item 8 "the degree list is visible and searchable"):
 * the school's degrees with their subsection (filière), section (composante) and members,
 * searched by any of their words without accents or case. They are added and renamed by a
 * degree import (Imports section).
 */
export function DegreesSection() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const school = useSchool();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const sorted = useMemo(
    () => [...school.degrees].sort((a, b) => a.name.localeCompare(b.name, locale)),
    [school.degrees, locale],
  );
  const found = useMemo(() => sorted.filter((d) => degreeMatches(d, search)), [sorted, search]);
  const shown = found.slice((page - 1) * DEGREES_PAGE_SIZE, page * DEGREES_PAGE_SIZE);
  const cell = (value: string | null) => value || '–';

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('schoolsettings_degrees_intro')}{' '}
        <Anchor component={Link} to={`${localizePath('/settings/school', locale)}?section=imports`}>
          {t('schoolsettings_degrees_import_link')}
        </Anchor>
      </Text>
      <TextInput
        label={t('schoolsettings_degrees_search')}
        leftSection={<IconSearch aria-hidden="true" size={16} />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
        data-testid="degree-search"
      />
      <Text role="status" aria-live="polite" size="sm" fw={600} data-testid="degree-count">
        {t('schoolsettings_degrees_count', { count: found.length })}
      </Text>
      {found.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" data-testid="degree-list">
            <Table.Caption>{t('schoolsettings_degrees_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('term_degree')}</Table.Th>
                <Table.Th scope="col">{t('schoolsettings_degrees_subsection')}</Table.Th>
                <Table.Th scope="col">{t('schoolsettings_degrees_section')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('schoolsettings_degrees_members')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((degree: Degree) => (
                <Table.Tr key={degree.id} data-testid="degree-row">
                  <Table.Th scope="row" fw={600}>
                    {degree.name}
                  </Table.Th>
                  <Table.Td>{cell(degree.subsection)}</Table.Td>
                  <Table.Td>{cell(degree.section)}</Table.Td>
                  <Table.Td ta="right">{degree.user_count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPagination
        count={found.length}
        page={page}
        onChange={setPage}
        pageSize={DEGREES_PAGE_SIZE}
      />
    </Stack>
  );
}
