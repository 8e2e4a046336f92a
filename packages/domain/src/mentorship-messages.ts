import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the mentorship rules (mentorship.ts; spec 2 §8 "Mentorship: cannot solicit more
 * than 2 mentors; a phone number is required to activate mentorship; a tooltip shows when the
 * mentor cap is reached; invitation failure says an error occurred and the invitation was not
 * sent"), per locale. Schemas and services carry their references (`$msg:mentorship.<key>`).
 */
export interface MentorshipMessageCatalogue {
  /** Spec 2 §8: a mentee asked a third mentor while two requests wait. */
  solicitationsMax: string;
  /** Spec 2 §8: turning mentoring on without a phone number. */
  phoneRequired: string;
  /** Spec 2 §8: the tooltip and the 409 of a mentor at their cap. */
  mentorFull: string;
  /** Spec 2 §8: a request that could not be sent. */
  invitationFailed: string;
  /** The member asked is not a mentor of this school (any more). */
  notMentor: string;
  /** A member asked themselves. */
  selfRequest: string;
  /** An open (pending or accepted) match with this mentor exists already. */
  alreadyOpen: string;
  /** Refusing needs a reason. */
  reasonRequired: string;
  /** The move does not fit the match's status (answered already, closed…). */
  wrongStatus: string;
  /** The move belongs to the other side of the match. */
  notYourMove: string;
  /** Rating before the six months are over. */
  tooEarlyToRate: string;
  /** A meeting logged on a match that is not accepted. */
  meetingsClosed: string;
  /** A meeting dated in the future or before the match was accepted. */
  meetingDateOutOfRange: string;
  /** Deleting a request the mentor has not answered. */
  answerFirst: string;
  /** Headers of the mentor statistics' CSV export. */
  csvSchool: string;
  csvMentor: string;
  csvEmail: string;
  csvRequests: string;
  csvAccepted: string;
  csvRefused: string;
  csvTimedOut: string;
  csvMedianHours: string;
}

export const MENTORSHIP_MESSAGES: Record<Locale, MentorshipMessageCatalogue> = {
  fr: {
    solicitationsMax: 'Vous ne pouvez pas solliciter plus de {max}\u00a0mentors à la fois.',
    phoneRequired: 'Un numéro de téléphone est requis pour activer le mentorat.',
    mentorFull: 'Ce mentor a atteint son nombre maximum de mentorés.',
    invitationFailed: 'Une erreur est survenue, l’invitation n’a pas été envoyée.',
    notMentor: 'Ce membre n’est pas mentor.',
    selfRequest: 'Vous ne pouvez pas être votre propre mentor.',
    alreadyOpen: 'Vous avez déjà une demande en cours avec ce mentor.',
    reasonRequired: 'Indiquez le motif du refus.',
    wrongStatus: 'Cette demande a déjà changé de statut.',
    notYourMove: 'Cette action revient à l’autre membre du binôme.',
    tooEarlyToRate: 'Le mentorat pourra être évalué au bout de {months}\u00a0mois.',
    meetingsClosed: 'Les rencontres se notent pendant le mentorat.',
    meetingDateOutOfRange: 'La date doit se situer entre le début du mentorat et aujourd’hui.',
    answerFirst: 'Acceptez ou refusez d’abord cette demande.',
    csvSchool: 'école',
    csvMentor: 'mentor',
    csvEmail: 'e-mail',
    csvRequests: 'demandes',
    csvAccepted: 'acceptées',
    csvRefused: 'refusées',
    csvTimedOut: 'expirées',
    csvMedianHours: 'délai de réponse médian (heures)',
  },
  en: {
    solicitationsMax: 'You cannot solicit more than {max} mentors at once.',
    phoneRequired: 'A phone number is required to activate mentorship.',
    mentorFull: 'This mentor has reached their maximum number of mentees.',
    invitationFailed: 'An error occurred, the invitation was not sent.',
    notMentor: 'This member is not a mentor.',
    selfRequest: 'You cannot be your own mentor.',
    alreadyOpen: 'You already have an open request with this mentor.',
    reasonRequired: 'Give the reason for the refusal.',
    wrongStatus: 'This request has already changed status.',
    notYourMove: 'This action belongs to the other member of the pair.',
    tooEarlyToRate: 'The mentorship can be rated after {months} months.',
    meetingsClosed: 'Meetings are logged while the mentorship runs.',
    meetingDateOutOfRange: 'The date must be between the start of the mentorship and today.',
    answerFirst: 'Accept or refuse this request first.',
    csvSchool: 'school',
    csvMentor: 'mentor',
    csvEmail: 'email',
    csvRequests: 'requests',
    csvAccepted: 'accepted',
    csvRefused: 'refused',
    csvTimedOut: 'timed out',
    csvMedianHours: 'median response time (hours)',
  },
};

/** References to the mentorship messages, for schemas and services (message-refs.ts). */
export const MENTORSHIP_REFS = refsOf('mentorship', MENTORSHIP_MESSAGES.fr);
