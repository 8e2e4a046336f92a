import { describe, expect, it } from 'vitest';
import { SUMMARY_MAX } from './limits.ts';
import {
  newRoleRequestSchema,
  passwordChangeSchema,
  personalDataSchema,
  UserSchoolSettingsUpdateSchema,
} from './settings-validation.ts';
import { inLocale } from './test-locale.ts';

const today = new Date('2026-11-21T12:00:00Z');
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('personalDataSchema (spec 1 §5 Profile)', () => {
  const good = {
    first_name: 'Hélène',
    last_name: 'Lefèvre',
    city: 'Bordeaux',
    summary: 'Data analyst.',
  };

  it('accepts good data and turns empty optional texts into null', () => {
    const result = inLocale(personalDataSchema({ today }), 'en').parse({
      ...good,
      birth_name: '',
      country: 'fr',
      phone: null,
    });
    expect(result).toMatchObject({ birth_name: null, country: 'FR', city: 'Bordeaux' });
  });

  it(`caps the summary at ${SUMMARY_MAX} characters (summary max 1000)`, () => {
    expect(
      inLocale(personalDataSchema({ today }), 'en').safeParse({
        ...good,
        summary: 'x'.repeat(1000),
      }).success,
    ).toBe(true);
    const tooLong = inLocale(personalDataSchema({ today }), 'en').safeParse({
      ...good,
      summary: 'x'.repeat(1001),
    });
    expect(issues(tooLong)).toEqual({ summary: 'This field must not exceed 1000 characters' });
  });

  it('requires first and last names, in both locales', () => {
    expect(
      issues(inLocale(personalDataSchema({ today }), 'fr').safeParse({ ...good, first_name: ' ' })),
    ).toEqual({
      first_name: 'Ce champ est obligatoire',
    });
    expect(
      issues(inLocale(personalDataSchema({ today }), 'en').safeParse({ ...good, last_name: '' })),
    ).toEqual({
      last_name: 'This field is required',
    });
  });

  it('keeps the birth-name rules of registration: different from the family name, no digits', () => {
    expect(
      issues(
        inLocale(personalDataSchema({ today }), 'en').safeParse({ ...good, birth_name: 'LEFEVRE' }),
      ),
    ).toHaveProperty('birth_name');
    expect(
      issues(
        inLocale(personalDataSchema({ today }), 'en').safeParse({ ...good, birth_name: 'Martin2' }),
      ),
    ).toHaveProperty('birth_name');
    expect(
      inLocale(personalDataSchema({ today }), 'en').safeParse({ ...good, birth_name: 'Martin' })
        .success,
    ).toBe(true);
  });

  it('refuses a date of birth in the future and a malformed country', () => {
    const result = inLocale(personalDataSchema({ today }), 'en').safeParse({
      ...good,
      date_birth: '2030-01-01',
      country: 'FRA',
    });
    expect(Object.keys(issues(result)).sort()).toEqual(['country', 'date_birth']);
  });
});

describe('passwordChangeSchema (spec 1 §5 Password)', () => {
  it('needs the current password, a strong new one (8+ characters) and a matching confirmation', () => {
    const schema = inLocale(passwordChangeSchema(), 'en');
    expect(
      schema.safeParse({
        current_password: 'old',
        password: 'N3w-passw0rd',
        password_confirm: 'N3w-passw0rd',
      }).success,
    ).toBe(true);
    const bad = issues(
      schema.safeParse({ current_password: '', password: 'Sh0rt!', password_confirm: 'other' }),
    );
    expect(Object.keys(bad).sort()).toEqual(['current_password', 'password', 'password_confirm']);
  });
});

describe('UserSchoolSettingsUpdateSchema (spec 1 §3 User school settings)', () => {
  it('accepts a partial update and refuses unknown types', () => {
    expect(
      UserSchoolSettingsUpdateSchema.safeParse({ newsletter: false, max_mentee: 3 }).success,
    ).toBe(true);
    expect(UserSchoolSettingsUpdateSchema.safeParse({ newsletter: 'no' }).success).toBe(false);
    // Badges are given by admins, not chosen by the user.
    expect(UserSchoolSettingsUpdateSchema.parse({ school_badges: [1] })).toEqual({});
  });
});

describe('newRoleRequestSchema (spec 1 §5 Registration, new-role questionnaire)', () => {
  const opts = { today, campusRequired: true, degreeRequired: true };
  it('requires every field, with the exact French campus message', () => {
    const result = inLocale(newRoleRequestSchema(opts), 'fr').safeParse({
      role: 4,
      graduation_year: 2015,
    });
    expect(issues(result)).toEqual({
      degree: 'Ce champ est obligatoire',
      campus: 'Merci de sélectionner un centre',
    });
    expect(
      issues(
        inLocale(newRoleRequestSchema(opts), 'en').safeParse({
          role: 4,
          graduation_year: 2015,
          degree: 1,
        }),
      ),
    ).toEqual({
      campus: 'Please select a centre',
    });
  });

  it('accepts a complete request and refuses a role outside 3–8 and a year after current + 6', () => {
    expect(
      inLocale(newRoleRequestSchema(opts), 'en').safeParse({
        role: 5,
        graduation_year: 2015,
        degree: 1,
        campus: 2,
      }).success,
    ).toBe(true);
    const bad = inLocale(newRoleRequestSchema(opts), 'en').safeParse({
      role: 2,
      graduation_year: 2033,
      degree: 1,
      campus: 2,
    });
    expect(Object.keys(issues(bad)).sort()).toEqual(['graduation_year', 'role']);
  });
});

describe('ids picked in forms (degree, campus)', () => {
  it('are positive integers up to 2^31 − 1 (a PostgreSQL integer); beyond is an invalid choice', () => {
    const schema = newRoleRequestSchema({ campusRequired: false, degreeRequired: false });
    const body = { role: 5, graduation_year: 2010 };
    expect(schema.safeParse({ ...body, degree: 2_147_483_647 }).success).toBe(true);
    for (const degree of [2 ** 31, 0, -1, 1.5]) {
      expect(schema.safeParse({ ...body, degree }).success).toBe(false);
      expect(schema.safeParse({ ...body, campus: degree }).success).toBe(false);
    }
  });

  it('a birth name of the wrong type or over 150 characters is refused, not a crash', () => {
    const schema = personalDataSchema({ today: new Date('2026-11-25') });
    for (const birth_name of [12, [], {}, 'x'.repeat(151)]) {
      expect(() => schema.safeParse({ first_name: 'A', last_name: 'B', birth_name })).not.toThrow();
      expect(schema.safeParse({ first_name: 'A', last_name: 'B', birth_name }).success).toBe(false);
    }
  });
});
