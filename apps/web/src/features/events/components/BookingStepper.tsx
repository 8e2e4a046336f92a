import type { EventDetails, EventRegistration } from '@alumni/domain';
import { Button, Group, NumberInput, Radio, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { bookingOutlook, formatPrice } from '../eventRules.ts';
import { useBookSeats } from '../hooks/useBooking.ts';
import { BookingContactFields, useContactForm } from './BookingContactStep.tsx';

/**
 * Booking seats (spec 1 §2 Events "registration steps Ticketing, Contact details,
 * Confirmation"; issue 14 item 3): 1. the ticket and how many seats (per-order limit), saying
 * "waiting list" when they do not fit; 2. the contact details, from the member's profile and
 * editable, kept on the registration;
 * 3. a summary to confirm, then the outcome: confirmed, or on the waiting list, with the
 * amount to pay for a paid ticket (no payment provider yet).
 */
export function BookingStepper({ event }: { event: EventDetails }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  const { user } = useViewer();
  const contact = useContactForm(user);
  const book = useBookSeats(event.id);
  const narrow = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState(0);
  const [ticketId, setTicketId] = useState<string>(String(event.tickets[0]?.id ?? ''));
  const [quantity, setQuantity] = useState<number>(1);
  const [done, setDone] = useState<EventRegistration | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ticket = event.tickets.find((item) => String(item.id) === ticketId) ?? null;
  const outlook = ticket ? bookingOutlook(ticket, quantity) : 'closed';
  const price = (cents: number) => formatPrice(cents, event.currency, locale) ?? t('events_free');
  const quantityOk = ticket !== null && quantity >= 1 && quantity <= ticket.per_order_limit;

  const confirm = () => {
    if (!ticket) return;
    setError(null);
    book.mutate(
      { ticket_id: ticket.id, quantity, contact: contact.getTransformedValues() },
      {
        onSuccess: (registration) => {
          setDone(registration);
          setStep(3);
        },
        onError: (failure) => {
          const errors = apiFormErrors(failure);
          // A contact detail the server refused: back to its field.
          const contactErrors = Object.entries(errors?.fields ?? {}).filter(([key]) =>
            key.startsWith('contact.'),
          );
          for (const [key, message] of contactErrors) {
            contact.setFieldError(key.slice('contact.'.length), message);
          }
          if (contactErrors.length) {
            setStep(1);
            return;
          }
          setError(
            errors?.fields.quantity ??
              errors?.fields.ticket_id ??
              errors?.general[0] ??
              t('error_base_message'),
          );
        },
      },
    );
  };

  return (
    <Stepper
      active={step}
      onStepClick={done ? undefined : setStep}
      allowNextStepsSelect={false}
      orientation={narrow ? 'vertical' : 'horizontal'}
      size={narrow ? 'sm' : 'md'}
    >
      <Stepper.Step label={t('events_step_ticketing')}>
        <Stack gap="md" mt="md">
          <Radio.Group
            label={t('events_booking_ticket')}
            value={ticketId}
            onChange={setTicketId}
            required
          >
            <Stack gap="xs" mt="xs">
              {event.tickets.map((item) => (
                <Radio
                  key={item.id}
                  value={String(item.id)}
                  label={`${item.name} · ${price(item.price_cents)}`}
                  description={
                    item.remaining > 0
                      ? t('events_seats_left', { count: item.remaining })
                      : t('events_sold_out_waiting')
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label={t('events_booking_quantity')}
            description={
              ticket ? t('events_ticket_per_order', { count: ticket.per_order_limit }) : undefined
            }
            min={1}
            max={ticket?.per_order_limit ?? 1}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(value) =>
              setQuantity(typeof value === 'number' ? value : Number(value) || 0)
            }
            error={
              ticket && !quantityOk
                ? t('events_booking_quantity_error', { max: ticket.per_order_limit })
                : undefined
            }
            w={{ base: '100%', sm: 200 }}
          />
          {outlook === 'waiting' && (
            <Notice
              color="yellow"
              role="status"
              icon={<IconHourglass aria-hidden="true" size={20} />}
            >
              {t('events_booking_will_wait')}
            </Notice>
          )}
          {outlook === 'closed' && ticket && (
            <Notice color="yellow" role="status">
              {t('events_booking_closed')}
            </Notice>
          )}
          <Group justify="flex-end">
            <Button onClick={() => setStep(1)} disabled={!quantityOk || outlook === 'closed'}>
              {t('events_step_next')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('events_step_contact')}>
        <Stack gap="md" mt="md">
          <BookingContactFields form={contact} />
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              {t('events_step_back')}
            </Button>
            <Button onClick={() => contact.validate().hasErrors || setStep(2)}>
              {t('events_step_next')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label={t('events_step_confirmation')}>
        <Stack gap="md" mt="md">
          {ticket && (
            <Text data-testid="booking-summary">
              {t('events_booking_summary', {
                count: quantity,
                ticket: ticket.name,
                amount: price(ticket.price_cents * quantity),
              })}
            </Text>
          )}
          {outlook === 'waiting' && <Text size="sm">{t('events_booking_will_wait')}</Text>}
          {error && (
            <Text c="red.8" role="alert" size="sm">
              {error}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(1)} disabled={book.isPending}>
              {t('events_step_back')}
            </Button>
            <Button onClick={confirm} loading={book.isPending}>
              {t('events_booking_confirm')}
            </Button>
          </Group>
        </Stack>
      </Stepper.Step>
      <Stepper.Completed>
        {done && (
          <Notice
            color={done.status === 'confirmed' ? 'green' : 'yellow'}
            role="status"
            icon={
              done.status === 'confirmed' ? (
                <IconCircleCheck aria-hidden="true" size={20} />
              ) : (
                <IconHourglass aria-hidden="true" size={20} />
              )
            }
            data-testid="booking-result"
          >
            <Text fw={600}>
              {t(done.status === 'confirmed' ? 'events_booked_confirmed' : 'events_booked_waiting')}
            </Text>
            {done.payment === 'to_pay' && (
              <Text size="sm">
                {t('events_booked_to_pay', { amount: price(done.amount_cents) })}
              </Text>
            )}
          </Notice>
        )}
      </Stepper.Completed>
    </Stepper>
  );
}
