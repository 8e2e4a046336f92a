import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from './limits.ts';
import type { Locale } from './locales.ts';
import { inLocale, issuesOf as issues, messagesOf as messages, messagesAt } from './test-locale.ts';
import {
  dateStringSchema,
  emailSchema,
  forgotPasswordSchema,
  graduationYearSchema,
  isHttpUrl,
  loginSchema,
  parseDateString,
  passwordResetSchema,
  passwordSchema,
  phoneSchema,
  slugSchema,
  urlSchema,
} from './validation.ts';
import { formatValidationMessage, VALIDATION_MESSAGES } from './validation-messages.ts';

const LOCALES: Locale[] = ['fr', 'en'];

describe('VALIDATION_MESSAGES (spec 1 §5)', () => {
  it('words "required" as the spec does, in both locales', () => {
    expect(VALIDATION_MESSAGES.en.required).toBe('This field is required');
    expect(VALIDATION_MESSAGES.en.requiredMany).toBe('These fields are required');
    expect(VALIDATION_MESSAGES.fr.required).toBe('Ce champ est obligatoire');
    expect(VALIDATION_MESSAGES.fr.requiredMany).toBe('Ces champs sont obligatoires');
  });

  it('has the same keys in both locales, none blank', () => {
    expect(Object.keys(VALIDATION_MESSAGES.en).sort()).toEqual(
      Object.keys(VALIDATION_MESSAGES.fr).sort(),
    );
    for (const locale of LOCALES) {
      for (const text of Object.values(VALIDATION_MESSAGES[locale]))
        expect(text.trim()).not.toBe('');
    }
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatValidationMessage('en', 'minimumAge', { age: 16 })).toBe(
      'You must be at least 16 years old',
    );
    expect(formatValidationMessage('fr', 'minimumAge')).toBe('Vous devez avoir au moins {age} ans');
  });
});

