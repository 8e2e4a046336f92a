import type { Locale } from '@alumni/domain';
import type { EmailContent } from '../../platform/mail-layout.ts';

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
      action: { label: 'See the event', url: mail.link },
    };
  }
  const what = `${seats} place${seats > 1 ? 's' : ''}, billet « ${ticket} »`;
  return {
    subject: `${mail.schoolName} : votre place à « ${title} » est ${mail.status === 'confirmed' ? 'confirmée' : 'réservée'}`,
    paragraphs: [
      `Bonjour ${mail.firstName},`,
      mail.status === 'confirmed'
        ? `Des places se sont libérées : votre inscription à « ${title} » (${when} ; ${what}) a quitté la liste d’attente et est confirmée.`
        : `Des places se sont libérées : votre inscription à « ${title} » (${when} ; ${what}) a quitté la liste d’attente. Ses places vous sont réservées ; elle sera confirmée dès que les organisateurs auront accepté vos documents.`,
      'Si vous ne pouvez plus venir, annulez-la sur la page de l’événement : la personne suivante aura la place.',
    ],
    action: { label: 'Voir l’événement', url: mail.link },
  };
}
