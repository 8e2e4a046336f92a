import type { EventDetails } from '@alumni/domain';
import { Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { notifySuccess } from '../../../ui/notifySuccess.ts';
import { canCancelRegistration, formatPrice } from '../eventRules.ts';
import { useCancelRegistration } from '../hooks/useBooking.ts';
import { REGISTRATION_STATUS_KEYS } from '../labels.ts';
import { RegistrationDocuments } from './RegistrationDocuments.tsx';
import { RegistrationQr } from './RegistrationQr.tsx';

/**
 * The member's own registrations to an event (issue 14 item 4 "a member cancels their own
 * registration until the event starts"): ticket, seats, status (confirmed or waiting list),
 * amount to pay, the QR code and check-in code of a confirmed one, and a cancel button,
 * asked to confirm, until the event starts. Cancelled registrations are not listed. Renders
 * nothing when there are none.
 */
export function MyRegistrations({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const cancel = useCancelRegistration(event.id);
  const [confirming, setConfirming] = useState<number | null>(null);
  const active = event.my_registrations.filter((r) => r.status !== 'cancelled');
  if (active.length === 0) return null;
  const ticketName = (id: number) => event.tickets.find((ticket) => ticket.id === id)?.name ?? '';
  const cancellable = canCancelRegistration(event.start_at);
  return (
    <Stack component="section" gap="sm" aria-labelledby="my-registrations-heading">
      <Title order={2} size="h3" id="my-registrations-heading">
        {t('events_my_registrations')}
      </Title>
      <List listStyleType="none" p={0} spacing="sm">
        {active.map((registration) => (
          <List.Item key={registration.id} data-testid="my-registration">
            <Stack gap="xs">
              <Group gap="sm" wrap="wrap">
                <Text size="sm" fw={600}>
                  {t('events_registration_line', {
                    count: registration.quantity,
                    ticket: ticketName(registration.ticket_id),
                  })}
                </Text>
                <Badge
                  color={registration.status === 'confirmed' ? 'dark' : 'yellow.4'}
                  autoContrast
                  variant={registration.status === 'confirmed' ? 'outline' : 'filled'}
                  tt="none"
                  data-testid="registration-status"
                >
                  {t(REGISTRATION_STATUS_KEYS[registration.status])}
                </Badge>
                {registration.payment === 'to_pay' && (
                  <Text size="sm">
                    {t('events_booked_to_pay', {
                      amount: formatPrice(registration.amount_cents, event.currency, locale),
                    })}
                  </Text>
                )}
                {cancellable && (
                  <Button
                    size="compact-sm"
                    variant="default"
                    color="red.8"
                    onClick={() => setConfirming(registration.id)}
                  >
                    {t('events_registration_cancel')}
                  </Button>
                )}
              </Group>
              {registration.status === 'pending' && (
                <RegistrationDocuments eventId={event.id} registrationId={registration.id} />
              )}
              {registration.status === 'confirmed' && (
                <RegistrationQr
                  eventId={event.id}
                  registrationId={registration.id}
                  ticket={ticketName(registration.ticket_id)}
                />
              )}
            </Stack>
          </List.Item>
        ))}
      </List>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('events_registration_cancel_title')}
        message={t('events_registration_cancel_message', { title: event.title })}
        confirmLabel={t('events_registration_cancel')}
        cancelLabel={t('events_registration_keep')}
        loading={cancel.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming === null) return;
          cancel.mutate(confirming, {
            onSuccess: () => {
              setConfirming(null);
              notifySuccess(t('events_registration_cancelled'));
            },
            onError: (error) => notifyError(error),
          });
        }}
      />
    </Stack>
  );
}
