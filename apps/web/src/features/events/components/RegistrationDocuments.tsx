import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@alumni/domain';
import { Badge, Button, FileButton, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { retryUnlessClientError } from '../../../api/retry.ts';
import {
  fetchRegistrationDocuments,
  registrationDocumentsKey,
  uploadRegistrationDocument,
} from '../documentsApi.ts';

/** The words of where a document stands (also the organisers' dialog). */
export const DOCUMENT_STATUS_KEYS = {
  missing: 'events_docs_missing',
  pending: 'events_docs_pending',
  accepted: 'events_docs_accepted',
  refused: 'events_docs_refused',
} as const;

/**
 * The documents a pending registration waits for (issue 14 item 5 "registrants upload,
 * organisers accept or refuse them; the registration is confirmed only when all are
 * accepted"): each required document with where it stands (missing, waiting for the
 * organiser, accepted, refused with the reason), and a button sending its file (PDF or Word,
 * 3 MB at most) until it is accepted.
 */
export function RegistrationDocuments({
  eventId,
  registrationId,
}: {
  eventId: number;
  registrationId: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = registrationDocumentsKey(eventId, registrationId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchRegistrationDocuments(eventId, registrationId, signal),
    retry: retryUnlessClientError,
  });
  const upload = useMutation({
    mutationFn: ({ documentId, file }: { documentId: number; file: File }) =>
      uploadRegistrationDocument(eventId, registrationId, documentId, file),
    onSuccess: (documents) => queryClient.setQueryData(key, documents),
    onError: (error) => notifyError(error),
  });
  const documents = query.data?.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="registration-documents">
      <Title order={3} size="h5">
        {t('events_docs_title')}
      </Title>
      <Text size="sm">{t('events_docs_hint', { max: DOCUMENT_MAX_BYTES / 1024 / 1024 })}</Text>
      <List listStyleType="none" p={0} spacing="xs">
        {documents.map((item) => (
          <List.Item key={item.document.id}>
            <Group gap="sm" wrap="wrap">
              <Text
                size="sm"
                fw={600}
                id={`registration-${registrationId}-doc-${item.document.id}`}
              >
                {item.document.title}
              </Text>
              <Badge variant="outline" color="dark" tt="none">
                {t(DOCUMENT_STATUS_KEYS[item.status])}
              </Badge>
              {item.file_name && <Text size="sm">{item.file_name}</Text>}
              {item.status !== 'accepted' && (
                <FileButton
                  accept={DOCUMENT_ACCEPT}
                  onChange={(file) => file && upload.mutate({ documentId: item.document.id, file })}
                >
                  {(props) => (
                    <Button
                      {...props}
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconUpload aria-hidden="true" size={14} />}
                      loading={
                        upload.isPending && upload.variables?.documentId === item.document.id
                      }
                      aria-describedby={`registration-${registrationId}-doc-${item.document.id}`}
                    >
                      {item.file_name ? t('events_docs_replace') : t('events_docs_send')}
                    </Button>
                  )}
                </FileButton>
              )}
            </Group>
            {item.status === 'refused' && item.reason && (
              <Text size="sm" c="red.8">
                {t('events_docs_refused_reason', { reason: item.reason })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
