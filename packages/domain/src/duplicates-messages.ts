import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of member deletion and of the merge of duplicates (duplicates.ts; issue 34 items 1
 * and 5), per locale: spec 1 §5 "the reassignment target must be a different user",
 * "duplicate merge needs a choice per conflict", spec 2 §8 "Cannot merge users from another
 * school". Schemas and the server carry their references (`$msg:duplicates.<key>`).
 */
export interface DuplicateMessageCatalogue {
  /** `content: 'reassign'` without `reassign_to`. */
  reassignRequired: string;
  /** `reassign_to` is one of the members deleted, or not an active member of the school. */
  reassignDifferent: string;
  /** A merge of a member with themselves. */
  sameUser: string;
  /** Spec 2 §8: one of the two is not a member of the school. */
  otherSchool: string;
  /** A conflicting field has no choice. */
  choiceRequired: string;
  /** The admin merging their own account away. */
  mergeSelf: string;
  /** Only super users merge accounts across schools. */
  superUsersOnly: string;
}

export const DUPLICATE_MESSAGES: Record<Locale, DuplicateMessageCatalogue> = {
  fr: {
    reassignRequired: 'Choisissez le membre à qui réattribuer le contenu.',
    reassignDifferent:
      'Le contenu doit être réattribué à un autre utilisateur, membre actif de l’école et non supprimé.',
    sameUser: 'Choisissez deux utilisateurs différents.',
    otherSchool: 'Impossible de fusionner des utilisateurs d’une autre école.',
    choiceRequired: 'Choisissez la valeur à conserver.',
    mergeSelf: 'Vous ne pouvez pas fusionner votre propre compte dans un autre.',
    superUsersOnly: 'Seuls les super administrateurs fusionnent des comptes entre écoles.',
  },
  en: {
    reassignRequired: 'Choose the member who receives the content.',
    reassignDifferent:
      'The content must be reassigned to a different user, an active member of the school who is not being deleted.',
    sameUser: 'Choose two different users.',
    otherSchool: 'Cannot merge users from another school.',
    choiceRequired: 'Choose which value to keep.',
    mergeSelf: 'You cannot merge your own account into another.',
    superUsersOnly: 'Only super administrators merge accounts across schools.',
  },
};

/** References to the messages, for schemas and the server (message-refs.ts). */
export const DUPLICATE_REFS = refsOf('duplicates', DUPLICATE_MESSAGES.fr);
