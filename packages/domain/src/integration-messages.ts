import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the integration rules (integrations.ts), per locale. Schemas carry their
 * references (`$msg:integrations.<key>`, message-refs.ts); the API's error handler and the
 * web's forms put them into words.
 */
export interface IntegrationMessageCatalogue {
  /** A mapping's target field name has a character outside letters, digits, _ . - */
  targetInvalid: string;
  /** Two mappings write the same target field. */
  targetTaken: string;
  /** The token has a space, a control or a non-ASCII character (it goes in a header). */
  tokenInvalid: string;
  /** A degree or campus of the filters is not one of the school's (checked by the server). */
  unknownFilter: string;
  /** The school has INTEGRATIONS_PER_SCHOOL_MAX integrations already. */
  tooMany: string;
}

export const INTEGRATION_MESSAGES: Record<Locale, IntegrationMessageCatalogue> = {
  fr: {
    targetInvalid: 'Utilisez seulement des lettres sans accent, des chiffres et les signes _ . -',
    targetTaken: 'Ce champ est déjà la cible d’une autre correspondance.',
    tokenInvalid: 'Le jeton ne peut contenir que des caractères ASCII visibles, sans espace.',
    unknownFilter: 'Ce choix ne fait pas partie de ceux de l’école.',
    tooMany: 'L’école a déjà {max} intégrations : supprimez-en une d’abord.',
  },
  en: {
    targetInvalid: 'Use only unaccented letters, digits and the signs _ . -',
    targetTaken: 'Another mapping already writes this field.',
    tokenInvalid: 'The token may hold only visible ASCII characters, without spaces.',
    unknownFilter: 'This choice is not one of the school’s.',
    tooMany: 'The school already has {max} integrations: delete one first.',
  },
};

/** References to the messages, for schemas (message-refs.ts). */
export const INTEGRATION_REFS = refsOf('integrations', INTEGRATION_MESSAGES.fr);
