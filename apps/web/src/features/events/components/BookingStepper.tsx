import type { EventDetails, EventRegistration } from '@alumni/domain';
import { seatsLeftToMember } from '@alumni/domain';
import { Button, Group, NumberInput, Radio, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useViewer } from '../../../shared/viewer/useViewer.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { Notice } from '../../../ui/Notice.tsx';
import { bookingOutlook, formatPrice, heldSeats } from '../eventRules.ts';
import { useBookSeats } from '../hooks/useBooking.ts';
import { BookingContactFields, useContactForm } from './BookingContactStep.tsx';

/**
 * Booking seats (spec 1 §2 Events "registration steps Ticketing, Contact details,
 * Confirmation"; issue 14 item 3): 1. the ticket and how many seats (per-order limit), saying
 * "waiting list" when they do not fit; 2. the contact details, from the member's profile and
 * editable, kept on the registration;
 * 3. a summary to confirm, then the outcome: confirmed, or on the waiting list, with the
 * amount to pay for a paid ticket (no payment provider yet). Each step opens with a heading
 * that takes the focus; the seats a member may book count those they hold already.
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
  // The member's orders of the ticket count against its limit (issue 30 item 18).
  const held = ticket ? heldSeats(event.my_registrations, ticket.id) : 0;
  const most = ticket ? seatsLeftToMember(ticket.per_order_limit, held) : 0;
  const quantityOk = ticket !== null && quantity >= 1 && quantity <= most;
  // Each new step's heading takes the focus, which the step's button took away with it
  // (issue 30 item 10: it fell to <body>); not on the first render.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  /** A step's heading: "Step 2 of 3: Contact details", focusable by script only. */
  const stepHeading = (index: number, label: string) => (
    <Title order={3} size="h5" ref={heading} tabIndex={-1} data-testid="booking-step-heading">
      {t('events_step_heading', { step: index + 1, count: 3, label })}
    </Title>
  );

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
          {stepHeading(0, t('events_step_ticketing'))}
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
              ticket
                ? held > 0
                  ? t('events_booking_quantity_held', { count: most, held })
                  : t('events_ticket_per_order', { count: ticket.per_order_limit })
                : undefined
            }
            min={1}
            max={Math.max(most, 1)}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(value) =>
              setQuantity(typeof value === 'number' ? value : Number(value) || 0)
            }
            error={
              ticket && !quantityOk
                ? most === 0
                  ? t('events_booking_quantity_none_left', { held })
                  : held > 0
                    ? t('events_booking_quantity_error_held', { count: most })
                    : t('events_booking_quantity_error', { max: most })
                : undefined
            }
            w={{ base: '100%', sm: 320 }}
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
          {stepHeading(1, t('events_step_contact'))}
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
          {stepHeading(2, t('events_step_confirmation'))}
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
            <Title order={3} size="h5" ref={heading} tabIndex={-1}>
              {t(done.status === 'confirmed' ? 'events_booked_confirmed' : 'events_booked_waiting')}
            </Title>
            {done.status === 'waiting' && (
              <Text size="sm">{t('events_booked_waiting_notice')}</Text>
            )}
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
