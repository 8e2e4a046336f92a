import type { EventDetails, Participant, RegistrationStatus } from '@alumni/domain';
import { fullName, REGISTRATION_STATUSES } from '@alumni/domain';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { ListPagination } from '../../../ui/pagination/ListPagination.tsx';
import type { ParticipantFilters } from '../checkInRules.ts';
import { checkInTime, participantsExportUrl } from '../checkInRules.ts';
import { useCancelRegistration } from '../hooks/useBooking.ts';
import { useParticipants } from '../hooks/useParticipants.ts';
import { REGISTRATION_STATUS_KEYS } from '../labels.ts';
import { DocumentDecisionsDialog } from './DocumentDecisionsDialog.tsx';
import { MessageParticipantsForm } from './MessageParticipantsForm.tsx';
import { MoveRegistrationDialog } from './MoveRegistrationDialog.tsx';
import { RequiredDocumentsEditor } from './RequiredDocumentsEditor.tsx';

const ALL = 'all';

/**
 * The event's registrations for its organisers (issue 14 item 4): searched by name, filtered
 * by status, a page at a time, exported as CSV with the same filters; each one cancelled or
 * moved to another ticket; and a form writing to the participants.
 */
export function ParticipantsPanel({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<RegistrationStatus | null>(null);
  const filters: ParticipantFilters = { status, search: debounced.trim() };
  const { query, pagination } = useParticipants(event.id, filters);
  const [moving, setMoving] = useState<Participant | null>(null);
  const [cancelling, setCancelling] = useState<Participant | null>(null);
  const cancel = useCancelRegistration(event.id);
  const [deciding, setDeciding] = useState<Participant | null>(null);

  const statusOptions = [
    { value: ALL, label: t('events_participants_all') },
    ...REGISTRATION_STATUSES.map((value) => ({
      value,
      label: t(REGISTRATION_STATUS_KEYS[value]),
    })),
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={t('events_participants_search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            pagination.reset();
          }}
          leftSection={<IconSearch aria-hidden="true" size={16} />}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('events_participants_status')}
          data={statusOptions}
          value={status ?? ALL}
          onChange={(value) => {
            setStatus(value && value !== ALL ? (value as RegistrationStatus) : null);
            pagination.reset();
          }}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
        />
        <Button
          component="a"
          href={participantsExportUrl(event.id, filters, locale)}
          download
          variant="default"
          leftSection={<IconDownload aria-hidden="true" size={18} />}
        >
          {t('events_participants_export')}
        </Button>
      </Group>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Text
            role="status"
            aria-live="polite"
            size="sm"
            fw={600}
            data-testid="participants-count"
          >
            {t('events_participants_count', { count: query.data.count })}
          </Text>
          {query.data.results.length > 0 && (
            <ParticipantsTable
              rows={query.data.results}
              movable={event.tickets.length > 1}
              onMove={setMoving}
              onCancel={setCancelling}
              onDocuments={setDeciding}
            />
          )}
          <ListPagination
            count={query.data.count}
            page={pagination.page}
            pageSize={pagination.pageSize}
            onChange={pagination.setPage}
          />
        </>
      )}
      <MessageParticipantsForm eventId={event.id} />
      <MoveRegistrationDialog event={event} participant={moving} onClose={() => setMoving(null)} />
      <DocumentDecisionsDialog
        eventId={event.id}
        participant={deciding}
        onClose={() => setDeciding(null)}
      />
      <RequiredDocumentsEditor eventId={event.id} />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('events_participants_cancel_title')}
        message={t('events_participants_cancel_message', {
          name: cancelling ? fullName(cancelling.user) : '',
        })}
        confirmLabel={t('events_participants_cancel_confirm')}
        cancelLabel={t('events_participants_cancel_keep')}
        loading={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={() => {
          if (!cancelling) return;
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              notifySuccess(t('events_registration_cancelled'));
            },
            onError: (error) => notifyError(error),
          });
        }}
      />
    </Stack>
  );
}

function ParticipantsTable({
  rows,
  movable,
  onMove,
  onCancel,
  onDocuments,
}: {
  rows: Participant[];
  movable: boolean;
  onMove: (participant: Participant) => void;
  onCancel: (participant: Participant) => void;
  onDocuments: (participant: Participant) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const timeZone = useSchool().time_zone;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing="xs" data-testid="participants-table">
        <Table.Caption>{t('events_participants_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('events_participants_name')}</Table.Th>
            <Table.Th scope="col">{t('events_participants_contact')}</Table.Th>
            <Table.Th scope="col">{t('events_participants_ticket')}</Table.Th>
            <Table.Th scope="col">{t('events_participants_status')}</Table.Th>
            <Table.Th scope="col">{t('events_participants_arrival')}</Table.Th>
            <Table.Th scope="col">{t('events_participants_actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            // The name given at booking; the member's own under it when it differs.
            const name = `${row.first_name} ${row.last_name}`;
            const member = fullName(row.user);
            return (
              <Table.Tr key={row.id} data-testid="participant-row">
                <Table.Th scope="row" fw={600}>
                  {name}
                  {member !== name && (
                    <Text size="sm" fw={400}>
                      {t('events_participants_member', { name: member })}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td>
                  <Anchor href={`mailto:${row.email}`} size="sm">
                    {row.email}
                  </Anchor>
                  {row.phone && <Text size="sm">{row.phone}</Text>}
                </Table.Td>
                <Table.Td>
                  {t('events_registration_line', { count: row.quantity, ticket: row.ticket.name })}
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="dark" tt="none">
                    {t(REGISTRATION_STATUS_KEYS[row.status])}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.checked_in_at ? (
                    <time dateTime={row.checked_in_at}>
                      {checkInTime(row.checked_in_at, locale, timeZone)}
                    </time>
                  ) : (
                    t('events_participants_not_arrived')
                  )}
                </Table.Td>
                <Table.Td>
                  {row.status !== 'cancelled' && (
                    <Group gap="xs" wrap="nowrap">
                      {row.status === 'pending' && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => onDocuments(row)}
                          aria-label={t('events_docs_decide_title', { name })}
                        >
                          {t('events_docs_open')}
                        </Button>
                      )}
                      {movable && (
                        <Button
                          size="compact-sm"
                          variant="default"
                          onClick={() => onMove(row)}
                          aria-label={t('events_participants_move_named', { name })}
                        >
                          {t('events_participants_move')}
                        </Button>
                      )}
                      <Button
                        size="compact-sm"
                        variant="default"
                        color="red.8"
                        onClick={() => onCancel(row)}
                        aria-label={t('events_participants_cancel_named', { name })}
                      >
                        {t('events_participants_cancel')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
