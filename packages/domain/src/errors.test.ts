import { describe, expect, it } from 'vitest';
import { describeApiError, isIgnoredValidationsError } from './errors.ts';

const GENERIC = 'An error has occured';
const response = (status: number, statusText: string, data: unknown) => ({
  response: { status, statusText, data },
});

// Issue 30 item 7: the notices read "[E409 Conflict]" and "name: …". The reference and the
// field stay (spec 2 §8 By response), apart from the sentences, for the web to word them.
const text = (t: string) => ({ field: [], text: t });

describe('describeApiError without a response (spec 2 §8: E01)', () => {
  it('shows the generic message; the reference is E01 with the error name and message', () => {
    expect(describeApiError({ name: 'TypeError', message: 'Failed to fetch' }, GENERIC)).toEqual({
      messages: [text(GENERIC)],
      code: 'E01',
      detail: 'TypeError: Failed to fetch',
    });
  });

  it('leaves out an empty message and names an unnamed error Error', () => {
    expect(describeApiError({ name: 'AbortError', message: '' }, GENERIC).detail).toBe(
      'AbortError',
    );
    expect(describeApiError({}, GENERIC)).toEqual({
      messages: [text(GENERIC)],
      code: 'E01',
      detail: 'Error',
    });
  });
});

describe('describeApiError for 400 to 499', () => {
  it('gives each field its message, lists joined with a space, and the status apart', () => {
    const body = { email: ['Enter a valid email.'], password: ['Too short.', 'Too common.'] };
    expect(describeApiError(response(400, 'Bad Request', body), GENERIC)).toEqual({
      messages: [
        { field: ['email'], text: 'Enter a valid email.' },
        { field: ['password'], text: 'Too short. Too common.' },
      ],
      code: 'E400',
      detail: 'Bad Request',
    });
  });

  it('shows detail and non_field_errors without their key', () => {
    expect(describeApiError(response(409, 'Conflict', { detail: 'In use.' }), GENERIC)).toEqual({
      messages: [text('In use.')],
      code: 'E409',
      detail: 'Conflict',
    });
    expect(
      describeApiError(
        response(400, 'Bad Request', { non_field_errors: ['Wrong email or password.'] }),
        GENERIC,
      ).messages,
    ).toEqual([text('Wrong email or password.')]);
  });

  it('gives nested fields their path', () => {
    const body = { address: { city: ['Required.'], non_field_errors: ['Incomplete.'] } };
    expect(describeApiError(response(400, 'Bad Request', body), GENERIC).messages).toEqual([
      { field: ['address', 'city'], text: 'Required.' },
      { field: ['address'], text: 'Incomplete.' },
    ]);
  });

  it('numbers items of a list of objects', () => {
    const body = { tickets: [{}, { name: ['Required.'] }] };
    expect(describeApiError(response(400, 'Bad Request', body), GENERIC).messages).toEqual([
      { field: ['tickets', '1', 'name'], text: 'Required.' },
    ]);
  });

  it('shows the generic message for a string or empty body', () => {
    expect(describeApiError(response(404, 'Not Found', '<html>…</html>'), GENERIC)).toEqual({
      messages: [text(GENERIC)],
      code: 'E404',
      detail: 'Not Found',
    });
    expect(describeApiError(response(429, 'Too Many Requests', null), GENERIC).messages).toEqual([
      text(GENERIC),
    ]);
    // HTTP/2 answers carry no status text: the code alone.
    expect(describeApiError(response(400, '', {}), GENERIC)).toEqual({
      messages: [text(GENERIC)],
      code: 'E400',
      detail: '',
    });
  });
});

describe('describeApiError for 500 and above', () => {
  it('shows only the generic message and the status, never the body', () => {
    expect(
      describeApiError(response(500, 'Internal Server Error', { detail: 'stack…' }), GENERIC),
    ).toEqual({ messages: [text(GENERIC)], code: 'E500', detail: 'Internal Server Error' });
    expect(describeApiError(response(503, 'Service Unavailable', ''), GENERIC).messages).toEqual([
      text(GENERIC),
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
