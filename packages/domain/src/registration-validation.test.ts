import { describe, expect, it } from 'vitest';
import { MIN_REGISTRATION_AGE_DEFAULT } from './limits.ts';
import type { Locale } from './locales.ts';
import { inLocale, messagesAt } from './test-locale.ts';
import type { RegistrationOptions } from './validation.ts';
import { registrationSchema } from './validation.ts';
import { formatValidationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';

const LOCALES: Locale[] = ['fr', 'en'];

describe.each(LOCALES)('registration schema in %s', (locale) => {
  const m = VALIDATION_MESSAGES[locale];

  describe('registrationSchema (spec 1 §5 Registration)', () => {
    const today = new Date(2024, 5, 15);
    const base: RegistrationOptions = {
      minAge: MIN_REGISTRATION_AGE_DEFAULT,
      today,
      campusRequired: false,
      kind: 'manual',
    };
    const valid = {
      first_name: ' Jeanne ',
      last_name: 'Dupont',
      birth_name: 'Martin',
      civility: 'Mme.',
      date_birth: '2000-06-15',
      city: 'Lyon',
      email: 'Jeanne@Example.org',
      phone: '+33 6 12 34 56 78',
      password: 'Abcdef1!',
      password_confirm: 'Abcdef1!',
      terms_use: true,
      privacy_policy: true,
      account_type: 'community',
      role: 4,
      graduation_year: 2022,
      degree: 3,
      campus: 2,
    };
    const schema = (opts: Partial<RegistrationOptions> = {}) =>
      inLocale(registrationSchema({ ...base, ...opts }), locale);
    const at = (
      patch: Record<string, unknown>,
      path: string,
      opts?: Partial<RegistrationOptions>,
    ) => messagesAt(schema(opts), { ...valid, ...patch }, path);

    it('accepts a complete registration, trimming names and lowercasing the email', () => {
      const parsed = schema().parse(valid);
      expect(parsed.first_name).toBe('Jeanne');
      expect(parsed.email).toBe('jeanne@example.org');
    });

    it('accepts the optional fields left out; civility defaults to null', () => {
      const { birth_name, civility, phone, degree, campus, ...required } = valid;
      expect(schema().parse(required).civility).toBeNull();
      expect(schema().parse({ ...required, civility: null, phone: '' }).phone).toBe('');
    });

    it('requires first name, last name, city, email and date of birth', () => {
      for (const field of ['first_name', 'last_name', 'city', 'email', 'date_birth']) {
        expect(at({ [field]: undefined }, field)).toEqual([m.required]);
        expect(at({ [field]: '  ' }, field)).toEqual([m.required]);
      }
    });

    it('rejects a birth name equal to the family name, ignoring case and accents', () => {
      expect(at({ last_name: 'Hélène', birth_name: ' helene ' }, 'birth_name')).toEqual([
        m.birthNameSameAsLastName,
      ]);
    });

    it('caps names and city at 150 characters, the account columns (over it was a 500)', () => {
      for (const field of ['first_name', 'last_name', 'birth_name', 'city']) {
        expect(at({ [field]: 'é'.repeat(150) }, field)).toEqual([]);
        expect(at({ [field]: 'é'.repeat(151) }, field)).toHaveLength(1);
      }
    });

    it('rejects a birth name with digits', () => {
      expect(at({ birth_name: 'Martin2' }, 'birth_name')).toEqual([m.noDigits]);
    });

    it('rejects an unknown civility', () => {
      expect(at({ civility: 'Mlle' }, 'civility')).toEqual([m.invalidChoice]);
    });

    it('with the default minimum age 0, accepts someone born today and rejects a future birth', () => {
      expect(at({ date_birth: '2024-06-15' }, 'date_birth')).toEqual([]);
      expect(at({ date_birth: '2024-06-16' }, 'date_birth')).toEqual([m.birthDateInFuture]);
    });

    it('applies the school minimum age on today, birthday included', () => {
      const tooYoung = formatValidationMessage(locale, 'minimumAge', { age: 18 });
      expect(tooYoung).toContain('18');
      expect(at({ date_birth: '2006-06-15' }, 'date_birth', { minAge: 18 })).toEqual([]);
      expect(at({ date_birth: '2006-06-16' }, 'date_birth', { minAge: 18 })).toEqual([tooYoung]);
    });

    it('rejects an invalid date of birth', () => {
      expect(at({ date_birth: '15/06/2000' }, 'date_birth')).toEqual([m.invalidDate]);
    });

    it('rejects an invalid email and phone', () => {
      expect(at({ email: 'jeanne' }, 'email')).toEqual([m.invalidEmail]);
      expect(at({ phone: 'call me' }, 'phone')).toEqual([m.invalidPhone]);
    });

    it('applies the password rules and the confirmation', () => {
      expect(at({ password: 'abcdefg1!', password_confirm: 'abcdefg1!' }, 'password')).toEqual([
        m.passwordUppercase,
      ]);
      expect(at({ password_confirm: 'Other1!x' }, 'password_confirm')).toEqual([
        m.passwordMismatch,
      ]);
    });

    it('requires the terms of use and the privacy policy to be accepted', () => {
      expect(at({ terms_use: false }, 'terms_use')).toEqual([m.termsUseRequired]);
      expect(at({ terms_use: undefined }, 'terms_use')).toEqual([m.termsUseRequired]);
      expect(at({ privacy_policy: false }, 'privacy_policy')).toEqual([m.privacyPolicyRequired]);
    });

    it('takes community or recruiter accounts only', () => {
      expect(at({ account_type: 'recruiter' }, 'account_type')).toEqual([]);
      expect(at({ account_type: 'admin' }, 'account_type')).toEqual([m.invalidChoice]);
      expect(at({ account_type: undefined }, 'account_type')).toEqual([m.required]);
    });

    it('takes role codes 3 to 8, not super user 1 nor school admin 2', () => {
      for (const code of [3, 8]) expect(at({ role: code }, 'role')).toEqual([]);
      for (const code of [1, 2, 9]) expect(at({ role: code }, 'role')).toEqual([m.invalidRole]);
      expect(at({ role: undefined }, 'role')).toEqual([m.required]);
    });

    it('takes a graduation year from 1950 to 2024 + 6', () => {
      expect(at({ graduation_year: 2030 }, 'graduation_year')).toEqual([]);
      expect(at({ graduation_year: 1949 }, 'graduation_year')).toEqual([
        formatValidationMessage(locale, 'yearOutOfRange', { min: 1950, max: 2030 }),
      ]);
    });

    it('rejects a degree or campus that is not an id', () => {
      expect(at({ degree: 'x' }, 'degree')).toEqual([m.invalidChoice]);
      expect(at({ campus: 1.5 }, 'campus')).toEqual([m.invalidChoice]);
    });

    it('lets the campus out when the school does not require one', () => {
      expect(at({ campus: undefined }, 'campus')).toEqual([]);
      expect(at({ campus: null }, 'campus')).toEqual([]);
    });
  });
});

describe('registrationSchema campus messages (spec 1 §5 Registration, exact wording)', () => {
  const options = (kind: RegistrationOptions['kind']): RegistrationOptions => ({
    minAge: 0,
    today: new Date(2024, 5, 15),
    campusRequired: true,
    kind,
  });
  const campusMessages = (locale: Locale, kind: RegistrationOptions['kind'], campus: unknown) =>
    messagesAt(inLocale(registrationSchema(options(kind)), locale), { campus }, 'campus');

  it("manual registration: 'Merci de choisir un centre' / 'Please choose a centre'", () => {
    expect(campusMessages('fr', 'manual', undefined)).toEqual(['Merci de choisir un centre']);
    expect(campusMessages('fr', 'manual', null)).toEqual(['Merci de choisir un centre']);
    expect(campusMessages('en', 'manual', undefined)).toEqual(['Please choose a centre']);
  });

  it("new-role registration: 'Merci de sélectionner un centre' / 'Please select a centre'", () => {
    expect(campusMessages('fr', 'new-role', undefined)).toEqual([
      'Merci de sélectionner un centre',
    ]);
    expect(campusMessages('en', 'new-role', null)).toEqual(['Please select a centre']);
  });

  it('is satisfied by a campus id', () => {
    expect(campusMessages('fr', 'manual', 4)).toEqual([]);
  });
});
