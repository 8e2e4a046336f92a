import { splitLocalePath } from '@alumni/domain';
import { ApiError } from './ApiError.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * The language the server answers in (its messages, validation errors): the locale of the
 * address the page shows, read at request time so it follows the language switch.
 */
export function requestLanguage(): string {
  return splitLocalePath(window.location.pathname).locale;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Calls the API on the page's own origin (the school's host) with its session cookie and
 * JSON both ways, in the route's language (`Accept-Language`). Unsafe methods need no token:
 * the server checks the `Origin` header the browser adds to same-origin POST, PATCH and
 * DELETE. Resolves with the parsed body; rejects with an ApiError carrying the response, or
 * without one when the network failed.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
    ...options.headers,
  };
  const multipart = options.body instanceof FormData;
  // The browser sets the multipart boundary itself.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    throw new ApiError({ name: error.name, message: error.message });
  }
  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError({
      message: `${method} ${path} failed with ${response.status}`,
      response: { status: response.status, statusText: response.statusText, data },
    });
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /**
   * POST of one file as multipart/form-data in the field `field` (`file` by default), after
   * the text `fields` (the server reads those sent before the file).
   */
  upload: <T>(path: string, file: File, field = 'file', fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, file, file.name);
    return apiRequest<T>(path, { method: 'POST', body: form });
  },
};
