import { describe, expect, it } from 'vitest';
import { INTEGRATION_MESSAGES } from './integration-messages.ts';
import {
  INTEGRATION_MAPPINGS_MAX,
  INTEGRATION_MEMBER_FIELDS,
  INTEGRATION_NAME_MAX,
  INTEGRATION_TARGET_MAX,
  INTEGRATION_TEST_TIMEOUT_MS,
  INTEGRATION_TOKEN_MAX,
  INTEGRATION_URL_MAX,
  integrationConcerns,
  integrationFilters,
  integrationSchema,
  mapMemberFields,
} from './integrations.ts';
import { inLocale } from './test-locale.ts';
import { VALIDATION_MESSAGES } from './validation-messages.ts';

// Spec 1 §3 "Integration: base URL, API token, filters, mappings"; §5 General "URL: begins
// with http or https with a valid host"; issue 31 item 9.

const valid = { name: 'CRM', base_url: 'https://crm.example.org/api/' };

/** The messages of each field when `body` is refused, in `locale`. */
function errors(body: unknown, locale: 'fr' | 'en' = 'en'): Record<string, string[]> {
  const result = inLocale(integrationSchema, locale).safeParse(body);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

describe('an integration', () => {
  it('needs a name and a base URL; everything else has a default', () => {
    expect(integrationSchema.parse(valid)).toEqual({
      ...valid,
      enabled: false,
      filter_roles: [],
      filter_degrees: [],
      filter_campuses: [],
      filter_years: [],
      mappings: [],
    });
    const en = VALIDATION_MESSAGES.en;
    expect(errors({})).toEqual({ name: [en.required], base_url: [en.invalidUrl] });
    expect(errors({ name: '  ', base_url: '' })).toEqual({
      name: [en.required],
      base_url: [en.required],
    });
  });

  it('limits the name to 100 characters and the URL to 500', () => {
    expect(INTEGRATION_NAME_MAX).toBe(100);
    expect(errors({ ...valid, name: 'x'.repeat(101) })).toEqual({
      name: ['This field must not exceed 100 characters'],
    });
    const long = `https://crm.example.org/${'a'.repeat(INTEGRATION_URL_MAX)}`;
    expect(errors({ ...valid, base_url: long })).toEqual({
      base_url: ['This field must not exceed 500 characters'],
    });
  });

  it('takes only http or https addresses with a valid host (spec 1 §5 URL rule)', () => {
    for (const url of ['http://crm.example.org', 'HTTPS://Crm.Example.org:8443/v1?x=1']) {
      expect(errors({ ...valid, base_url: url }), url).toEqual({});
    }
    for (const url of [
      'ftp://crm.example.org',
      'https://',
      'https://user:pass@crm.example.org',
      'https://127.0.0.1/',
      'https://localhost/',
      'crm.example.org',
      'https://crm example.org',
    ]) {
      expect(errors({ ...valid, base_url: url }, 'fr'), url).toEqual({
        base_url: [VALIDATION_MESSAGES.fr.invalidUrl],
      });
    }
  });

  it('keeps the token when absent or empty, clears it with null, replaces it with text', () => {
    expect(integrationSchema.parse(valid).token).toBeUndefined();
    expect(integrationSchema.parse({ ...valid, token: '' }).token).toBeUndefined();
    expect(integrationSchema.parse({ ...valid, token: '   ' }).token).toBeUndefined();
    expect(integrationSchema.parse({ ...valid, token: null }).token).toBeNull();
    expect(integrationSchema.parse({ ...valid, token: ' abc.DEF-123_~+/= ' }).token).toBe(
      'abc.DEF-123_~+/=',
    );
  });

  it('refuses a token with spaces, control or non-ASCII characters, or too long', () => {
    const tokenInvalid = INTEGRATION_MESSAGES.en.tokenInvalid;
    for (const token of ['ab cd', 'ab\ncd', 'jéton', 'ab\u0000', 12]) {
      expect(errors({ ...valid, token }), String(token)).toEqual({ token: [tokenInvalid] });
    }
    expect(errors({ ...valid, token: 'x'.repeat(INTEGRATION_TOKEN_MAX) })).toEqual({});
    expect(errors({ ...valid, token: 'x'.repeat(INTEGRATION_TOKEN_MAX + 1) })).toEqual({
      token: [`This field must not exceed ${INTEGRATION_TOKEN_MAX} characters`],
    });
  });

  it('filters by role codes 1 to 8, degree and campus ids, and graduation years', () => {
    const body = {
      ...valid,
      filter_roles: [3, 4],
      filter_degrees: [12],
      filter_campuses: [5],
      filter_years: [2020, 2024],
    };
    expect(errors(body)).toEqual({});
    expect(errors({ ...valid, filter_roles: [9] })).toEqual({ 'filter_roles.0': ['Invalid role'] });
    expect(errors({ ...valid, filter_degrees: [0] })).toHaveProperty(['filter_degrees.0']);
    expect(errors({ ...valid, filter_campuses: 'all' })).toEqual({
      filter_campuses: ['Invalid choice'],
    });
    expect(errors({ ...valid, filter_years: [1949] })).toEqual({
      'filter_years.0': ['Invalid choice'],
    });
  });

  it('maps our fields from a fixed list to their field names', () => {
    expect(INTEGRATION_MEMBER_FIELDS).toContain('email');
    expect(INTEGRATION_MEMBER_FIELDS).toContain('graduation_year');
    const mappings = [
      { source: 'email', target: 'contact.email' },
      { source: 'last_name', target: 'Last_Name-2' },
    ];
    expect(integrationSchema.parse({ ...valid, mappings }).mappings).toEqual(mappings);
    expect(errors({ ...valid, mappings: [{ source: 'password', target: 'pw' }] })).toEqual({
      'mappings.0.source': ['Invalid choice'],
    });
  });

  it('refuses a target outside letters, digits and _ . -, empty or over 100 characters', () => {
    const targetInvalid = INTEGRATION_MESSAGES.fr.targetInvalid;
    for (const target of ['e mail', 'prénom', 'a/b', 'a:b', '$x']) {
      expect(errors({ ...valid, mappings: [{ source: 'email', target }] }, 'fr'), target).toEqual({
        'mappings.0.target': [targetInvalid],
      });
    }
    expect(errors({ ...valid, mappings: [{ source: 'email', target: ' ' }] })).toEqual({
      'mappings.0.target': ['This field is required'],
    });
    const long = 'x'.repeat(INTEGRATION_TARGET_MAX + 1);
    expect(errors({ ...valid, mappings: [{ source: 'email', target: long }] })).toEqual({
      'mappings.0.target': ['This field must not exceed 100 characters'],
    });
  });

  it('refuses two mappings writing the same target, and more than 50 mappings', () => {
    const mappings = [
      { source: 'email', target: 'mail' },
      { source: 'first_name', target: 'name' },
      { source: 'phone', target: 'mail' },
    ];
    expect(errors({ ...valid, mappings })).toEqual({
      'mappings.2.target': [INTEGRATION_MESSAGES.en.targetTaken],
    });
    const many = Array.from({ length: INTEGRATION_MAPPINGS_MAX + 1 }, (_, i) => ({
      source: 'email',
      target: `f${i}`,
    }));
    expect(errors({ ...valid, mappings: many })).toEqual({
      mappings: ['The value must be less than or equal to 50'],
    });
  });

  it('waits 5 seconds for the test connection', () => {
    expect(INTEGRATION_TEST_TIMEOUT_MS).toBe(5000);
  });
});

describe('the members an integration concerns', () => {
  const alumnus = { role: 4, degreeId: 12, campusId: 5, graduationYear: 2020 };
  const student = { role: 3, degreeId: 13, campusId: null, graduationYear: 2026 };
  const none = { filter_roles: [], filter_degrees: [], filter_campuses: [], filter_years: [] };

  it('are every member when no filter is set', () => {
    expect(integrationConcerns(integrationFilters(none), [student])).toBe(true);
  });

  it('meet each filter kind set with one of their roles (kinds combine with "and")', () => {
    const alumni2020 = integrationFilters({ ...none, filter_roles: [4], filter_years: [2020] });
    expect(integrationConcerns(alumni2020, [alumnus])).toBe(true);
    expect(integrationConcerns(alumni2020, [student])).toBe(false);
    expect(integrationConcerns(alumni2020, [student, alumnus])).toBe(true);
    const campus = integrationFilters({ ...none, filter_campuses: [5], filter_degrees: [13] });
    expect(integrationConcerns(campus, [alumnus])).toBe(false);
    expect(integrationConcerns(campus, [student])).toBe(false);
  });
});

describe("a member's record for the other system", () => {
  it('names each value as its mapping says, null when the member has none', () => {
    const record = mapMemberFields(
      [
        { source: 'email', target: 'contact.email' },
        { source: 'graduation_year', target: 'promo' },
        { source: 'phone', target: 'tel' },
      ],
      { email: 'ada@example.org', graduation_year: 2020, phone: null },
    );
    expect(record).toEqual({ 'contact.email': 'ada@example.org', promo: 2020, tel: null });
  });
});
