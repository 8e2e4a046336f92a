import { describe, expect, it } from 'vitest';
import { formatApiError, isIgnoredValidationsError } from './errors.ts';

const GENERIC = 'An error has occured';
const response = (status: number, statusText: string, data: unknown) => ({
  response: { status, statusText, data },
});

describe('formatApiError without a response (spec 2 §8: E01)', () => {
  it('shows the generic message, the error message and [E01 - name]', () => {
    expect(formatApiError({ name: 'TypeError', message: 'Failed to fetch' }, GENERIC)).toEqual([
      GENERIC,
      'Failed to fetch',
      '[E01 - TypeError]',
    ]);
  });

  it('leaves out an empty message and names an unnamed error Error', () => {
    expect(formatApiError({ name: 'AbortError', message: '' }, GENERIC)).toEqual([
      GENERIC,
      '[E01 - AbortError]',
    ]);
    expect(formatApiError({}, GENERIC)).toEqual([GENERIC, '[E01 - Error]']);
  });
});

describe('formatApiError for 400 to 499', () => {
  it("lists each field as 'field: message', lists joined with a space", () => {
    const body = { email: ['Enter a valid email.'], password: ['Too short.', 'Too common.'] };
    expect(formatApiError(response(400, 'Bad Request', body), GENERIC)).toEqual([
      'email: Enter a valid email.',
      'password: Too short. Too common.',
      '[E400 Bad Request]',
    ]);
  });

  it('shows detail and non_field_errors without their key', () => {
    expect(formatApiError(response(403, 'Forbidden', { detail: 'Not allowed.' }), GENERIC)).toEqual(
      ['Not allowed.', '[E403 Forbidden]'],
    );
    expect(
      formatApiError(
        response(400, 'Bad Request', { non_field_errors: ['Wrong email or password.'] }),
        GENERIC,
      ),
    ).toEqual(['Wrong email or password.', '[E400 Bad Request]']);
  });

  it("flattens nested fields as 'field.sub: message'", () => {
    const body = { address: { city: ['Required.'], non_field_errors: ['Incomplete.'] } };
    expect(formatApiError(response(400, 'Bad Request', body), GENERIC)).toEqual([
      'address.city: Required.',
      'address: Incomplete.',
      '[E400 Bad Request]',
    ]);
  });

  it('numbers items of a list of objects', () => {
    const body = { tickets: [{}, { name: ['Required.'] }] };
    expect(formatApiError(response(400, 'Bad Request', body), GENERIC)).toEqual([
      'tickets.1.name: Required.',
      '[E400 Bad Request]',
    ]);
  });

  it('shows the generic message for a string or empty body', () => {
    expect(formatApiError(response(404, 'Not Found', '<html>…</html>'), GENERIC)).toEqual([
      GENERIC,
      '[E404 Not Found]',
    ]);
    expect(formatApiError(response(429, 'Too Many Requests', null), GENERIC)).toEqual([
      GENERIC,
      '[E429 Too Many Requests]',
    ]);
    expect(formatApiError(response(400, '', {}), GENERIC)).toEqual([GENERIC, '[E400]']);
  });
});

describe('formatApiError for 500 and above', () => {
  it('shows only the generic message and the status, never the body', () => {
    expect(
      formatApiError(response(500, 'Internal Server Error', { detail: 'stack…' }), GENERIC),
    ).toEqual([GENERIC, '[E500 Internal Server Error]']);
    expect(formatApiError(response(503, 'Service Unavailable', ''), GENERIC)).toEqual([
      GENERIC,
      '[E503 Service Unavailable]',
    ]);
  });
});

describe('isIgnoredValidationsError (spec 2 §8: 403 on the validations call is ignored)', () => {
  it('ignores a 403', () => {
    expect(isIgnoredValidationsError(response(403, 'Forbidden', { detail: 'x' }))).toBe(true);
  });

  it('does not ignore other failures', () => {
    expect(isIgnoredValidationsError(response(500, 'Internal Server Error', null))).toBe(false);
    expect(isIgnoredValidationsError({ name: 'TypeError' })).toBe(false);
  });
});
