import type { EventDetails, PostImage } from '@alumni/domain';
import { fromLocalInput, toLocalInput } from '../blog/index.ts';
import { centsOf } from './eventRules.ts';

/** One ticket of the form (TicketEditor), as Mantine form keeps it. */
export interface TicketValues {
  /** The ticket's id when it exists already (kept on an edit). */
  id: number | null;
  /** A stable key for React while tickets are added and removed. */
  key: string;
  name: string;
  description: string;
  /** In currency units, as typed ("12.50"). */
  price: string;
  quantity: number | string;
  per_order_limit: number | string;
  sales_start: string;
  sales_end: string;
}

/** The event form's values (EventForm), as Mantine form keeps them. */
export interface EventValues {
  title: string;
  description: string;
  type: string;
  online_link: string;
  address: string;
  city: string;
  organizer: string;
  start_at: string;
  end_at: string;
  publish_at: string;
  category: string;
  registration_type: string;
  external_link: string;
  /** The uploaded cover, or none (optional). */
  cover: PostImage | null;
  tickets: TicketValues[];
  filter_degrees: string[];
  filter_roles: string[];
  filter_campuses: string[];
  filter_years: string[];
  /** The id of the group organising it, as the select keeps it ('' for none). */
  group_id: string;
}

let ticketKeys = 0;

/** An empty ticket: free, 50 seats, 1 per order, no sales window. */
export function newTicket(): TicketValues {
  ticketKeys += 1;
  return {
    id: null,
    key: `new-${ticketKeys}`,
    name: '',
    description: '',
    price: '0',
    quantity: 50,
    per_order_limit: 1,
    sales_start: '',
    sales_end: '',
  };
}

/**
 * The form's first values: the event's, or an empty on-site event with one free ticket. Dates
 * read in `timeZone` (the school's), else the browser's.
 */
export function valuesOf(event: EventDetails | null, timeZone?: string): EventValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    type: event?.type ?? 'on_site',
    online_link: event?.online_link ?? '',
    address: event?.address ?? '',
    city: event?.city ?? '',
    organizer: event?.organizer ?? '',
    start_at: toLocalInput(event?.start_at ?? null, timeZone),
    end_at: toLocalInput(event?.end_at ?? null, timeZone),
    publish_at: toLocalInput(event ? event.publish_at : new Date().toISOString(), timeZone),
    category: event?.category ?? '',
    registration_type: event?.registration_type ?? 'internal',
    external_link: event?.external_link ?? '',
    cover: event?.cover ?? null,
    tickets: event
      ? event.tickets.map((ticket) => ({
          id: ticket.id,
          key: `ticket-${ticket.id}`,
          name: ticket.name,
          description: ticket.description,
          price: (ticket.price_cents / 100).toFixed(2),
          quantity: ticket.quantity,
          per_order_limit: ticket.per_order_limit,
          sales_start: toLocalInput(ticket.sales_start, timeZone),
          sales_end: toLocalInput(ticket.sales_end, timeZone),
        }))
      : [newTicket()],
    filter_degrees: (event?.filter_degrees ?? []).map(String),
    filter_roles: (event?.filter_roles ?? []).map(String),
    filter_campuses: (event?.filter_campuses ?? []).map(String),
    filter_years: (event?.filter_years ?? []).map(String),
    group_id: event?.group_id ? String(event.group_id) : '',
  };
}

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/**
 * The values as the domain's eventSchema reads them (the API body before parsing): dates as
 * ISO instants (null when empty), prices in cents, tickets only for an internal
 * registration, filters only when the school has them (`filters`), `draft` from the button;
 * the inputs' wall times read in `timeZone` (the school's), else the browser's.
 */
export function toEventInput(
  values: EventValues,
  opts: { draft: boolean; filters: boolean; timeZone?: string },
) {
  const { timeZone } = opts;
  const list = (items: string[]) => (opts.filters ? items.map(Number) : []);
  return {
    title: values.title,
    description: values.description,
    type: values.type || undefined,
    online_link: values.type === 'online' ? values.online_link : '',
    address: values.type === 'on_site' ? values.address : '',
    city: values.city,
    organizer: values.organizer,
    start_at: fromLocalInput(values.start_at, timeZone) ?? values.start_at,
    end_at: fromLocalInput(values.end_at, timeZone) ?? values.end_at,
    publish_at: fromLocalInput(values.publish_at, timeZone),
    draft: opts.draft,
    category: values.category || undefined,
    registration_type: values.registration_type || undefined,
    external_link: values.registration_type === 'external' ? values.external_link : '',
    cover: values.cover?.key ?? null,
    tickets:
      values.registration_type === 'internal'
        ? values.tickets.map((ticket) => ({
            ...(ticket.id === null ? {} : { id: ticket.id }),
            name: ticket.name,
            description: ticket.description,
            price_cents: centsOf(ticket.price) ?? Number.NaN,
            quantity: numberOf(ticket.quantity),
            per_order_limit: numberOf(ticket.per_order_limit),
            sales_start: fromLocalInput(ticket.sales_start, timeZone),
            sales_end: fromLocalInput(ticket.sales_end, timeZone),
          }))
        : [],
    filter_degrees: list(values.filter_degrees),
    filter_roles: list(values.filter_roles),
    filter_campuses: list(values.filter_campuses),
    filter_years: list(values.filter_years),
    group_id: values.group_id ? Number(values.group_id) : null,
  };
}
