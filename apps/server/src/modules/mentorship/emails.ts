import type { Locale, MentorshipNoticeKind } from '@alumni/domain';
import type { EmailContent } from '../../platform/mail-layout.ts';

/**
 * The mails of mentorship (issue 33): what happened to a request or a match, to the member it
 * concerns, in the school's language, with a button to the page where they act.
 */

/** What a mentorship mail tells: a notice's kind (domain noticesOfChange). */
export type MentorshipMailKind = MentorshipNoticeKind;

export interface MentorshipMailFacts {
  schoolName: string;
  /** The recipient's first name. */
  firstName: string;
  /** The other member of the pair, "First Last". */
  other: string;
  reason?: string | null;
  link: string;
}

const FR: Record<MentorshipMailKind, (f: MentorshipMailFacts) => [string, string, string]> = {
  request: (f) => [
    `${f.schoolName}\u00a0: ${f.other} vous demande d’être son mentor`,
    `${f.other} souhaite que vous l’accompagniez. Acceptez ou refusez sa demande dans les 15\u00a0jours.`,
    'Répondre',
  ],
  accepted: (f) => [
    `${f.schoolName}\u00a0: ${f.other} a accepté d’être votre mentor`,
    `${f.other} a accepté votre demande. Notez vos rencontres, au moins une par mois pendant six mois.`,
    'Suivre le mentorat',
  ],
  refused: (f) => [
    `${f.schoolName}\u00a0: votre demande de mentorat n’a pas été acceptée`,
    `Votre demande à ${f.other} n’a pas été acceptée.${f.reason ? ` Motif\u00a0: ${f.reason}` : ''}`,
    'Trouver un autre mentor',
  ],
  cancelled: (f) => [
    `${f.schoolName}\u00a0: mentorat annulé`,
    `${f.other} a mis fin à votre mentorat.`,
    'Voir mes mentorats',
  ],
  reminder: (f) => [
    `${f.schoolName}\u00a0: ${f.other} attend votre réponse`,
    `La demande de mentorat de ${f.other} expire dans 3\u00a0jours sans réponse de votre part.`,
    'Répondre',
  ],
  timed_out: (f) => [
    `${f.schoolName}\u00a0: votre demande de mentorat a expiré`,
    `${f.other} n’a pas répondu à votre demande en 15\u00a0jours\u00a0: elle a expiré. Vous pouvez solliciter un autre mentor.`,
    'Trouver un mentor',
  ],
  nudge: (f) => [
    `${f.schoolName}\u00a0: pensez à votre rencontre de mentorat`,
    `Aucune rencontre avec ${f.other} n’a été notée ce mois-ci. Le mentorat prévoit au moins une rencontre par mois.`,
    'Noter une rencontre',
  ],
};

const EN: Record<MentorshipMailKind, (f: MentorshipMailFacts) => [string, string, string]> = {
  request: (f) => [
    `${f.schoolName}: ${f.other} asks you to be their mentor`,
    `${f.other} would like you to mentor them. Accept or refuse the request within 15 days.`,
    'Answer',
  ],
  accepted: (f) => [
    `${f.schoolName}: ${f.other} accepted to be your mentor`,
    `${f.other} accepted your request. Log your meetings, at least one a month for six months.`,
    'Follow the mentorship',
  ],
  refused: (f) => [
    `${f.schoolName}: your mentorship request was not accepted`,
    `Your request to ${f.other} was not accepted.${f.reason ? ` Reason: ${f.reason}` : ''}`,
    'Find another mentor',
  ],
  cancelled: (f) => [
    `${f.schoolName}: mentorship cancelled`,
    `${f.other} ended your mentorship.`,
    'See my mentorships',
  ],
  reminder: (f) => [
    `${f.schoolName}: ${f.other} is waiting for your answer`,
    `The mentorship request of ${f.other} expires in 3 days without your answer.`,
    'Answer',
  ],
  timed_out: (f) => [
    `${f.schoolName}: your mentorship request expired`,
    `${f.other} did not answer your request within 15 days: it expired. You may ask another mentor.`,
    'Find a mentor',
  ],
  nudge: (f) => [
    `${f.schoolName}: time for your mentorship meeting`,
    `No meeting with ${f.other} was logged this month. The mentorship expects at least one meeting a month.`,
    'Log a meeting',
  ],
};

/** The mail of `kind` in `locale`. */
export function mentorshipEmail(
  locale: Locale,
  kind: MentorshipMailKind,
  facts: MentorshipMailFacts,
): EmailContent {
  const [subject, body, label] = (locale === 'en' ? EN : FR)[kind](facts);
  const hello = locale === 'en' ? `Hello ${facts.firstName},` : `Bonjour ${facts.firstName},`;
  return { subject, paragraphs: [hello, body], action: { label, url: facts.link } };
}
