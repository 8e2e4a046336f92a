import type { Locale } from '@alumni/domain';
import type { EmailContent } from '../../platform/mail-layout.ts';

/** The events' mails' button to the event's page, in `locale`. */
export const eventLinkLabel = (locale: Locale) =>
  locale === 'en' ? 'See the event' : 'Voir l’événement';

/**
 * A waiting registration got its seats (issue 30 item 3: the booking step promises that a
 * waiting order "is confirmed as soon as seats free up"; the member is told by mail as well
 * as by a notification), in the school's language. `pending`: seats held while the event's
 * required documents are not all accepted.
 */
export function promotionEmail(
  locale: Locale,
  mail: {
    schoolName: string;
    firstName: string;
    title: string;
    when: string;
    seats: number;
    ticket: string;
    status: 'confirmed' | 'pending';
    link: string;
  },
): EmailContent {
  const { title, when, seats, ticket } = mail;
  if (locale === 'en') {
    const what = `${seats} seat${seats > 1 ? 's' : ''}, ticket “${ticket}”`;
    return {
      subject: `${mail.schoolName}: your seat at “${title}” is ${mail.status === 'confirmed' ? 'confirmed' : 'held'}`,
      paragraphs: [
        `Hello ${mail.firstName},`,
        mail.status === 'confirmed'
          ? `Seats freed up: your registration for “${title}” (${when}; ${what}) has left the waiting list and is confirmed.`
          : `Seats freed up: your registration for “${title}” (${when}; ${what}) has left the waiting list. Its seats are held for you; it will be confirmed once the organisers accept your documents.`,
        'If you can no longer come, cancel it on the event’s page so that the next person gets the seat.',
      ],
      action: { label: eventLinkLabel(locale), url: mail.link },
    };
  }
  const what = `${seats} place${seats > 1 ? 's' : ''}, billet «\u00a0${ticket}\u00a0»`;
  return {
    subject: `${mail.schoolName}\u00a0: votre place à «\u00a0${title}\u00a0» est ${mail.status === 'confirmed' ? 'confirmée' : 'réservée'}`,
    paragraphs: [
      `Bonjour ${mail.firstName},`,
      mail.status === 'confirmed'
        ? `Des places se sont libérées\u00a0: votre inscription à «\u00a0${title}\u00a0» (${when}\u202f; ${what}) a quitté la liste d’attente et est confirmée.`
        : `Des places se sont libérées\u00a0: votre inscription à «\u00a0${title}\u00a0» (${when}\u202f; ${what}) a quitté la liste d’attente. Ses places vous sont réservées\u202f; elle sera confirmée dès que les organisateurs auront accepté vos documents.`,
      'Si vous ne pouvez plus venir, annulez-la sur la page de l’événement\u00a0: la personne suivante aura la place.',
    ],
    action: { label: eventLinkLabel(locale), url: mail.link },
  };
}
