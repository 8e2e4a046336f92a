import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of bulk operations (bulk-operations.ts; issue 32 item 5, issue 34 item 1), per
 * locale: the selection's rules (spec 2 §8 "mass actions with no or invalid selection") and
 * the progress failure (spec 2 §8 "Progress failure: unexpected error, contact customer
 * service"). Schemas and the server carry their references (`$msg:bulk.<key>`).
 */
export interface BulkOperationMessageCatalogue {
  /** Neither members nor filters were given. */
  noSelection: string;
  /** Both a selection and filters were given. */
  selectionOrFilters: string;
  /** More members selected than BULK_SELECTION_MAX. */
  tooManySelected: string;
  /** No member matches the selection or the filters. */
  nobodyMatches: string;
  /** Spec 2 §8: an operation ended in failure. */
  progressFailure: string;
}

export const BULK_OPERATION_MESSAGES: Record<Locale, BulkOperationMessageCatalogue> = {
  fr: {
    noSelection: 'Sélectionnez au moins un membre.',
    selectionOrFilters: 'Envoyez soit une sélection de membres, soit des filtres, pas les deux.',
    tooManySelected:
      'Au plus {max} membres par sélection\u00a0: utilisez «\u00a0tous les membres correspondant aux filtres\u00a0».',
    nobodyMatches: 'Aucun membre ne correspond à cette sélection.',
    progressFailure: 'Une erreur inattendue est survenue, contactez le service client.',
  },
  en: {
    noSelection: 'Select at least one member.',
    selectionOrFilters: 'Send either a selection of members or filters, not both.',
    tooManySelected: 'At most {max} members per selection: use "all members matching the filters".',
    nobodyMatches: 'No member matches this selection.',
    progressFailure: 'An unexpected error occurred, contact customer service.',
  },
};

/** References to the messages, for schemas and the server (message-refs.ts). */
export const BULK_OPERATION_REFS = refsOf('bulk', BULK_OPERATION_MESSAGES.fr);