describe.each(LOCALES)('validation schemas in %s', (locale) => {
  const m = VALIDATION_MESSAGES[locale];

  describe('emailSchema and loginSchema (spec 1 §5 General "Login")', () => {
    it('trims and lowercases a valid email', () => {
      expect(inLocale(emailSchema(), locale).parse('  Jane.Doe+x@Example.ORG ')).toBe(
        'jane.doe+x@example.org',
      );
    });

    it('says required for a missing or blank email, and only that', () => {
      expect(messages(inLocale(emailSchema(), locale), undefined)).toEqual([m.required]);
      expect(messages(inLocale(emailSchema(), locale), '   ')).toEqual([m.required]);
    });

    it('rejects a malformed email', () => {
      for (const bad of ['jane', 'jane@', '@example.org', 'jane@example', 'ja ne@example.org']) {
        expect(messages(inLocale(emailSchema(), locale), bad)).toEqual([m.invalidEmail]);
      }
    });

    it('needs an email and a non-empty password, whatever its strength', () => {
      const login = inLocale(loginSchema(), locale);
      expect(login.parse({ email: 'A@b.fr', password: 'x' })).toEqual({
        email: 'a@b.fr',
        password: 'x',
      });
      expect(messagesAt(login, { email: 'a@b.fr', password: '' }, 'password')).toEqual([
        m.required,
      ]);
      expect(messagesAt(login, { email: 'nope' }, 'email')).toEqual([m.invalidEmail]);
      expect(messagesAt(login, { email: 'nope' }, 'password')).toEqual([m.required]);
    });

    it('forgot password needs a valid email', () => {
      expect(inLocale(forgotPasswordSchema(), locale).parse({ email: 'a@b.fr' })).toEqual({
        email: 'a@b.fr',
      });
      expect(
        messagesAt(inLocale(forgotPasswordSchema(), locale), { email: 'a@' }, 'email'),
      ).toEqual([m.invalidEmail]);
    });
  });

  describe('passwordSchema (spec 1 §5 General, spec 2 §9: 8 characters minimum)', () => {
    const minLength = formatValidationMessage(locale, 'passwordMinLength', { min: 8 });

    it('accepts 8 characters with a lowercase, an uppercase, a digit and a special character', () => {
      expect(PASSWORD_MIN_LENGTH).toBe(8);
      expect(inLocale(passwordSchema(), locale).parse('Abcdef1!')).toBe('Abcdef1!');
      expect(inLocale(passwordSchema(), locale).parse('Élève 2024 €')).toBe('Élève 2024 €');
    });

    it('rejects 7 characters with the minimum-length message quoting 8', () => {
      expect(messages(inLocale(passwordSchema(), locale), 'Abcde1!')).toEqual([minLength]);
      expect(minLength).toContain('8');
    });

    it('gives one issue per missing character class', () => {
      expect(messages(inLocale(passwordSchema(), locale), 'ABCDEF1!')).toEqual([
        m.passwordLowercase,
      ]);
      expect(messages(inLocale(passwordSchema(), locale), 'abcdef1!')).toEqual([
        m.passwordUppercase,
      ]);
      expect(messages(inLocale(passwordSchema(), locale), 'Abcdefg!')).toEqual([m.passwordDigit]);
      expect(messages(inLocale(passwordSchema(), locale), 'Abcdefg1')).toEqual([m.passwordSpecial]);
      expect(messages(inLocale(passwordSchema(), locale), 'Abcdef 1')).toEqual([m.passwordSpecial]);
      expect(messages(inLocale(passwordSchema(), locale), 'abc')).toEqual([
        minLength,
        m.passwordUppercase,
        m.passwordDigit,
        m.passwordSpecial,
      ]);
    });

    it('says only required for an empty password', () => {
      expect(messages(inLocale(passwordSchema(), locale), '')).toEqual([m.required]);
      expect(messages(inLocale(passwordSchema(), locale), undefined)).toEqual([m.required]);
    });
  });

  describe('passwordResetSchema (spec 1 §5 General "confirmation must match")', () => {
    const reset = inLocale(passwordResetSchema(), locale);

    it('accepts a token and matching strong passwords', () => {
      const value = { token: 't0k', password: 'Abcdef1!', password_confirm: 'Abcdef1!' };
      expect(reset.parse(value)).toEqual(value);
    });

    it('puts the mismatch on password_confirm', () => {
      const value = { token: 't', password: 'Abcdef1!', password_confirm: 'Abcdef1?' };
      expect(issues(reset, value)).toEqual([
        { path: 'password_confirm', message: m.passwordMismatch },
      ]);
    });

    it('reports the mismatch together with a weak password, and requires the token', () => {
      const value = { token: '', password: 'abcdef1!', password_confirm: 'x' };
      expect(issues(reset, value)).toEqual([
        { path: 'token', message: m.required },
        { path: 'password', message: m.passwordUppercase },
        { path: 'password_confirm', message: m.passwordMismatch },
      ]);
    });
  });

  describe('dateStringSchema (spec 1 §5 General "Date must contain a yyyy-mm-dd pattern")', () => {
    it('accepts a date and a value containing one', () => {
      expect(inLocale(dateStringSchema(), locale).parse('1990-05-17')).toBe('1990-05-17');
      expect(inLocale(dateStringSchema(), locale).parse('1990-05-17T08:00:00Z')).toBe(
        '1990-05-17T08:00:00Z',
      );
    });

    it('rejects other forms and impossible dates', () => {
      for (const bad of ['17/05/1990', '1990-5-17', '2023-02-29', '1990-13-01', '11990-05-17']) {
        expect(messages(inLocale(dateStringSchema(), locale), bad)).toEqual([m.invalidDate]);
      }
      expect(messages(inLocale(dateStringSchema(), locale), '')).toEqual([m.required]);
    });
  });

  describe('slugSchema (spec 1 §5 General "letters, digits, hyphens only")', () => {
    it('accepts letters, digits and hyphens', () => {
      expect(inLocale(slugSchema(), locale).parse('Alumni-Day-2024')).toBe('Alumni-Day-2024');
    });

    it('rejects spaces, underscores, accents and slashes', () => {
      for (const bad of ['alumni day', 'alumni_day', 'été', 'a/b']) {
        expect(messages(inLocale(slugSchema(), locale), bad)).toEqual([m.invalidSlug]);
      }
      expect(messages(inLocale(slugSchema(), locale), '')).toEqual([m.required]);
    });
  });

  describe('urlSchema (spec 1 §5 General "http or https with a valid host (empty allowed)")', () => {
    it('accepts http and https addresses with a domain, and the empty string', () => {
      for (const good of [
        'https://example.org',
        'http://www.example.co.uk:8080/path?q=1#x',
        'HTTPS://Example.ORG',
        'https://école.fr/',
        '',
      ]) {
        expect(messages(inLocale(urlSchema(), locale), good)).toEqual([]);
      }
      expect(inLocale(urlSchema(), locale).parse('  https://example.org ')).toBe(
        'https://example.org',
      );
    });

    it('rejects other schemes, missing or invalid hosts and disguised hosts', () => {
      for (const bad of [
        'ftp://example.org',
        'example.org',
        'javascript:alert(1)',
        'https://',
        'https://localhost',
        'https://192.168.0.1',
        'https://exa mple.org',
        'https://-example.org',
        'https://good.org@evil.org',
        'https://good.org\\@evil.org',
        'https://example.org:99999',
      ]) {
        expect(messages(inLocale(urlSchema(), locale), bad)).toEqual([m.invalidUrl]);
      }
    });
  });

  describe('phoneSchema (digits, spaces, + - ( ), 6 to 20 characters)', () => {
    it('accepts phone numbers and the empty string', () => {
      for (const good of ['+33 (0)1 23 45 67 89', '012345', '']) {
        expect(messages(inLocale(phoneSchema(), locale), good)).toEqual([]);
      }
    });

    it('rejects letters, fewer than 6 or more than 20 characters, and no digit at all', () => {
      for (const bad of ['01234', '012345678901234567890', '01 23 ab', '+-()+-']) {
        expect(messages(inLocale(phoneSchema(), locale), bad)).toEqual([m.invalidPhone]);
      }
    });
  });

  describe('graduationYearSchema (spec 2 §9: 1950 to the current year + 6)', () => {
    const today = new Date(2024, 5, 15);
    const range = formatValidationMessage(locale, 'yearOutOfRange', { min: 1950, max: 2030 });

    it('accepts 1950 and 2024 + 6 = 2030', () => {
      expect(inLocale(graduationYearSchema(today), locale).parse(1950)).toBe(1950);
      expect(inLocale(graduationYearSchema(today), locale).parse(2030)).toBe(2030);
    });

    it('rejects 1949, 2031 and fractions with the range in the message', () => {
      for (const bad of [1949, 2031, 2000.5]) {
        expect(messages(inLocale(graduationYearSchema(today), locale), bad)).toEqual([range]);
      }
      expect(range).toContain('1950');
      expect(range).toContain('2030');
    });

    it('says required when missing', () => {
      expect(messages(inLocale(graduationYearSchema(today), locale), undefined)).toEqual([
        m.required,
      ]);
    });
  });
});

describe('parseDateString and isHttpUrl', () => {
  it('parses the first yyyy-mm-dd date, leap days included', () => {
    expect(parseDateString('on 2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDateString('2023-02-29')).toBeNull();
    expect(parseDateString('')).toBeNull();
  });

  it('tells web addresses apart', () => {
    expect(isHttpUrl('https://example.org/a')).toBe(true);
    expect(isHttpUrl('https://example.org\n.evil')).toBe(false);
  });
});
