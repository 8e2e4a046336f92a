/**
 * Error display (spec 2 §8 "Notification display" and "By response"). The API answers errors
 * in Django REST style (DESIGN §5); the web turns them into the lines of the red notification
 * list.
 */

/** i18n key of the generic message 'An error has occured' (spec 2 §8). */
export const GENERIC_ERROR_KEY = 'error_base_message';

/**
 * Error bodies the API sends (DESIGN §5): `{ detail }` for 401/403/404 and refusals,
 * `{ non_field_errors: [...] }` for errors about the whole input, or messages per field.
 * Field values may nest (`{ address: { city: [...] } }`) for nested inputs.
 */
export type ApiErrorBody =
  | { detail: string }
  | { non_field_errors: string[] }
  | Record<string, string[]>;

/** What the web's HTTP client throws: an Error, with the response when one arrived. */
export interface ApiErrorLike {
  name?: string;
  message?: string;
  response?: { status: number; statusText: string; data: unknown };
}

/** Keys whose messages are shown without the key (spec 2 §8 By response). */
const UNLABELLED_KEYS = new Set(['detail', 'non_field_errors']);

/** Flattens a body into [path, text] pairs; an empty path means the text stands alone. */
function flatten(label: string[], value: unknown): [string[], string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') {
    const text = String(value).trim();
    return text ? [[label, text]] : [];
  }
  if (Array.isArray(value)) {
    const texts = value.filter((v) => v !== null && typeof v !== 'object').map(String);
    const joined = texts
      .map((t) => t.trim())
      .filter(Boolean)
      .join(' ');
    // Lists of objects come from list inputs: the index says which item is wrong.
    const nested = value.flatMap((v, i) =>
      v !== null && typeof v === 'object' ? flatten([...label, String(i)], v) : [],
    );
    return joined ? [[label, joined], ...nested] : nested;
  }
  return Object.entries(value).flatMap(([key, v]) =>
    flatten(UNLABELLED_KEYS.has(key) ? label : [...label, key], v),
  );
}

/** One thing the user is told: a field's message (with the field's path) or a text alone. */
export interface ApiErrorMessage {
  /** The field's path in the body ('email', 'address.city' as ['address', 'city']); [] for the text alone. */
  field: string[];
  text: string;
}

/**
 * A failed call as the spec's notification shows it (spec 2 §8 By response), apart: the
 * sentences the user reads, and the reference of the failure, kept for whoever helps them.
 */
export interface ApiErrorDisplay {
  /** In order; never empty (the generic message when nothing better is known). */
  messages: ApiErrorMessage[];
  /** The spec's reference: 'E{status}' ('E409'), or 'E01' when no response came. */
  code: string;
  /** What the reference says besides the code: the status text ('Conflict'), or the error's name and message; '' when none. */
  detail: string;
}

const alone = (text: string): ApiErrorMessage => ({ field: [], text });

/**
 * What to show for a failed API call (spec 2 §8 By response). Takes the thrown error and the
 * already translated generic message (key GENERIC_ERROR_KEY) and returns:
 * - no response: the generic message; code 'E01', detail '{name}: {message}' (the spec's
 *   '[E01 - name]' and the error message; the name 'Error' when missing, the message left out
 *   when empty);
 * - 400–499: with an object body, one message per field (a field's list joined with ' ',
 *   nested fields with their path, items of a list of objects by their index), `detail` and
 *   `non_field_errors` as the text alone; a string, empty or message-less body gives the
 *   generic message instead; code 'E{status}', detail the status text;
 * - 500 and above (and any other status): the generic message, never the body; code and
 *   detail as above.
 * The web puts the field's label before its message and shows the code after the sentences,
 * smaller: the spec's '[E{status} {statusText}]' in words a person can read. Never throws.
 */
export function describeApiError(error: ApiErrorLike, genericMessage: string): ApiErrorDisplay {
  const { response } = error;
  if (!response) {
    const message = error.message?.trim();
    const name = error.name?.trim() || 'Error';
    return {
      messages: [alone(genericMessage)],
      code: 'E01',
      detail: message ? `${name}: ${message}` : name,
    };
  }
  const code = `E${response.status}`;
  const detail = (response.statusText ?? '').trim();
  if (response.status < 400 || response.status >= 500) {
    return { messages: [alone(genericMessage)], code, detail };
  }
  const body = response.data;
  const messages =
    body !== null && typeof body === 'object'
      ? flatten([], body).map(([field, text]) => ({ field, text }))
      : [];
  return { messages: messages.length > 0 ? messages : [alone(genericMessage)], code, detail };
}

/**
 * Whether a failure of the validations counters call is ignored (spec 2 §8 By response: "403 on
 * the validations call: Ignored"): true only for a 403 response. Never throws.
 */
export function isIgnoredValidationsError(error: ApiErrorLike): boolean {
  return error.response?.status === 403;
}
