import { EVENT_DOCUMENT_TITLE_MAX, EVENT_DOCUMENTS_MAX } from '@alumni/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { eventsKey } from '../api.ts';
import {
  fetchRequiredDocuments,
  requiredDocumentsKey,
  saveRequiredDocuments,
} from '../documentsApi.ts';

interface Row {
  id?: number;
  key: string;
  title: string;
}
let rowKeys = 0;
const rowOf = (doc: { id?: number; title: string }): Row => {
  rowKeys += 1;
  return { ...doc, key: `doc-${rowKeys}` };
};

/**
 * The documents an event requires from its registrants (issue 14 item 5 "an event may
 * require documents from registrants (title, file)"), for its organisers: titles to add,
 * change or remove, saved at once (registrations already seated become pending or confirmed
 * by their documents, on the server).
 */
export function RequiredDocumentsEditor({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = requiredDocumentsKey(eventId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchRequiredDocuments(eventId, signal),
    retry: retryUnlessClientError,
  });
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    if (query.data) setRows(query.data.map(rowOf));
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      saveRequiredDocuments(
        eventId,
        rows
          .filter((row) => row.title.trim() !== '')
          .map((row) => ({ ...(row.id ? { id: row.id } : {}), title: row.title.trim() })),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      void queryClient.invalidateQueries({ queryKey: eventsKey });
      notifySuccess(t('events_docs_saved'));
    },
    onError: (error) => notifyError(error),
  });
  const change = (rowKey: string, title: string) =>
    setRows((current) => current.map((row) => (row.key === rowKey ? { ...row, title } : row)));
  return (
    <SectionCard id="required-documents-title" title={t('events_docs_required')} order={2}>
      <Stack gap="sm" data-testid="required-documents">
        <Text size="sm">{t('events_docs_required_hint')}</Text>
        {rows.map((row, index) => (
          <Group key={row.key} align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={t('events_docs_required_title', { n: index + 1 })}
              value={row.title}
              maxLength={EVENT_DOCUMENT_TITLE_MAX}
              onChange={(event) => change(row.key, event.currentTarget.value)}
              style={{ flexGrow: 1 }}
            />
            <Button
              variant="subtle"
              color="red.8"
              onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              aria-label={t('events_docs_required_remove', { n: index + 1 })}
            >
              <IconTrash aria-hidden="true" size={16} />
            </Button>
          </Group>
        ))}
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            disabled={rows.length >= EVENT_DOCUMENTS_MAX}
            onClick={() => setRows((current) => [...current, rowOf({ title: '' })])}
          >
            {t('events_docs_required_add')}
          </Button>
          <Button onClick={() => save.mutate()} loading={save.isPending} disabled={!query.data}>
            {t('events_docs_required_save')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
