import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messageRef, parseMessageRef } from '../message-refs.ts';
import { loginSchema } from '../validation.ts';
import { validationRef } from '../validation-messages.ts';
import { contractErrorMap, issuesToErrorBody, localizeMessage } from './issues.ts';

describe('message references', () => {
  it('carry a key and its values, and read back', () => {
    const ref = messageRef('validation', 'tooLong', { max: 100 });
    expect(parseMessageRef(ref)).toEqual({
      catalogue: 'validation',
      key: 'tooLong',
      params: { max: '100' },
    });
    expect(parseMessageRef('A sentence')).toBeNull();
  });

  it('are put into words in each language (spec 1 §5 messages)', () => {
    const ref = validationRef('tooLong', { max: 100 });
    expect(localizeMessage(ref, 'fr')).toBe('Ce champ ne doit pas dépasser 100 caractères');
    expect(localizeMessage(ref, 'en')).toBe('This field must not exceed 100 characters');
    expect(localizeMessage('Already words', 'en')).toBe('Already words');
    expect(localizeMessage(messageRef('nope', 'missing'), 'en')).toBe('$msg:nope.missing');
  });
});

describe('issuesToErrorBody (DESIGN §5 error shape)', () => {
  it('puts issues without a path under non_field_errors and joins nested paths', () => {
    expect(
      issuesToErrorBody(
        [
          { path: [], message: validationRef('passwordMismatch') },
          { path: ['links', 0, 'url'], message: validationRef('invalidUrl') },
        ],
        'en',
      ),
    ).toEqual({
      non_field_errors: ['Passwords do not match'],
      'links.0.url': ['The address must start with http:// or https:// and have a valid domain'],
    });
  });

  it("words one schema in the reader's language", () => {
    const result = loginSchema().safeParse({ email: 'nope' }, { error: contractErrorMap });
    if (result.success) throw new Error('expected issues');
    expect(issuesToErrorBody(result.error.issues, 'fr')).toEqual({
      email: ['Adresse e-mail invalide'],
      password: ['Ce champ est obligatoire'],
    });
    expect(issuesToErrorBody(result.error.issues, 'en')).toEqual({
      email: ['Invalid email address'],
      password: ['This field is required'],
    });
  });
});

describe('contractErrorMap', () => {
  const parse = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value, { error: contractErrorMap });
    return result.success ? null : localizeMessage(result.error.issues[0]?.message ?? '', 'en');
  };

  it("words zod's own issues from the catalogue", () => {
    expect(parse(z.object({ a: z.string() }), {})).toBe('This field is required');
    expect(parse(z.string(), 3)).toBe('Invalid value');
    expect(parse(z.string().max(3), 'abcd')).toBe('This field must not exceed 3 characters');
    expect(parse(z.string().min(3), 'ab')).toBe('This field must contain at least 3 characters');
    expect(parse(z.number().max(2_147_483_647), 2 ** 31)).toBe(
      'The value must be less than or equal to 2147483647',
    );
    expect(parse(z.number().min(1), 0)).toBe('The value must be greater than or equal to 1');
    expect(parse(z.number().positive(), 0)).toBe('The value must be greater than 0');
    expect(parse(z.number().lt(5), 5)).toBe('The value must be less than 5');
    expect(parse(z.enum(['a', 'b']), 'c')).toBe('Invalid choice');
  });

  it("gives way to a schema's own message", () => {
    expect(parse(z.string().max(1, { error: validationRef('invalidSlug') }), 'ab')).toBe(
      'Only letters, digits and hyphens are allowed',
    );
  });
});
