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

/** Flattens a body into [label, text] pairs; an empty label means the text stands alone. */
function flatten(label: string[], value: unknown): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') {
    const text = String(value).trim();
    return text ? [[label.join('.'), text]] : [];
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
    return joined ? [[label.join('.'), joined], ...nested] : nested;
  }
  return Object.entries(value).flatMap(([key, v]) =>
    flatten(UNLABELLED_KEYS.has(key) ? label : [...label, key], v),
  );
}

function statusTag(status: number, statusText: string): string {
  const text = statusText.trim();
  return text ? `[E${status} ${text}]` : `[E${status}]`;
}

/**
 * Lines to show for a failed API call (spec 2 §8 By response). Takes the thrown error and the
 * already translated generic message (key GENERIC_ERROR_KEY) and returns the lines in order:
 * - no response: [generic, error.message, '[E01 - {name}]'], the message line left out when
 *   empty and the name 'Error' when missing;
 * - 400–499: with an object body, one 'field: message' line per field (a field's list joined
 *   with ' ', nested fields as 'field.sub: message'), `detail` and `non_field_errors` as the
 *   text alone; a string, empty or message-less body gives the generic message instead; then
 *   '[E{status} {statusText}]';
 * - 500 and above (and any other status): [generic, '[E{status} {statusText}]'].
 * The tag drops the space when statusText is empty ('[E404]'). Never throws.
 */
export function formatApiError(error: ApiErrorLike, genericMessage: string): string[] {
  const { response } = error;
  if (!response) {
    const message = error.message?.trim();
    const name = error.name?.trim() || 'Error';
    return [genericMessage, ...(message ? [message] : []), `[E01 - ${name}]`];
  }
  const tag = statusTag(response.status, response.statusText ?? '');
  if (response.status < 400 || response.status >= 500) return [genericMessage, tag];
  const body = response.data;
  const lines =
    body !== null && typeof body === 'object'
      ? flatten([], body).map(([label, text]) => (label ? `${label}: ${text}` : text))
      : [];
  return [...(lines.length > 0 ? lines : [genericMessage]), tag];
}

/**
 * Whether a failure of the validations counters call is ignored (spec 2 §8 By response: "403 on
 * the validations call: Ignored"): true only for a 403 response. Never throws.
 */
export function isIgnoredValidationsError(error: ApiErrorLike): boolean {
  return error.response?.status === 403;
}
