import type { Participant } from '@alumni/domain';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import type { ParticipantRow } from './participants.service.ts';

/**
 * A registration as the event's organisers see it (the contract's ParticipantSchema): the
 * member, the contact details given at booking (name, e-mail, phone), the ticket, seats,
 * status, amount and check-in.
 */
export function presentParticipant(row: ParticipantRow, mediaUrl: MediaUrl): Participant {
  return {
    id: row.id,
    user: presentUserSummary(row.user, mediaUrl),
    first_name: row.contact.firstName,
    last_name: row.contact.lastName,
    email: row.contact.email,
    phone: row.contact.phone,
    ticket: { id: row.ticket.id, name: row.ticket.name },
    quantity: row.quantity,
    status: row.status as Participant['status'],
    amount_cents: row.amountCents,
    payment: row.amountCents > 0 ? 'to_pay' : 'free',
    checked_in_at: row.checkedInAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
