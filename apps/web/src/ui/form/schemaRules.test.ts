import { loginSchema } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR, schemaRules } from './schemaRules.ts';

describe('Mantine form rules from a domain schema', () => {
  const rules = schemaRules(loginSchema('fr'));

  it('puts the domain’s message on each invalid field, in the route language', () => {
    const errors = rules.validate({ email: 'not-an-email', password: '' });
    expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
    expect(rules.validate({ email: 'a@b.org', password: 'x' })).toEqual({});
    const english = schemaRules(loginSchema('en')).validate({ email: 'nope', password: 'x' });
    expect(english.email).not.toEqual(errors.email);
  });

  it('hands the submit handler the schema’s output, shaped by toInput', () => {
    const shaped = schemaRules(loginSchema('en'), (values: { mail: string }) => ({
      email: values.mail,
      password: 'secret',
    }));
    expect(shaped.transformValues({ mail: 'a@b.org' })).toEqual({
      email: 'a@b.org',
      password: 'secret',
    });
  });

  it('keeps the schema’s path-less messages for the whole form', () => {
    const whole = schemaRules({
      safeParse: () => ({ success: false, error: { issues: [{ path: [], message: 'No' }] } }),
    });
    expect(whole.validate({})).toEqual({ [FORM_ERROR]: 'No' });
  });
});
