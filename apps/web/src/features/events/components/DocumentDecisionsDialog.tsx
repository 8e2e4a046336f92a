import type { Participant } from '@alumni/domain';
import { EVENT_DOCUMENT_REASON_MAX } from '@alumni/domain';
import { Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { retryUnlessClientError } from '../../../api/retry.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { eventsKey } from '../api.ts';
import {
  decideRegistrationDocument,
  fetchRegistrationDocuments,
  registrationDocumentFileUrl,
  registrationDocumentsKey,
} from '../documentsApi.ts';
import { DOCUMENT_STATUS_KEYS } from './RegistrationDocuments.tsx';

/**
 * The organisers' decisions on a registration's documents (issue 14 item 5 "organisers
 * accept or refuse them"): each required document with where it stands, its file to
 * download, and accept or refuse with a reason; the registration is confirmed once all are
 * accepted (the participants list is read again after each decision).
 */
export function DocumentDecisionsDialog({
  eventId,
  participant,
  onClose,
}: {
  eventId: number;
  participant: Participant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const registrationId = participant?.id ?? 0;
  const key = registrationDocumentsKey(eventId, registrationId);
  const [refusing, setRefusing] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchRegistrationDocuments(eventId, registrationId, signal),
    enabled: participant !== null,
    retry: retryUnlessClientError,
  });
  const decide = useMutation({
    mutationFn: (body: { documentId: number; decision: 'accept' | 'refuse'; reason?: string }) =>
      decideRegistrationDocument(eventId, registrationId, body.documentId, body),
    onSuccess: (documents) => {
      queryClient.setQueryData(key, documents);
      setRefusing(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    onError: (error) => notifyError(error),
  });
  const name = participant ? `${participant.first_name} ${participant.last_name}` : '';
  return (
    <Modal
      opened={participant !== null}
      onClose={onClose}
      title={t('events_docs_decide_title', { name })}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
      size="lg"
    >
      {query.isError && <LoadError inline onRetry={() => void query.refetch()} />}
      <Stack gap="md" data-testid="document-decisions">
        {query.data?.documents.map((item) => {
          const id = item.document.id;
          return (
            <Stack key={id} gap="xs">
              <Group gap="sm" wrap="wrap">
                <Text fw={600}>{item.document.title}</Text>
                <Badge variant="outline" color="dark" tt="none">
                  {t(DOCUMENT_STATUS_KEYS[item.status])}
                </Badge>
                {item.file_name && (
                  <Anchor
                    href={registrationDocumentFileUrl(eventId, registrationId, id)}
                    download
                    size="sm"
                  >
                    {item.file_name}
                  </Anchor>
                )}
              </Group>
              {item.status === 'refused' && item.reason && (
                <Text size="sm">{t('events_docs_refused_reason', { reason: item.reason })}</Text>
              )}
              {item.status === 'pending' && refusing !== id && (
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    onClick={() => decide.mutate({ documentId: id, decision: 'accept' })}
                    loading={decide.isPending && decide.variables?.documentId === id}
                  >
                    {t('events_docs_accept')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => {
                      setRefusing(id);
                      setReason('');
                    }}
                  >
                    {t('events_docs_refuse')}
                  </Button>
                </Group>
              )}
              {refusing === id && (
                <Stack gap="xs">
                  <Textarea
                    label={t('events_docs_reason')}
                    required
                    autosize
                    minRows={2}
                    maxLength={EVENT_DOCUMENT_REASON_MAX}
                    value={reason}
                    onChange={(event) => setReason(event.currentTarget.value)}
                  />
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      color="red.8"
                      disabled={reason.trim() === ''}
                      loading={decide.isPending}
                      onClick={() =>
                        decide.mutate({ documentId: id, decision: 'refuse', reason: reason.trim() })
                      }
                    >
                      {t('events_docs_refuse_confirm')}
                    </Button>
                    <Button size="compact-sm" variant="default" onClick={() => setRefusing(null)}>
                      {t('events_docs_refuse_cancel')}
                    </Button>
                  </Group>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Modal>
  );
}
