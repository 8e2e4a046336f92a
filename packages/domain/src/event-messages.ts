import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the event rules that are not field formats, per locale (spec 1 §5 Event). */
export interface EventMessageCatalogue {
  linkRequired: string;
  addressRequired: string;
  startAfterToday: string;
  endAfterStart: string;
  externalLinkRequired: string;
  ticketsRequired: string;
  ticketsUnexpected: string;
  salesEndAfterStart: string;
  perOrderAboveTotal: string;
  publishAtRequired: string;
  reasonRequired: string;
  filtersOff: string;
  unknownFilter: string;
  /** Spec 2 §8 "cannot be viewed because access is restricted". */
  restricted: string;
  notPending: string;
  adminEditUsed: string;
  validatedLocked: string;
  perOrderLimit: string;
  /** A member's orders of one ticket, together, pass its per-order limit (issue 30 item 18). */
  memberLimit: string;
  salesClosed: string;
  notBookable: string;
  unknownTicket: string;
  alreadyCancelled: string;
  eventStarted: string;
  slugTaken: string;
  unknownCover: string;
  ticketBooked: string;
  /** `group_id` names no active group the author manages (issue 33 item 4). */
  notGroupManager: string;
  quantityBelowBooked: string;
}

export const EVENT_MESSAGES: Record<Locale, EventMessageCatalogue> = {
  fr: {
    linkRequired: 'Le lien de l’événement en ligne est obligatoire.',
    addressRequired: 'L’adresse de l’événement sur place est obligatoire.',
    startAfterToday: 'La date de début doit être postérieure à aujourd’hui.',
    endAfterStart: 'La date de fin doit être postérieure à la date de début.',
    externalLinkRequired: 'Le lien d’inscription externe est obligatoire.',
    ticketsRequired: 'Ajoutez au moins un billet pour une inscription sur la plateforme.',
    ticketsUnexpected: 'Les billets ne servent qu’aux inscriptions sur la plateforme.',
    salesEndAfterStart: 'La fin des ventes doit être postérieure à leur début.',
    perOrderAboveTotal: 'La limite par commande ne peut dépasser la quantité totale.',
    publishAtRequired:
      'Choisissez une date de publication ou enregistrez l’événement en brouillon.',
    reasonRequired: 'Indiquez le motif du refus.',
    filtersOff:
      'Les filtres de restriction ne sont pas activés pour les événements de cette école.',
    unknownFilter: 'Ce filtre ne correspond à rien dans cette école.',
    restricted: 'Vous ne pouvez pas consulter cet événement car son accès est restreint.',
    notPending: 'Cet événement n’attend plus de validation\u00a0: rechargez-le.',
    adminEditUsed: 'Cet événement validé a déjà été modifié une fois par un administrateur.',
    validatedLocked: 'Un événement validé ne peut plus être modifié que par un administrateur.',
    perOrderLimit: 'Vous ne pouvez pas réserver plus de {max} places de ce billet par commande.',
    memberLimit:
      'Vous avez déjà {held} place(s) de ce billet\u00a0: {max} au plus par personne, commandes comprises.',
    salesClosed: 'La vente de ce billet n’est pas ouverte.',
    notBookable: 'Cet événement ne prend pas d’inscriptions sur la plateforme.',
    unknownTicket: 'Ce billet n’existe pas pour cet événement.',
    alreadyCancelled: 'Cette inscription est déjà annulée.',
    eventStarted: 'L’événement a commencé\u00a0: l’inscription ne peut plus être annulée.',
    slugTaken: 'Cette adresse est déjà utilisée par un autre événement.',
    unknownCover: 'Cette photo de couverture est introuvable\u00a0: ajoutez-la de nouveau.',
    ticketBooked: 'Un billet déjà réservé ne peut pas être supprimé.',
    notGroupManager:
      'Choisissez un groupe actif que vous gérez\u00a0: seuls ses gestionnaires organisent un événement en son nom.',
    quantityBelowBooked:
      'La quantité ne peut être inférieure aux places déjà confirmées ({count}).',
  },
  en: {
    linkRequired: 'The online event’s link is required.',
    addressRequired: 'The on-site event’s address is required.',
    startAfterToday: 'The start date must be after today.',
    endAfterStart: 'The end date must be after the start date.',
    externalLinkRequired: 'The external registration link is required.',
    ticketsRequired: 'Add at least one ticket for registration on the platform.',
    ticketsUnexpected: 'Tickets are only for registration on the platform.',
    salesEndAfterStart: 'The end of sales must be after their start.',
    perOrderAboveTotal: 'The per-order limit cannot exceed the total quantity.',
    publishAtRequired: 'Choose a publication date or save the event as a draft.',
    reasonRequired: 'Give the reason for the refusal.',
    filtersOff: 'Restriction filters are not enabled for this school’s events.',
    unknownFilter: 'This filter matches nothing in this school.',
    restricted: 'You cannot view this event because access is restricted.',
    notPending: 'This event no longer waits for validation: reload it.',
    adminEditUsed: 'This validated event has already been edited once by an admin.',
    validatedLocked: 'A validated event can only be edited by an admin.',
    perOrderLimit: 'You cannot book more than {max} seats of this ticket per order.',
    memberLimit:
      'You already hold {held} seat(s) of this ticket: at most {max} per person, all orders together.',
    salesClosed: 'This ticket is not on sale.',
    notBookable: 'This event takes no registrations on the platform.',
    unknownTicket: 'This ticket does not exist for this event.',
    alreadyCancelled: 'This registration is already cancelled.',
    eventStarted: 'The event has started: the registration can no longer be cancelled.',
    slugTaken: 'This address is already used by another event.',
    unknownCover: 'This cover photo could not be found: add it again.',
    ticketBooked: 'A ticket already booked cannot be removed.',
    notGroupManager:
      'Choose an active group you manage: only its managers organise an event in its name.',
    quantityBelowBooked: 'The quantity cannot be below the seats already confirmed ({count}).',
  },
};

/** References to the event messages, for schemas (message-refs.ts). */
export const EVENT_REFS = refsOf('event', EVENT_MESSAGES.fr);
