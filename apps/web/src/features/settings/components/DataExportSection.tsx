import type { PersonalDataExport } from '@alumni/domain';
import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useFormat } from '../../../i18n/useFormat.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { exportsKey, fetchExports, postExport } from '../personalDataApi.ts';

/** How often the list is read again while an export is being built (ms). */
const POLL_MS = 3000;

/**
 * Settings → personal data → "Download my data" (issue 34 item 6): asks the ZIP of everything
 * the platform holds of the member (built in the background, announced in the bell and by
 * mail), then lists the recent exports with their link while it works (signed in only) and the
 * date it stops working.
 */
export function DataExportSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: exportsKey,
    queryFn: ({ signal }) => fetchExports(signal),
    refetchInterval: (q) =>
      q.state.data?.results.some((e) => e.status === 'pending') ? POLL_MS : false,
  });
  const ask = useMutation({
    mutationFn: postExport,
    onSuccess: () => {
      notifySuccess(t('personal_data_export_asked'));
      void queryClient.invalidateQueries({ queryKey: exportsKey });
    },
    onError: (error) => void notifyError(error),
  });
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const exports = query.data?.results ?? [];
  const pending = exports.some((e) => e.status === 'pending');
  const line = (e: PersonalDataExport) => {
    const asked = format.dateTime(e.created_at, 'short');
    if (e.status === 'ready' && e.download && e.expires_at) {
      return (
        <Group gap="xs">
          <Anchor href={e.download} download data-testid="personal-data-download">
            <Group gap={4} component="span">
              <IconDownload aria-hidden="true" size={16} />
              {t('personal_data_export_download', { date: asked })}
            </Group>
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('personal_data_export_expires', { date: format.date(e.expires_at, 'long') })}
          </Text>
        </Group>
      );
    }
    return <Text size="sm">{t(`personal_data_export_${e.status}`, { date: asked })}</Text>;
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Text>{t('personal_data_export_intro')}</Text>
      <Button
        leftSection={<IconFileZip aria-hidden="true" size={18} />}
        variant="outline"
        loading={ask.isPending}
        disabled={pending}
        onClick={() => ask.mutate()}
      >
        {t('personal_data_export_ask')}
      </Button>
      {exports.length > 0 && (
        <List spacing="xs" listStyleType="none" aria-label={t('personal_data_export_list')}>
          {exports.map((e) => (
            <List.Item key={e.id}>{line(e)}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
