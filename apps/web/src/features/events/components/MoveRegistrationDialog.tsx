import type { EventDetails, Participant } from '@alumni/domain';
import { fullName } from '@alumni/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { moveTargets } from '../checkInRules.ts';
import { useMoveRegistration } from '../hooks/useParticipants.ts';

/**
 * Moves a participant's registration to another ticket of the event (issue 14 item 4): the
 * organiser picks the ticket; the server's refusal (409: not enough seats, cancelled) is
 * shown in the dialog, which stays open.
 */
export function MoveRegistrationDialog({
  event,
  participant,
  onClose,
}: {
  event: EventDetails;
  participant: Participant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const move = useMoveRegistration(event.id);
  const [ticketId, setTicketId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const { reset } = move;
  const participantId = participant?.id;
  useEffect(() => {
    if (participantId === undefined) return;
    setTicketId(null);
    setRefusal([]);
    reset();
  }, [participantId, reset]);

  const targets = participant ? moveTargets(event.tickets, participant.ticket.id) : [];
  const submit = () => {
    if (!participant || !ticketId) return;
    move.mutate(
      { registrationId: participant.id, ticketId: Number(ticketId) },
      {
        onSuccess: () => {
          notifySuccess(t('events_participants_moved'));
          onClose();
        },
        onError: (error) => setRefusal(notifyError(error, { hide: true })),
      },
    );
  };

  return (
    <Modal
      opened={participant !== null}
      onClose={onClose}
      title={t('events_participants_move_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      centered
    >
      {participant && (
        <Stack gap="md">
          <Text>
            {t('events_participants_move_text', {
              name: fullName(participant.user),
              ticket: participant.ticket.name,
            })}
          </Text>
          <Select
            label={t('events_participants_move_to')}
            data={targets.map((ticket) => ({
              value: String(ticket.id),
              label: t('events_participants_move_option', {
                ticket: ticket.name,
                count: ticket.remaining,
              }),
            }))}
            value={ticketId}
            onChange={(value) => {
              setTicketId(value);
              setRefusal([]);
            }}
            data-autofocus
          />
          {refusal.length > 0 && (
            <Notice
              color="red"
              role="alert"
              icon={<IconAlertCircle aria-hidden="true" size={20} />}
              data-testid="move-refusal"
            >
              {refusal.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form_cancel')}
            </Button>
            <Button onClick={submit} disabled={!ticketId} loading={move.isPending}>
              {t('events_participants_move_submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
