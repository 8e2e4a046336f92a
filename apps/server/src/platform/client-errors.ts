import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MESSAGE_REFS, type Locale, localizeMessage } from '@alumni/domain';
import type { ConnectionError, FastifyInstance } from 'fastify';

/**
 * The words of the client errors Fastify and its plugins raise before a handler runs (a body
 * that is not JSON, too big, of a type the route does not take, a broken form, a bad URL),
 * in the request's language and the spec's `{"detail"}` shape (DESIGN §5, spec 2 §8), in
 * place of their English `{"statusCode", "code", "message"}`.
 */
export const CLIENT_ERROR_WORDS = {
  fr: {
    badJson: "Le corps de la requête n'est pas un JSON valide.",
    emptyJson: 'Le corps de la requête est vide alors que le type annoncé est JSON.',
    mediaType: "Ce type de contenu n'est pas accepté ici.",
    tooLarge: 'La requête est trop volumineuse.',
    badUrl: "L'adresse demandée n'est pas valide.",
    urlTooLong: "Un élément de l'adresse demandée est trop long.",
    badForm: 'Le formulaire envoyé est illisible ou incomplet\u202f; envoyez-le à nouveau.',
    notMultipart: 'Envoyez ce fichier dans un formulaire (multipart/form-data).',
    badRequest: 'La requête est invalide.',
    notFound: 'Introuvable.',
    methodNotAllowed: "Cette méthode n'est pas permise ici.",
    timeout: "La requête n'est pas arrivée à temps.",
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
    timeout: 'The request did not arrive in time.',
  },
} satisfies Record<Locale, Record<string, string>>;

type Key = keyof (typeof CLIENT_ERROR_WORDS)['fr'];

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
  408: 'timeout',
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
  return { detail: CLIENT_ERROR_WORDS[locale][key] };
}

/** `{"detail"}` for a broken multipart form, in `locale`. */
export const brokenFormBody = (locale: Locale) => ({ detail: CLIENT_ERROR_WORDS[locale].badForm });

/** A header's value in the raw bytes of a request that failed to parse, or null. */
function rawHeader(raw: string, name: string): string | null {
  const match = new RegExp(`\r\n${name}:[ \t]*([^\r\n]*)`, 'i').exec(raw);
  return match?.[1]?.trim() ?? null;
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused before Fastify saw it
 * (headers or request line over 16 KB: 431; a timeout: 408; anything else: 400), answered
 * in the spec's `{"detail"}` shape (issue 30 item 20: Fastify's own body, `{"error",
 * "message", "statusCode"}`, is outside it), in the language of `Accept-Language`, else of the
 * Host's school, read from the bytes received. Then the connection closes. Never throws.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  // Node gives the bytes it was parsing (typed loosely by Fastify).
  const packet: unknown = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.toString('latin1') : '';
  const accepted = rawHeader(raw, 'accept-language')?.slice(0, 2).toLowerCase();
  const host = rawHeader(raw, 'host');
  const locale: Promise<Locale | null> =
    accepted === 'fr' || accepted === 'en'
      ? Promise.resolve(accepted)
      : host
        ? this.schoolLocaleOfHost(host).catch(() => null)
        : Promise.resolve(null);
  void locale.then((found) => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const language = found ?? 'fr';
    const detail =
      status === 431
        ? localizeMessage(API_MESSAGE_REFS.headersTooLarge, language)
        : clientErrorBody(undefined, status, language).detail;
    const body = JSON.stringify({ detail });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  });
}
