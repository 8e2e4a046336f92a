import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the events' participants, calendars and check-in (issue 14 items 4, 6, 7),
 * per locale. Apart from event-messages.ts so that the two areas change separately.
 */
export interface ParticipantMessageCatalogue {
  organisersOnly: string;
  sameTicket: string;
  notEnoughSeats: string;
  cancelledNotMovable: string;
  codeOrRegistration: string;
  notConfirmed: string;
  unknownCode: string;
  alreadyCheckedIn: string;
  noRecipients: string;
  csvName: string;
  csvEmail: string;
  csvPhone: string;
  csvTicket: string;
  csvQuantity: string;
  csvStatus: string;
  csvAmount: string;
  csvRegisteredAt: string;
  csvCheckedInAt: string;
  /** The export's statuses, as the page says them (issue 30 item 6). */
  csvConfirmed: string;
  csvWaiting: string;
  csvPending: string;
  csvCancelled: string;
  unknownDocument: string;
  documentAccepted: string;
  documentReasonRequired: string;
  registrationCancelled: string;
}

export const PARTICIPANT_MESSAGES: Record<Locale, ParticipantMessageCatalogue> = {
  fr: {
    organisersOnly:
      'Seuls les organisateurs de l’événement et les administrateurs peuvent faire cela.',
    sameTicket: 'L’inscription a déjà ce billet.',
    notEnoughSeats: 'Ce billet n’a plus assez de places ({remaining} restantes).',
    cancelledNotMovable: 'Une inscription annulée ne peut pas changer de billet.',
    codeOrRegistration: 'Indiquez un code ou une inscription, l’un des deux.',
    notConfirmed: 'Cette inscription n’est pas confirmée.',
    unknownCode: 'Aucune inscription de cet événement n’a ce code.',
    alreadyCheckedIn: 'Déjà enregistré le {at}.',
    noRecipients: 'Aucun participant ne correspond.',
    csvName: 'Nom',
    csvEmail: 'E-mail',
    csvPhone: 'Téléphone',
    csvTicket: 'Billet',
    csvQuantity: 'Places',
    csvStatus: 'Statut',
    csvAmount: 'Montant',
    csvRegisteredAt: 'Inscrit le ({zone})',
    csvCheckedInAt: 'Arrivé le ({zone})',
    csvConfirmed: 'Confirmée',
    csvWaiting: 'Liste d’attente',
    csvPending: 'En attente des documents',
    csvCancelled: 'Annulée',
    unknownDocument: 'Ce document n’est pas demandé pour cet événement.',
    documentAccepted: 'Ce document a déjà été accepté.',
    documentReasonRequired: 'Indiquez pourquoi le document est refusé.',
    registrationCancelled: 'Cette inscription est annulée.',
  },
  en: {
    organisersOnly: 'Only the event’s organisers and admins can do this.',
    sameTicket: 'The registration already has this ticket.',
    notEnoughSeats: 'This ticket does not have enough seats left ({remaining} left).',
    cancelledNotMovable: 'A cancelled registration cannot change ticket.',
    codeOrRegistration: 'Give a code or a registration, one of the two.',
    notConfirmed: 'This registration is not confirmed.',
    unknownCode: 'No registration of this event has this code.',
    alreadyCheckedIn: 'Already checked in on {at}.',
    noRecipients: 'No participant matches.',
    csvName: 'Name',
    csvEmail: 'Email',
    csvPhone: 'Phone',
    csvTicket: 'Ticket',
    csvQuantity: 'Seats',
    csvStatus: 'Status',
    csvAmount: 'Amount',
    csvRegisteredAt: 'Registered at ({zone})',
    csvCheckedInAt: 'Checked in at ({zone})',
    csvConfirmed: 'Confirmed',
    csvWaiting: 'Waiting list',
    csvPending: 'Waiting for documents',
    csvCancelled: 'Cancelled',
    unknownDocument: 'This document is not required for this event.',
    documentAccepted: 'This document has already been accepted.',
    documentReasonRequired: 'Say why the document is refused.',
    registrationCancelled: 'This registration is cancelled.',
  },
};

/** References to the participant messages, for schemas (message-refs.ts). */
export const PARTICIPANT_REFS = refsOf('participants', PARTICIPANT_MESSAGES.fr);
