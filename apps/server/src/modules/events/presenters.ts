import type {
  EventDetails,
  EventHistoryEntry,
  EventRegistration,
  EventSummary,
  EventTicket,
} from '@alumni/domain';
import {
  COVER_SIZE,
  canDeletePublication,
  canEditPublication,
  isEventRestricted,
  namedState,
  type PublicationState,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import type { RegistrationRecord } from './booking.service.ts';
import { publicationActor } from './policy.ts';
import type { EventDetailsRow } from './reading.service.ts';
import {
  bypasses,
  type EventRecord,
  type EventRow,
  filtersOf,
  type HistoryRow,
  statusOf,
  type TicketRecord,
} from './store.ts';

/** An event's cover as the contract gives it (always COVER_SIZE), or null. */
const presentCover = (key: string | null, mediaUrl: MediaUrl) =>
  key ? { key, url: mediaUrl(key) ?? '', ...COVER_SIZE } : null;

/** What the actor may do with an event. */
function abilitiesOn(actor: Actor, row: EventRecord) {
  const who = publicationActor(actor, row.authorId);
  const item = {
    state: row.state as PublicationState,
    validated: row.validated,
    adminEdits: row.adminEdits,
  };
  return {
    can_edit: canEditPublication(item, who),
    can_delete: canDeletePublication(item, who),
    can_review: who.isValidator && row.state === 2,
  };
}

/** An event in a list (the contract's EventSummarySchema). */
export function presentEventSummary(actor: Actor, row: EventRow, mediaUrl: MediaUrl): EventSummary {
  const status = statusOf(row);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: row.type as EventSummary['type'],
    city: row.city,
    organizer: row.organizer,
    category: row.category,
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    publish_at: row.publishAt?.toISOString() ?? null,
    registration_type: row.registrationType as EventSummary['registration_type'],
    cover: presentCover(row.coverKey, mediaUrl),
    state: row.state,
    status,
    named_state: namedState(status),
    author: presentUserSummary(row.author, mediaUrl),
    restricted: isEventRestricted(filtersOf(row)),
    group_id: row.groupId,
    ...abilitiesOn(actor, row),
  };
}

/** A ticket with its seats (the contract's EventTicketSchema). */
export function presentTicket(row: TicketRecord): EventTicket {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price_cents: row.priceCents,
    quantity: row.quantity,
    per_order_limit: row.perOrderLimit,
    sales_start: row.salesStart?.toISOString() ?? null,
    sales_end: row.salesEnd?.toISOString() ?? null,
    confirmed: row.confirmed,
    remaining: row.quantity - row.confirmed,
  };
}

/** A registration (the contract's EventRegistrationSchema). */
export function presentRegistration(row: RegistrationRecord): EventRegistration {
  return {
    id: row.id,
    event_id: row.eventId,
    ticket_id: row.ticketId,
    quantity: row.quantity,
    status: row.status as EventRegistration['status'],
    amount_cents: row.amountCents,
    payment: row.amountCents > 0 ? 'to_pay' : 'free',
    created_at: row.createdAt.toISOString(),
  };
}

/** An event with its page's details (the contract's EventSchema). */
export function presentEvent(
  actor: Actor,
  details: EventDetailsRow,
  mediaUrl: MediaUrl,
): EventDetails {
  const { row } = details;
  return {
    ...presentEventSummary(actor, row, mediaUrl),
    group: details.group,
    description: row.description,
    online_link: row.onlineLink,
    address: row.address,
    external_link: row.externalLink,
    currency: actor.school.currency,
    filter_degrees: row.filterDegrees,
    filter_roles: row.filterRoles,
    filter_campuses: row.filterCampuses,
    filter_years: row.filterYears,
    tickets: details.tickets.map(presentTicket),
    my_registrations: details.registrations.map(presentRegistration),
    validated: row.validated,
    // The refusal is the author's and the validators' business only.
    refusal_reason: bypasses(actor, row.authorId) ? row.refusalReason : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A history row (the contract's EventHistoryEntrySchema). */
export function presentHistoryEntry(row: HistoryRow, mediaUrl: MediaUrl): EventHistoryEntry {
  const actor = row.actor;
  return {
    id: row.id,
    action: row.action,
    from: row.from,
    to: row.to,
    reason: row.reason,
    actor:
      actor && actor.id !== null
        ? presentUserSummary(
            actor as { id: number; firstName: string; lastName: string; picture: string | null },
            mediaUrl,
          )
        : null,
    created_at: row.createdAt.toISOString(),
  };
}
