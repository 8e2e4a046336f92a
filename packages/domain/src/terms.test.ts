import { describe, expect, it } from 'vitest';
import { LEGAL_URL_MAX } from './school-info.ts';
import {
  isTermsAcceptanceDue,
  TERMS_NOTICE_INTERVAL_MS,
  TERMS_NOTICES_PER_MINUTE,
  termsChangeSchema,
  termsNoticeStartAfter,
} from './terms.ts';

const JAN = new Date('2026-01-10T09:00:00Z');
const MARCH = new Date('2026-03-01T09:00:00Z');
const current = { version: 2, publishedAt: MARCH };

describe('isTermsAcceptanceDue (issue 31 item 5)', () => {
  it('asks a member who joined before the change and accepted an older version', () => {
    expect(isTermsAcceptanceDue({ current, acceptedVersion: 1, memberSince: JAN })).toBe(true);
  });

  it('asks a member who joined before the change and never accepted any version', () => {
    expect(isTermsAcceptanceDue({ current, acceptedVersion: null, memberSince: JAN })).toBe(true);
  });

  it('does not ask once the current version (or a later one) is accepted', () => {
    expect(isTermsAcceptanceDue({ current, acceptedVersion: 2, memberSince: JAN })).toBe(false);
    expect(isTermsAcceptanceDue({ current, acceptedVersion: 3, memberSince: JAN })).toBe(false);
  });

  it('does not ask a member who joined after the version was published (they joined under it)', () => {
    const april = new Date('2026-04-01T00:00:00Z');
    expect(isTermsAcceptanceDue({ current, acceptedVersion: null, memberSince: april })).toBe(
      false,
    );
  });

  it('does not ask without a terms version or without an active role in the school', () => {
    expect(isTermsAcceptanceDue({ current: null, acceptedVersion: null, memberSince: JAN })).toBe(
      false,
    );
    expect(isTermsAcceptanceDue({ current, acceptedVersion: null, memberSince: null })).toBe(false);
  });
});

describe('termsNoticeStartAfter (a steady rate of TERMS_NOTICES_PER_MINUTE)', () => {
  it('spaces the notices one second apart: 60 a minute', () => {
    expect(TERMS_NOTICES_PER_MINUTE).toBe(60);
    expect(TERMS_NOTICE_INTERVAL_MS).toBe(1000);
    expect(termsNoticeStartAfter(MARCH, 0)).toEqual(MARCH);
    expect(termsNoticeStartAfter(MARCH, 1).getTime() - MARCH.getTime()).toBe(1000);
    // The 61st notice is due a minute after the first.
    expect(termsNoticeStartAfter(MARCH, 60).getTime() - MARCH.getTime()).toBe(60_000);
  });
});

describe('termsChangeSchema (spec 1 §5 General "URL: begins with http or https with a valid host")', () => {
  const schema = termsChangeSchema();
  const valid = {
    terms_use_url: ' https://school.example.org/cgu-2026 ',
    privacy_policy_url: 'http://school.example.org/privacy',
  };

  it('takes two http(s) addresses, trimmed, and notifies nobody unless asked', () => {
    expect(schema.parse(valid)).toEqual({
      terms_use_url: 'https://school.example.org/cgu-2026',
      privacy_policy_url: 'http://school.example.org/privacy',
      notify_members: false,
    });
    expect(schema.parse({ ...valid, notify_members: true }).notify_members).toBe(true);
  });

  it('refuses a missing, empty, non-http or hostless address', () => {
    for (const bad of [
      undefined,
      '',
      '   ',
      'ftp://school.example.org',
      'javascript:alert(1)',
      'https://',
    ]) {
      expect(schema.safeParse({ ...valid, terms_use_url: bad }).success).toBe(false);
      expect(schema.safeParse({ ...valid, privacy_policy_url: bad }).success).toBe(false);
    }
  });

  it(`refuses an address longer than ${LEGAL_URL_MAX} characters`, () => {
    const long = `https://school.example.org/${'a'.repeat(LEGAL_URL_MAX)}`;
    expect(schema.safeParse({ ...valid, terms_use_url: long }).success).toBe(false);
    const fits = `https://school.example.org/${'a'.repeat(LEGAL_URL_MAX - 27)}`;
    expect(fits).toHaveLength(LEGAL_URL_MAX);
    expect(schema.safeParse({ ...valid, terms_use_url: fits }).success).toBe(true);
  });

  it('refuses a notify flag that is not a boolean', () => {
    expect(schema.safeParse({ ...valid, notify_members: 'yes' }).success).toBe(false);
  });
});
