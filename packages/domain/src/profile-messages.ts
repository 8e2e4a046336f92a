import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/** Messages of the profile rules that are not field formats, per locale. */
export interface ProfileMessageCatalogue {
  invalidBody: string;
  immutableEducation: string;
  changeAlreadyPending: string;
  changeIsEmpty: string;
  lastRoleInSchool: string;
  timelineNotOwned: string;
  timelineDuplicateKind: string;
  timelineOneTarget: string;
}

export const PROFILE_MESSAGES: Record<Locale, ProfileMessageCatalogue> = {
  fr: {
    invalidBody: 'Données invalides',
    immutableEducation:
      "Cette formation vient de l'établissement\u00a0: elle ne peut être ni modifiée ni supprimée.",
    changeAlreadyPending: 'Une demande de modification est déjà en attente pour ce rôle.',
    changeIsEmpty: 'Cette demande ne modifie ni le diplôme, ni l’année, ni le campus.',
    lastRoleInSchool: 'Un membre doit garder au moins un rôle dans cet établissement.',
    timelineNotOwned: 'Choisissez une formation ou une expérience de ce membre.',
    timelineDuplicateKind: 'Chaque étape de la frise ne peut apparaître qu’une fois.',
    timelineOneTarget: 'Choisissez soit une formation, soit une expérience.',
  },
  en: {
    invalidBody: 'Invalid data',
    immutableEducation:
      'This education comes from the school: it can be neither changed nor deleted.',
    changeAlreadyPending: 'A change request is already pending for this role.',
    changeIsEmpty: 'This request changes neither the degree, the year nor the campus.',
    lastRoleInSchool: 'A member must keep at least one role in this school.',
    timelineNotOwned: "Choose one of this member's educations or work experiences.",
    timelineDuplicateKind: 'Each timeline kind may appear only once.',
    timelineOneTarget: 'Give either an education or a work experience.',
  },
};

/** References to the profile messages, for schemas (message-refs.ts). */
export const PROFILE_REFS = refsOf('profile', PROFILE_MESSAGES.fr);
