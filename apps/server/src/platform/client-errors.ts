import type { Locale } from '@alumni/domain';

/**
 * The words of the client errors Fastify and its plugins raise before a handler runs (a body
 * that is not JSON, too big, of a type the route does not take, a broken form, a bad URL),
 * in the request's language and the spec's `{"detail"}` shape (DESIGN §5, spec 2 §8), in
 * place of their English `{"statusCode", "code", "message"}`.
 */
const WORDS = {
  fr: {
    badJson: "Le corps de la requête n'est pas un JSON valide.",
    emptyJson: 'Le corps de la requête est vide alors que le type annoncé est JSON.',
    mediaType: "Ce type de contenu n'est pas accepté ici.",
    tooLarge: 'La requête est trop volumineuse.',
    badUrl: "L'adresse demandée n'est pas valide.",
    urlTooLong: "Un élément de l'adresse demandée est trop long.",
    badForm: 'Le formulaire envoyé est illisible ou incomplet ; envoyez-le à nouveau.',
    notMultipart: 'Envoyez ce fichier dans un formulaire (multipart/form-data).',
    badRequest: 'La requête est invalide.',
    notFound: 'Introuvable.',
    methodNotAllowed: "Cette méthode n'est pas permise ici.",
  },
  en: {
    badJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty while its declared type is JSON.',
    mediaType: 'This content type is not accepted here.',
    tooLarge: 'The request is too large.',
    badUrl: 'The requested address is not valid.',
    urlTooLong: 'Part of the requested address is too long.',
    badForm: 'The form sent is unreadable or incomplete; send it again.',
    notMultipart: 'Send this file in a form (multipart/form-data).',
    badRequest: 'The request is invalid.',
    notFound: 'Not found.',
    methodNotAllowed: 'This method is not allowed here.',
  },
} satisfies Record<Locale, Record<string, string>>;

type Key = keyof (typeof WORDS)['fr'];

/** Fastify's and @fastify/multipart's error codes, by what they mean to the caller. */
const BY_CODE: Record<string, Key> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'badJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'tooLarge',
  FST_ERR_BAD_URL: 'badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'urlTooLong',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'notMultipart',
  FST_PROTO_VIOLATION: 'badForm',
  FST_MP_PREMATURE_CLOSE: 'badForm',
  FST_INVALID_JSON_FIELD_ERROR: 'badForm',
  FST_PARTS_LIMIT: 'tooLarge',
  FST_FILES_LIMIT: 'tooLarge',
  FST_FIELDS_LIMIT: 'tooLarge',
  FST_REQ_FILE_TOO_LARGE: 'tooLarge',
};

const BY_STATUS: Record<number, Key> = {
  404: 'notFound',
  405: 'methodNotAllowed',
  413: 'tooLarge',
  414: 'urlTooLong',
  415: 'mediaType',
};

/**
 * True for the errors the multipart parser (busboy) throws on a broken form: plain Errors
 * with no status ("Unexpected end of multipart data", "Boundary not found"), recognised by
 * where they were thrown, since they carry no code.
 */
export function isBrokenFormError(error: { statusCode?: number; stack?: string }): boolean {
  return error.statusCode === undefined && /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}

/**
 * The `{"detail"}` body of a client error raised by Fastify or a plugin: `code` (e.g.
 * `FST_ERR_CTP_INVALID_JSON_BODY`, or a JSON parser's SyntaxError, which has none) and the
 * 4xx `status` it carries, in `locale`. Never throws.
 */
export function clientErrorBody(
  code: string | undefined,
  status: number,
  locale: Locale,
  name?: string,
): { detail: string } {
  const byCode = code ? BY_CODE[code] : undefined;
  const key: Key =
    byCode ?? (name === 'SyntaxError' ? 'badJson' : (BY_STATUS[status] ?? 'badRequest'));
  return { detail: WORDS[locale][key] };
}

/** `{"detail"}` for a broken multipart form, in `locale`. */
export const brokenFormBody = (locale: Locale) => ({ detail: WORDS[locale].badForm });
