import type { MessageCounts } from '@alumni/domain';
import { Button, Grid, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useLatestSearchParams } from '../../../shared/useLatestSearchParams.ts';
import { DateField } from '../../../ui/form/DateField.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { useMessageStats } from '../hooks/useMessageStats.ts';
import {
  dayText,
  MESSAGE_STATS_MAX_DAYS,
  messageStatsExportUrl,
  messageStatsLines,
  messageStatsPeriodError,
  readMessageStatsFilters,
  withMessageStatsFilters,
  withoutMessageStatsFilters,
} from '../messageStatsRules.ts';

/** The three counts of a line, right-aligned, in the page's number format. */
function CountCells({ counts }: { counts: MessageCounts }) {
  const format = useFormat();
  return (
    <>
      <Table.Td ta="right">{format.number(counts.messages)}</Table.Td>
      <Table.Td ta="right">{format.number(counts.active_conversations)}</Table.Td>
      <Table.Td ta="right">{format.number(counts.senders)}</Table.Td>
    </>
  );
}

/**
 * Super-administration → Message stats (spec 1 §2; issue 32 item 6 "message statistics for
 * super users (counts per school and day, no content)"): per school and day, the messages
 * sent, the conversations they were sent in and their distinct senders; each school's total
 * and every school's over the period (distinct over the period, not sums of days). The period
 * (the last 30 days unless chosen, at most 366) lives in the address; the same lines download
 * as CSV. Days are each school's own, in its time zone, as the server counts them.
 */
export function MessageStatsPanel() {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const filters = useMemo(() => readMessageStatsFilters(searchParams), [searchParams]);
  const error = messageStatsPeriodError(filters);
  const stats = useMessageStats(filters, error === null);
  const change = (patch: { from?: string; to?: string }) =>
    setSearchParams((current) => withMessageStatsFilters(current, patch), { replace: true });
  const reset = () =>
    setSearchParams((current) => withoutMessageStatsFilters(current), { replace: true });
  const lines = useMemo(() => (stats.data ? messageStatsLines(stats.data) : []), [stats.data]);

  const filterBar = (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 6, sm: 4, lg: 3 }}>
        <DateField
          label={t('superadmin_message_stats_from')}
          value={filters.from ?? ''}
          onChange={(from) => change({ from })}
          error={
            error === 'tooLong'
              ? t('superadmin_message_stats_too_long', { max: MESSAGE_STATS_MAX_DAYS })
              : undefined
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 4, lg: 3 }}>
        <DateField
          label={t('superadmin_message_stats_to')}
          value={filters.to ?? ''}
          onChange={(to) => change({ to })}
          error={error === 'reversed' ? t('superadmin_message_stats_reversed') : undefined}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4, lg: 6 }}>
        <Group gap="sm" justify="flex-end">
          <Button
            variant="default"
            leftSection={<IconFilterOff aria-hidden="true" size={16} />}
            onClick={reset}
            disabled={!filters.from && !filters.to}
          >
            {t('superadmin_message_stats_reset')}
          </Button>
          <Button
            component="a"
            href={messageStatsExportUrl(filters, locale)}
            download
            variant="default"
            leftSection={<IconDownload aria-hidden="true" size={18} />}
            data-disabled={error !== null || undefined}
            onClick={(event) => {
              if (error !== null) event.preventDefault();
            }}
          >
            {t('superadmin_message_stats_export')}
          </Button>
        </Group>
      </Grid.Col>
    </Grid>
  );

  let body: ReactNode = null;
  if (error !== null) body = null;
  else if (stats.isPending) body = <PageLoader />;
  else if (stats.isError) body = <LoadError inline onRetry={() => void stats.refetch()} />;
  else if (lines.length === 0) {
    body = <Text data-testid="message-stats-empty">{t('superadmin_message_stats_none')}</Text>;
  } else {
    const { from, to, totals } = stats.data;
    body = (
      <Table.ScrollContainer minWidth={680}>
        <Table verticalSpacing="xs" data-testid="message-stats">
          <Table.Caption>
            {t('superadmin_message_stats_caption', {
              from: dayText(from, locale),
              to: dayText(to, locale),
            })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('superadmin_message_stats_school')}</Table.Th>
              <Table.Th scope="col">{t('superadmin_message_stats_day')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('superadmin_message_stats_messages')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('superadmin_message_stats_conversations')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('superadmin_message_stats_senders')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) =>
              line.kind === 'day' ? (
                <Table.Tr key={line.key} data-testid="message-stats-day">
                  <Table.Td>{line.school}</Table.Td>
                  <Table.Th scope="row" fw={400}>
                    <time dateTime={line.day}>{dayText(line.day, locale)}</time>
                  </Table.Th>
                  <CountCells counts={line} />
                </Table.Tr>
              ) : (
                <Table.Tr key={line.key} fw={700} bg="var(--mantine-color-gray-0)">
                  <Table.Th scope="row" colSpan={2}>
                    {t('superadmin_message_stats_school_total', { school: line.school })}
                  </Table.Th>
                  <CountCells counts={line} />
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700} data-testid="message-stats-total">
              <Table.Th scope="row" colSpan={2}>
                {t('superadmin_message_stats_total')}
              </Table.Th>
              <CountCells counts={totals} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" maw={760}>
        {t('superadmin_message_stats_intro')}
      </Text>
      {filterBar}
      {body}
    </Stack>
  );
}
