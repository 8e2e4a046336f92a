import { EVENT_TICKETS_MAX, TICKET_DESCRIPTION_MAX, TICKET_NAME_MAX } from '@alumni/domain';
import {
  Button,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../../ui/form/DateTimeField.tsx';
import type { AnyForm } from '../../../ui/form/schemaRules.ts';
import { fieldError } from '../../../ui/form/schemaRules.ts';
import type { EventValues } from '../eventFormValues.ts';
import { newTicket } from '../eventFormValues.ts';

/**
 * The tickets of the event form (spec 1 §3 Ticket; issue 14 item 3): each with its name,
 * description, price in the school's `currency` (0 = free), total quantity, per-order limit
 * and sales window; tickets added and removed (at most EVENT_TICKETS_MAX). Errors come from
 * the domain's ticketSchema through the form (`tickets.N.field`).
 */
export function TicketEditor({ form, currency }: { form: AnyForm; currency: string }) {
  const { t } = useTranslation();
  const tickets = (form.values as EventValues).tickets;
  const input = (index: number, name: string) => ({
    name: `tickets.${index}.${name}`,
    ...form.getInputProps(`tickets.${index}.${name}`),
  });
  return (
    <Stack gap="sm" data-testid="ticket-editor">
      {fieldError(form, 'tickets') && (
        <Text c="red.8" size="sm" role="alert">
          {fieldError(form, 'tickets')}
        </Text>
      )}
      {tickets.map((ticket, index) => (
        <Fieldset
          key={ticket.key}
          legend={t('events_ticket_legend', { number: index + 1 })}
          data-testid="ticket-fields"
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('events_ticket_name')}
                required
                maxLength={TICKET_NAME_MAX}
                {...input(index, 'name')}
              />
              <TextInput
                label={t('events_ticket_price_in', { currency })}
                description={t('events_ticket_price_hint')}
                inputMode="decimal"
                required
                {...input(index, 'price')}
                error={fieldError(form, `tickets.${index}.price_cents`)}
              />
            </SimpleGrid>
            <Textarea
              label={t('events_ticket_description')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={TICKET_DESCRIPTION_MAX}
              {...input(index, 'description')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('events_ticket_quantity')}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...input(index, 'quantity')}
              />
              <NumberInput
                label={t('events_ticket_per_order_limit')}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...input(index, 'per_order_limit')}
              />
              <DateTimeField
                label={t('events_ticket_sales_start')}
                {...input(index, 'sales_start')}
              />
              <DateTimeField label={t('events_ticket_sales_end')} {...input(index, 'sales_end')} />
            </SimpleGrid>
            {tickets.length > 1 && ticket.id === null && (
              <Group justify="flex-end">
                <Button
                  variant="default"
                  size="compact-sm"
                  leftSection={<IconTrash aria-hidden="true" size={16} />}
                  onClick={() => form.removeListItem('tickets', index)}
                >
                  {t('events_ticket_remove', { number: index + 1 })}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>
      ))}
      {tickets.length < EVENT_TICKETS_MAX && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus aria-hidden="true" size={16} />}
            onClick={() => form.insertListItem('tickets', newTicket())}
          >
            {t('events_ticket_add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
