import type { Degree } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { degreeMatches } from '../degreeSearch.ts';
import { createDegree, deleteDegree, updateDegree } from '../degreesApi.ts';
import { DegreeForm } from './DegreeForm.tsx';
import { RowActions } from './RowActions.tsx';

/** Degrees shown per page. */
const DEGREES_PAGE_SIZE = 50;

/** The school's details fetched again: the list below and every degree picker read them. */
function useDegreesChanged() {
  const queryClient = useQueryClient();
  const school = useSchool();
  return () => queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
}

/**
 * School settings → Degrees (issue 12 item 8 "the degree list is visible and searchable";
 * spec 1 §3 Degree, §5 Degrees): the school's degrees with their subsection (filière),
 * section (composante) and members, searched by any of their words without accents or case;
 * added, changed and deleted one at a time (deletion refused by the API while members hold
 * one), or many at once by a degree import (Imports section).
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
  const changed = useDegreesChanged();

  return (
    <Stack gap="md">
      <Text size="sm">
        {t('schoolsettings_degrees_intro')}{' '}
        <Anchor component={Link} to={`${localizePath('/settings/school', locale)}?section=imports`}>
          {t('schoolsettings_degrees_import_link')}
        </Anchor>
      </Text>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('schoolsettings_degrees_add_title')}
        </Title>
        <DegreeForm
          testId="degree-add-form"
          submitLabel={t('schoolsettings_degrees_add')}
          save={(body) => createDegree(school.id, body)}
          onSaved={() => {
            void changed();
            notifySuccess(t('schoolsettings_degrees_added'));
          }}
        />
      </Stack>
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
        <Table.ScrollContainer minWidth={720}>
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
                <Table.Th scope="col" ta="right">
                  {t('schoolsettings_campuses_actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((degree: Degree) => (
                <DegreeRow key={degree.id} schoolId={school.id} degree={degree} />
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

/** A degree's row: its facts and actions, or its form while it is changed. */
function DegreeRow({ schoolId, degree }: { schoolId: number; degree: Degree }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const changed = useDegreesChanged();
  const cell = (value: string | null) => value || '–';
  if (editing) {
    return (
      <Table.Tr data-testid="degree-row">
        <Table.Td colSpan={5}>
          <DegreeForm
            testId="degree-edit-form"
            initial={degree}
            submitLabel={t('schoolsettings_info_save')}
            save={(body) => updateDegree(schoolId, degree.id, body)}
            onSaved={() => {
              void changed();
              notifySuccess(t('schoolsettings_degrees_saved'));
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr data-testid="degree-row">
      <Table.Th scope="row" fw={600}>
        {degree.name}
      </Table.Th>
      <Table.Td>{cell(degree.subsection)}</Table.Td>
      <Table.Td>{cell(degree.section)}</Table.Td>
      <Table.Td ta="right">{degree.user_count}</Table.Td>
      <Table.Td>
        <RowActions
          editLabel={t('schoolsettings_degrees_edit')}
          editName={t('schoolsettings_degrees_edit_named', { name: degree.name })}
          deleteName={t('schoolsettings_campuses_delete_named', { name: degree.name })}
          deleteTitle={t('schoolsettings_degrees_delete_title', { name: degree.name })}
          onEdit={() => setEditing(true)}
          remove={() => deleteDegree(schoolId, degree.id)}
          removed={t('schoolsettings_degrees_deleted', { name: degree.name })}
          onRemoved={() => void changed()}
          inUse={
            degree.user_count > 0
              ? t('schoolsettings_degrees_in_use', { count: degree.user_count })
              : undefined
          }
        />
      </Table.Td>
    </Table.Tr>
  );
}
