import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the job rules that are not field formats, per locale (spec 1 §5 Job, spec 2 §8). */
export interface JobMessageCatalogue {
  deadlinePassed: string;
  deadlineBeforeToday: string;
  publishAtRequired: string;
  reasonRequired: string;
  filtersOff: string;
  unknownDegree: string;
  unknownLogo: string;
  unknownFile: string;
  /** Spec 2 §8 "Restricted article or job: cannot be viewed because access is restricted". */
  restricted: string;
  notPending: string;
  adminEditUsed: string;
  validatedLocked: string;
  /** Spec 2 §8 "Already applied to a job offer". */
  alreadyApplied: string;
  /** Spec 1 §5 Job "A user may not apply more than allowed (maxJobApplication 2)". */
  tooManyApplications: string;
  closed: string;
  notActive: string;
  notInactive: string;
  cvRequired: string;
  ownAd: string;
  /** Spec 2 §8 "Invalid or expired job update link: 'Link invalid'". */
  linkInvalid: string;
  /** An update link goes to the ad's contact email: none, no link. */
  noContactEmail: string;
  /** An update link would expire at once: the ad's 90 days of publication are over. */
  publicationEnded: string;
}

export const JOB_MESSAGES: Record<Locale, JobMessageCatalogue> = {
  fr: {
    deadlinePassed: 'La date limite de candidature de cette offre est passée.',
    deadlineBeforeToday: 'La date limite de candidature ne peut pas être passée.',
    publishAtRequired: 'Choisissez une date de publication ou enregistrez l’offre en brouillon.',
    reasonRequired: 'Indiquez le motif du refus.',
    filtersOff: 'Les filtres de restriction ne sont pas activés pour les offres de cette école.',
    unknownDegree: 'Ce diplôme n’existe pas dans cette école.',
    unknownLogo: 'Ce logo est introuvable\u00a0: ajoutez-le de nouveau.',
    unknownFile: 'Ce fichier est introuvable\u00a0: ajoutez-le de nouveau.',
    restricted: 'Vous ne pouvez pas consulter cette offre car son accès est restreint.',
    notPending: 'Cette offre n’attend plus de validation\u00a0: rechargez-la.',
    adminEditUsed: 'Cette offre validée a déjà été modifiée une fois par un administrateur.',
    validatedLocked: 'Une offre validée ne peut plus être modifiée que par un administrateur.',
    alreadyApplied: 'Vous avez déjà postulé à cette offre.',
    tooManyApplications: 'Vous avez déjà envoyé votre candidature le nombre de fois permis.',
    closed: 'Cette offre n’est plus active\u00a0: elle ne prend plus de candidatures.',
    notActive: 'Seule une offre active peut être désactivée.',
    notInactive: 'Seule une offre désactivée peut être réactivée.',
    cvRequired: 'Le CV est obligatoire.',
    ownAd: 'Vous ne pouvez pas postuler à votre propre offre.',
    linkInvalid: 'Lien invalide',
    noContactEmail:
      'Cette offre n’a pas d’e-mail de contact\u00a0: ajoutez-en un pour envoyer le lien.',
    publicationEnded:
      'La publication de cette offre est terminée\u00a0: réactivez-la avant d’envoyer un lien.',
  },
  en: {
    deadlinePassed: 'The application deadline of this offer has passed.',
    deadlineBeforeToday: 'The application deadline cannot be in the past.',
    publishAtRequired: 'Choose a publication date or save the ad as a draft.',
    reasonRequired: 'Give the reason for the refusal.',
    filtersOff: 'Restriction filters are not enabled for this school’s job ads.',
    unknownDegree: 'This degree does not exist in this school.',
    unknownLogo: 'This logo cannot be found: add it again.',
    unknownFile: 'This file cannot be found: add it again.',
    restricted: 'You cannot view this job offer because access is restricted.',
    notPending: 'This ad no longer waits for validation: reload it.',
    adminEditUsed: 'This validated ad has already been edited once by an admin.',
    validatedLocked: 'A validated ad can only be edited by an admin.',
    alreadyApplied: 'You have already applied to this job offer.',
    tooManyApplications: 'You have already sent your application as many times as allowed.',
    closed: 'This offer is no longer active: it takes no more applications.',
    notActive: 'Only an active ad can be deactivated.',
    notInactive: 'Only a deactivated ad can be reactivated.',
    cvRequired: 'The CV is required.',
    ownAd: 'You cannot apply to your own ad.',
    linkInvalid: 'Link invalid',
    noContactEmail: 'This ad has no contact email: add one to send the link.',
    publicationEnded: 'This ad’s publication is over: reactivate it before sending a link.',
  },
};

/** References to the job messages, for schemas (message-refs.ts). */
export const JOB_REFS = refsOf('job', JOB_MESSAGES.fr);
