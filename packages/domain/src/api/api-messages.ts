import type { Locale } from '../locales.ts';
import { messageRef, refsOf } from '../message-refs.ts';

/**
 * The API's own error messages, those no area owns (spec 2 §8; DESIGN §5): the answers of the
 * policy layer, the tenancy, the error handler and the request limits. The server throws
 * their references (`API_MESSAGE_REFS`, `apiMessageRef`) and its error handler puts them into
 * words in the request's language (issues.ts `localizeMessage`), so no answer mixes languages
 * (issue 30 item 20: "You do not have permission…" and "Not found." came out in English on the
 * French school).
 */
export interface ApiMessageCatalogue {
  notFound: string;
  forbidden: string;
  notAuthenticated: string;
  schoolNotFound: string;
  /** A switched-off feature's operation (spec 2 §6 Feature visibility). */
  featureOff: string;
  internalError: string;
  /** `{method}`, `{path}`: the request's. */
  noRoute: string;
  /** `{seconds}`: until the limit's window ends. */
  tooManyRequests: string;
  csrfFailed: string;
  invalidCursor: string;
  bodyNotObject: string;
  headersTooLarge: string;
  mapDisabled: string;
  /** 507: the server's storage is full (an upload could not be written). */
  storageFull: string;
}

export const API_MESSAGES: Record<Locale, ApiMessageCatalogue> = {
  fr: {
    notFound: 'Introuvable.',
    forbidden: "Vous n'avez pas la permission d'effectuer cette action.",
    notAuthenticated: "Informations d'authentification non fournies.",
    schoolNotFound: 'Établissement introuvable.',
    featureOff: "Cette fonctionnalité n'est pas activée dans cet établissement.",
    internalError: 'Une erreur interne est survenue.',
    noRoute: 'Aucune route pour {method} {path}.',
    tooManyRequests: 'Trop de requêtes. Réessayez dans {seconds} s.',
    csrfFailed: 'Vérification CSRF échouée\u00a0: la requête ne vient pas de ce site.',
    invalidCursor: 'Curseur invalide.',
    bodyNotObject: 'Le corps de la requête doit être un objet JSON.',
    headersTooLarge: "Les en-têtes ou l'adresse de la requête sont trop longs.",
    mapDisabled: "La carte n'est pas activée dans cet établissement.",
    storageFull:
      "L'espace de stockage du serveur est plein\u00a0: le fichier n'a pas été enregistré. Réessayez plus tard.",
  },
  en: {
    notFound: 'Not found.',
    forbidden: 'You do not have permission to perform this action.',
    notAuthenticated: 'Authentication credentials were not provided.',
    schoolNotFound: 'School not found.',
    featureOff: 'This feature is not enabled in this school.',
    internalError: 'An internal error occurred.',
    noRoute: 'No route for {method} {path}.',
    tooManyRequests: 'Too many requests. Try again in {seconds} s.',
    csrfFailed: 'CSRF check failed: the request did not come from this site.',
    invalidCursor: 'Invalid cursor.',
    bodyNotObject: 'The request body must be a JSON object.',
    headersTooLarge: 'The request headers or address are too long.',
    mapDisabled: 'The map is disabled for this school.',
    storageFull: "The server's storage is full: the file was not saved. Try again later.",
  },
};

/** The references of the messages without placeholders, e.g. `API_MESSAGE_REFS.notFound`. */
export const API_MESSAGE_REFS = refsOf('api', API_MESSAGES.fr);

/** The reference of `key` with its `{name}` values (`apiMessageRef('tooManyRequests', {seconds: 4})`). */
export function apiMessageRef(
  key: keyof ApiMessageCatalogue,
  params: Record<string, string | number> = {},
): string {
  return messageRef('api', key, params);
}
