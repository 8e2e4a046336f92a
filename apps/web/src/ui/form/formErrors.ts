import type { ApiError } from '../../api/ApiError.ts';
import { isApiError } from '../../api/ApiError.ts';

// Apart from issues.ts: reading an API answer needs none of the domain's message catalogues.

/** Field errors of a form, by top-level field name: the first message of each field. */
export type FieldErrors = Record<string, string>;

const GENERAL_KEYS = new Set(['detail', 'non_field_errors']);

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join(' ');
  return typeof value === 'string' ? value : '';
}

/**
 * The errors of a 4xx answer in the API's shapes (DESIGN §5: `{"field": ["message"]}`,
 * `{"non_field_errors": [...]}` or `{"detail": "…"}`): messages per field (400 only), and the
 * general ones (a 429's "too many attempts" too). Null for any other failure (network, 5xx, a
 * body of another shape), which the caller reports otherwise.
 */
export function apiFormErrors(error: unknown): { fields: FieldErrors; general: string[] } | null {
  const status = isApiError(error) ? (error.status ?? 0) : 0;
  if (status < 400 || status >= 500) return null;
  const body = (error as ApiError).response?.data;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (status !== 400) {
    const detail = 'detail' in body ? textOf(body.detail).trim() : '';
    return detail ? { fields: {}, general: [detail] } : null;
  }
  const fields: FieldErrors = {};
  const general: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    const text = textOf(value).trim();
    if (!text) continue;
    if (GENERAL_KEYS.has(key)) general.push(text);
    else fields[key] = text;
  }
  return { fields, general };
}
