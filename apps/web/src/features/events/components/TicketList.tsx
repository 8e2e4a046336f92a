import type { EventDetails } from '@alumni/domain';
import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { formatPrice } from '../eventRules.ts';

/**
 * An event's tickets (spec 1 §3 Ticket; issue 14 item 3): name and description, price in the
 * school's currency ("Free" for 0), seats left or "waiting list" when sold out, per-order limit.
 */
export function TicketList({ event }: { event: Pick<EventDetails, 'tickets' | 'currency'> }) {
  const { t } = useTranslation();
  const { locale } = useRouteLocale();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder data-testid="event-tickets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('events_ticket')}</Table.Th>
            <Table.Th>{t('events_ticket_price')}</Table.Th>
            <Table.Th>{t('events_ticket_remaining')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {event.tickets.map((ticket) => (
            <Table.Tr key={ticket.id} data-testid="event-ticket">
              <Table.Td>
                <Text fw={600} size="sm">
                  {ticket.name}
                </Text>
                {ticket.description && <Text size="sm">{ticket.description}</Text>}
                <Text size="xs">
                  {t('events_ticket_per_order', { count: ticket.per_order_limit })}
                </Text>
              </Table.Td>
              <Table.Td>
                {formatPrice(ticket.price_cents, event.currency, locale) ?? t('events_free')}
              </Table.Td>
              <Table.Td>
                {ticket.remaining > 0 ? (
                  t('events_seats_left', { count: ticket.remaining })
                ) : (
                  <Badge color="yellow.4" autoContrast variant="filled" tt="none">
                    {t('events_waiting_list')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
