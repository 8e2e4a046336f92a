import { type BulkOperation, bulkProgressPercent, fullName } from '@alumni/domain';
import { Alert, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/useFormat.ts';
import { exportFileUrl } from '../actionsApi.ts';
import { bulkOperationsKey } from '../api.ts';
import { useBulkOperation } from '../hooks/useBulkOperation.ts';

/**
 * The progress of a bulk operation (spec 1 §4 "Bulk progress: pending, running, completed,
 * failure"; issue 34 item 1): a progress bar fetched again every second while it runs, then
 * the members not reached and why (spec 2 §8 "bulk failures listing users who could not be
 * modified"), or the failure's sentence. The page finds a running operation again after a
 * reload (useTrackedBulkOperation).
 */
export function BulkProgressPanel({ id, onDismiss }: { id: number; onDismiss: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useBulkOperation(id);
  const queryClient = useQueryClient();
  const op = query.data;
  const format = useFormat();
  const finished = op?.status === 'completed' || op?.status === 'failure';
  // The list (and what a reload finds) follows once the operation is over.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: bulkOperationsKey, exact: true });
  }, [finished, queryClient]);
  if (!op) return null;
  const percent = bulkProgressPercent(op);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={2} size="h4" id={headingId}>
            {t(`bulk_kind_${op.kind}`)}
          </Title>
          {finished && (
            <Button variant="default" size="xs" onClick={onDismiss}>
              {t('bulk_dismiss')}
            </Button>
          )}
        </Group>
        {/* The section is the progressbar (role, value): its name and spoken value go there. */}
        <Progress.Root size="lg" transitionDuration={200}>
          <Progress.Section
            value={percent}
            animated={op.status === 'running'}
            color={op.status === 'failure' ? 'red' : undefined}
            aria-label={t('bulk_progress_label')}
            aria-valuetext={t('bulk_progress_value', { percent })}
          />
        </Progress.Root>
        <Text size="sm" role="status" data-testid="bulk-status">
          {t(`bulk_status_${op.status}`, {
            processed: op.processed,
            total: op.total,
            done: op.done,
            notReached: op.not_reached_count,
          })}
        </Text>
        {op.status === 'failure' && op.error && <Alert color="red">{op.error}</Alert>}
        {op.file_expires_at && (
          <Group gap="sm">
            <Button
              component="a"
              href={exportFileUrl(op.id)}
              download
              leftSection={<IconDownload aria-hidden="true" size={16} />}
              data-testid="bulk-download"
            >
              {t('bulk_download')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('bulk_download_until', { date: format.dateTime(op.file_expires_at) })}
            </Text>
          </Group>
        )}
        {finished && op.not_reached.length > 0 && <NotReached op={op} />}
      </Stack>
    </Paper>
  );
}

/** The members not reached, with why. */
function NotReached({ op }: { op: BulkOperation }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing="xs" data-testid="bulk-not-reached">
        <Table.Caption>
          {t('bulk_not_reached_caption', { count: op.not_reached_count })}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bulk_col_member')}</Table.Th>
            <Table.Th scope="col">{t('bulk_col_reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {op.not_reached.map((item) => (
            <Table.Tr key={item.user.id}>
              <Table.Td>{fullName(item.user)}</Table.Td>
              <Table.Td>{t(`bulk_reason_${item.reason}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
