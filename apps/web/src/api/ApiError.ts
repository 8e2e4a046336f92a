/** What the server answered, when it answered (spec 2 §8). */
export interface ApiErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
}

/**
 * A failed API call, in the shape `describeApiError` reads: `response` is absent when the
 * server could not be reached at all.
 */
export class ApiError extends Error {
  readonly response?: ApiErrorResponse;

  constructor(options: { name?: string; message: string; response?: ApiErrorResponse }) {
    super(options.message);
    this.name = options.name ?? 'ApiError';
    if (options.response) this.response = options.response;
  }

  get status(): number | undefined {
    return this.response?.status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
