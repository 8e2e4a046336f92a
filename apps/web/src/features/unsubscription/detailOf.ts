import { isApiError } from '../../api/ApiError.ts';

/** The `detail` of an API error's answer (the server's "Error! Invalid token"), if it has one. */
export function detailOf(error: unknown): string | null {
  const data = isApiError(error) ? error.response?.data : null;
  const detail = data && typeof data === 'object' ? (data as { detail?: unknown }).detail : null;
  return typeof detail === 'string' ? detail : null;
}
