import type { MentorStatsRow } from '@alumni/domain';
import { fullName, MENTOR_REQUEST_EXPIRY_DAYS } from '@alumni/domain';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import { mentorStatsExportUrl } from '../api.ts';
import { useMentorStats } from '../hooks/useMentorStats.ts';

/** The school asked in the address (`?school=`), undefined for every school. */
function schoolOf(params: URLSearchParams): number | undefined {
  const text = params.get('school') ?? '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;
}

/**
 * Super-administration → Mentor stats (spec 1 §2 tabs; spec 2 §6 "Super admins … see mentor
 * stats"; issue 33 item 5 "mentor statistics for super users (requests, accepted, response
 * time)"): per mentor and school, the requests that reached them, accepted, refused and timed
 * out, and the median time they took to answer; of every school or one (the school of this
 * address, or any listed), in the address; the same lines download as CSV.
 */
export function MentorStatsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const format = useFormat();
  const current = useSchool();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const schoolId = schoolOf(searchParams);
  const { query, pagination } = useMentorStats(schoolId);
  const rows = query.data?.results ?? [];
  // The schools offered: this address's, the one asked, and those the lines name.
  const schools = useMemo(() => {
    const named = new Map<number, string>([[current.id, current.name]]);
    for (const row of rows) named.set(row.school.id, row.school.name);
    return [...named].map(([id, name]) => ({ value: String(id), label: name }));
  }, [current.id, current.name, rows]);
  const choose = (value: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.delete('page');
        if (value) next.set('school', value);
        else next.delete('school');
        return next;
      },
      { replace: true },
    );
  const hours = (row: MentorStatsRow) =>
    row.median_response_hours === null
      ? '–'
      : t('mentorship_stats_hours', {
          hours: format.number(Math.round(row.median_response_hours * 10) / 10),
        });

  let body: ReactNode;
  if (query.isPending) body = <PageLoader />;
  else if (query.isError) body = <LoadError inline onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) {
    body = <Text data-testid="mentor-stats-empty">{t('mentorship_stats_none')}</Text>;
  } else {
    body = (
      <Table.ScrollContainer minWidth={820}>
        <Table verticalSpacing="xs" data-testid="mentor-stats">
          <Table.Caption>
            {t('mentorship_stats_caption', { count: query.data.count })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('mentorship_stats_school')}</Table.Th>
              <Table.Th scope="col">{t('mentorship_stats_mentor')}</Table.Th>
              {(['requests', 'accepted', 'refused', 'timed_out', 'median'] as const).map((key) => (
                <Table.Th key={key} scope="col" ta="right">
                  {t(`mentorship_stats_${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.school.id}-${row.mentor.id}`} data-testid="mentor-stats-row">
                <Table.Td>{row.school.name}</Table.Td>
                <Table.Th scope="row" fw={400}>
                  <Text size="sm" fw={600}>
                    {fullName(row.mentor)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.mentor.email}
                  </Text>
                </Table.Th>
                <Table.Td ta="right">{format.number(row.requests)}</Table.Td>
                <Table.Td ta="right">{format.number(row.accepted)}</Table.Td>
                <Table.Td ta="right">{format.number(row.refused)}</Table.Td>
                <Table.Td ta="right">{format.number(row.timed_out)}</Table.Td>
                <Table.Td ta="right">{hours(row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" maw={760}>
        {t('mentorship_stats_intro', { days: MENTOR_REQUEST_EXPIRY_DAYS })}
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('mentorship_stats_school')}
          placeholder={t('mentorship_stats_all_schools')}
          data={schools}
          value={schoolId === undefined ? null : String(schoolId)}
          onChange={choose}
          clearable
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          component="a"
          href={mentorStatsExportUrl(schoolId, locale)}
          download
          variant="default"
          leftSection={<IconDownload aria-hidden="true" size={18} />}
        >
          {t('mentorship_stats_export')}
        </Button>
      </Group>
      {body}
      {query.data && (
        <ListPagination
          count={query.data.count}
          page={pagination.page}
          pageSize={pagination.pageSize}
          onChange={pagination.setPage}
        />
      )}
    </Stack>
  );
}
