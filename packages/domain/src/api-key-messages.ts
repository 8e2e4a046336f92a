import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the school's API keys (api-keys.ts; issue 31 item 9), per locale: the create
 * form's rules and the answers of a request authenticated by a key. Schemas and the server
 * carry their references (`$msg:apikeys.<key>`, message-refs.ts); the API's error handler and
 * the web's forms put them into words.
 */
export interface ApiKeyMessageCatalogue {
  /** Spec 1 §5 "API key owner required". */
  ownerRequired: string;
  /** The owner picked is not an active member of the school. */
  ownerNotMember: string;
  /** A write (not GET or HEAD) sent with a key. */
  readOnly: string;
  /** A request carrying both the session cookie and a key. */
  keyAndSession: string;
  /** A key unknown, revoked, of another school, or whose owner left or was deactivated. */
  invalidKey: string;
}

export const API_KEY_MESSAGES: Record<Locale, ApiKeyMessageCatalogue> = {
  fr: {
    ownerRequired: 'Choisissez le propriétaire de la clé.',
    ownerNotMember: "Le propriétaire doit être un membre actif de l'établissement.",
    readOnly: "Une clé d'API ne peut que lire\u00a0: envoyez GET ou HEAD.",
    keyAndSession:
      "Envoyez soit le cookie de session, soit une clé d'API, pas les deux dans la même requête.",
    invalidKey: "Clé d'API invalide ou révoquée.",
  },
  en: {
    ownerRequired: "Choose the key's owner.",
    ownerNotMember: 'The owner must be an active member of the school.',
    readOnly: 'An API key can only read: send GET or HEAD.',
    keyAndSession: 'Send either the session cookie or an API key, not both in the same request.',
    invalidKey: 'Invalid or revoked API key.',
  },
};

/** References to the messages, for schemas and the server (message-refs.ts). */
export const API_KEY_REFS = refsOf('apikeys', API_KEY_MESSAGES.fr);
