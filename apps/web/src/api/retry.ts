import { isApiError } from './ApiError.ts';

/**
 * TanStack Query `retry` for calls whose 4xx answers are final (401 signed out, 403 not
 * allowed, 404 switched off): retries once after a network failure or a server error only.
 */
export function retryUnlessClientError(failureCount: number, error: Error): boolean {
  const status = isApiError(error) ? error.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}
