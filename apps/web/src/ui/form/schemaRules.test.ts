import { loginSchema } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { FORM_ERROR, schemaRules } from './schemaRules.ts';

describe('Mantine form rules from a domain schema', () => {
  const rules = schemaRules('fr', loginSchema());

  it('puts the domain’s message on each invalid field, in the page language', () => {
    const errors = rules.validate({ email: 'not-an-email', password: '' });
    expect(errors).toEqual({
      email: 'Adresse e-mail invalide',
      password: 'Ce champ est obligatoire',
    });
    expect(rules.validate({ email: 'a@b.org', password: 'x' })).toEqual({});
    expect(schemaRules('en', loginSchema()).validate({ email: 'nope', password: 'x' })).toEqual({
      email: 'Invalid email address',
    });
  });

  it('hands the submit handler the schema’s output, shaped by toInput', () => {
    const shaped = schemaRules('en', loginSchema(), (values: { mail: string }) => ({
      email: values.mail,
      password: 'secret',
    }));
    expect(shaped.transformValues({ mail: 'a@b.org' })).toEqual({
      email: 'a@b.org',
      password: 'secret',
    });
  });

  it('keeps the schema’s path-less messages for the whole form', () => {
    const whole = schemaRules('en', {
      safeParse: () => ({ success: false, error: { issues: [{ path: [], message: 'No' }] } }),
    });
    expect(whole.validate({})).toEqual({ [FORM_ERROR]: 'No' });
  });
});
