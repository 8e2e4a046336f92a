import { validationRef } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { apiFormErrors } from './formErrors.ts';
import { issuesByField } from './issues.ts';

const answer = (status: number, data: unknown) =>
  new ApiError({ message: 'failed', response: { status, statusText: '', data } });

describe('form errors (DESIGN §5 error shapes)', () => {
  it('keeps the first message of each field', () => {
    expect(
      issuesByField(
        [
          { path: ['password'], message: 'a' },
          { path: ['password'], message: 'b' },
          { path: ['email'], message: 'c' },
          { path: [], message: 'd' },
          { path: ['city'], message: validationRef('required') },
        ],
        'fr',
      ),
    ).toEqual({ password: 'a', email: 'c', '': 'd', city: 'Ce champ est obligatoire' });
  });

  it("puts a list item's messages on its own inputs when asked for full paths", () => {
    const issues = [
      { path: ['features', 3, 'names', 'fr'], message: 'a' },
      { path: ['features', 3, 'names', 'fr'], message: 'b' },
      { path: ['features', 5, 'slug'], message: 'c' },
    ];
    expect(issuesByField(issues, 'fr', 'path')).toEqual({
      'features.3.names.fr': 'a',
      'features.5.slug': 'c',
    });
    expect(issuesByField(issues, 'fr')).toEqual({ features: 'a' });
  });

  it('maps a 400 body onto fields and general messages', () => {
    expect(
      apiFormErrors(answer(400, { email: ['Invalid'], non_field_errors: ['Wrong credentials'] })),
    ).toEqual({ fields: { email: 'Invalid' }, general: ['Wrong credentials'] });
  });

  it('keeps the detail of other 4xx answers, nothing of 5xx or network failures', () => {
    expect(apiFormErrors(answer(429, { detail: 'Too many attempts' }))).toEqual({
      fields: {},
      general: ['Too many attempts'],
    });
    expect(apiFormErrors(answer(500, { detail: 'x' }))).toBeNull();
    expect(apiFormErrors(new ApiError({ message: 'offline' }))).toBeNull();
  });
});
