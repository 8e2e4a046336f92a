import { describe, expect, it } from 'vitest';
import {
  applicationRefusal,
  canResubmitApplication,
  closureOf,
  JOB_APPLICATION_SUBMISSIONS_MAX,
  JOB_EXPIRY_WARNING_DAYS,
  JOB_MESSAGES,
  JOB_PUBLICATION_DAYS,
  JOB_REFS,
  jobAdExpiresAt,
  jobAdSchema,
  jobAdStatus,
  jobAdWarningAt,
  jobApplicationSchema,
  jobDeactivationSchema,
  jobReactivationSchema,
  jobReviewSchema,
  jobSummaryWeek,
} from './jobs.ts';
import {
  JOB_CITY_MAX,
  JOB_COMPANY_MAX,
  JOB_EMAIL_MAX,
  JOB_LINK_MAX,
  JOB_POSITION_MAX,
  MAX_JOB_APPLICATION,
} from './limits.ts';
import { inLocale } from './test-locale.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

const now = new Date('2026-11-26T10:00:00Z');
const schema = jobAdSchema({ now: () => now });
const valid = {
  position: 'Data engineer',
  company: 'Acme',
  city: 'Lyon',
  logo: 'jobs/1/2/0123456789abcdef0123456789abcdef.webp',
  contract_type: 'permanent',
  sector: 'it',
  experience: '2_5',
  salary: '45 000 €',
  category: 'engineering',
  description: 'Build pipelines.',
  start_date: '2027-01-04',
  application_deadline: '2026-12-15',
};

/** The messages of the issues of `input` on `path`. */
function issuesAt(input: unknown, path: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === path).map((i) => i.message);
}

describe('job ad fields (spec 1 §5 Job, spec 2 §9 "80 / 50 / 50 / 50 / 500")', () => {
  it('accepts a complete ad, with defaults', () => {
    const ad = schema.parse(valid);
    expect(ad).toMatchObject({ contact_email: '', application_link: '', draft: false });
    expect(ad.publish_at).toBeNull();
  });

  it('caps position at 80, company at 50, city at 50, contact email at 50, link at 500', () => {
    expect([JOB_POSITION_MAX, JOB_COMPANY_MAX, JOB_CITY_MAX, JOB_EMAIL_MAX, JOB_LINK_MAX]).toEqual([
      80, 50, 50, 50, 500,
    ]);
    expect(issuesAt({ ...valid, position: 'p'.repeat(80) }, 'position')).toEqual([]);
    expect(issuesAt({ ...valid, position: 'p'.repeat(81) }, 'position')).toHaveLength(1);
    expect(issuesAt({ ...valid, company: 'c'.repeat(51) }, 'company')).toHaveLength(1);
    expect(issuesAt({ ...valid, city: 'c'.repeat(51) }, 'city')).toHaveLength(1);
    const email = `${'a'.repeat(38)}@example.org`; // 50 characters
    expect(issuesAt({ ...valid, contact_email: email }, 'contact_email')).toEqual([]);
    expect(issuesAt({ ...valid, contact_email: `a${email}` }, 'contact_email')).toHaveLength(1);
    const link = `https://example.org/${'x'.repeat(480)}`; // 500 characters
    expect(issuesAt({ ...valid, application_link: link }, 'application_link')).toEqual([]);
    expect(issuesAt({ ...valid, application_link: `${link}x` }, 'application_link')).toHaveLength(
      1,
    );
  });

  it('wants an http(s) application link and a valid contact email', () => {
    expect(
      issuesAt({ ...valid, application_link: 'ftp://x.org/a' }, 'application_link'),
    ).toHaveLength(1);
    expect(
      issuesAt({ ...valid, application_link: 'javascript:alert(1)' }, 'application_link'),
    ).toHaveLength(1);
    expect(
      issuesAt({ ...valid, application_link: 'http://jobs.example.org/1' }, 'application_link'),
    ).toEqual([]);
    expect(issuesAt({ ...valid, contact_email: 'not-an-email' }, 'contact_email')).toHaveLength(1);
  });

  it('requires contract, sector, experience, salary, role, description, dates and logo', () => {
    for (const field of [
      'position',
      'company',
      'city',
      'contract_type',
      'sector',
      'experience',
      'salary',
      'category',
      'description',
      'start_date',
      'application_deadline',
      'logo',
    ]) {
      const { [field as keyof typeof valid]: _left, ...rest } = valid;
      expect(issuesAt(rest, field), field).toHaveLength(1);
    }
  });

  it('takes codes of the school’s lists for contract, sector, experience and role', () => {
    // Whether the school's list holds the code is the server's check (checkStaticOption).
    expect(issuesAt({ ...valid, sector: 'agriculture' }, 'sector')).toEqual([]);
    expect(issuesAt({ ...valid, contract_type: 'Full time!' }, 'contract_type')).toEqual([
      VALIDATION_REFS.invalidChoice,
    ]);
    expect(issuesAt({ ...valid, category: 'x'.repeat(33) }, 'category')).toHaveLength(1);
  });

  it('refuses a deadline before today, in French and English', () => {
    const past = { ...valid, application_deadline: '2026-11-25' };
    expect(issuesAt(past, 'application_deadline')).toEqual([JOB_REFS.deadlineBeforeToday]);
    expect(
      issuesAt({ ...valid, application_deadline: '2026-11-26' }, 'application_deadline'),
    ).toEqual([]);
    const en = inLocale(schema, 'en').safeParse(past);
    expect(en.success ? [] : en.error.issues.map((i) => i.message)).toEqual([
      JOB_MESSAGES.en.deadlineBeforeToday,
    ]);
  });
});

describe('job ad lifecycle (spec 1 §4 Job ad)', () => {
  const published = { state: 3 as const, publishAt: null };

  it('names pending, active, inactive (archived), refused and filled', () => {
    expect(jobAdStatus({ state: 2, closure: null, publishAt: null }, now)).toBe('pending');
    expect(jobAdStatus({ ...published, closure: null }, now)).toBe('active');
    expect(jobAdStatus({ ...published, closure: 'archived' }, now)).toBe('inactive');
    expect(jobAdStatus({ ...published, closure: 'filled' }, now)).toBe('filled');
    expect(jobAdStatus({ state: 4, closure: null, publishAt: null }, now)).toBe('refused');
    const later = new Date(now.getTime() + 1000);
    expect(jobAdStatus({ state: 3, closure: null, publishAt: later }, now)).toBe('scheduled');
  });

  it('deactivation keeps how it was filled: network and outside fill it, unknown and open archive it', () => {
    expect(closureOf('network')).toBe('filled');
    expect(closureOf('outside')).toBe('filled');
    expect(closureOf('unknown')).toBe('archived');
    expect(closureOf('open')).toBe('archived');
    expect(jobDeactivationSchema().safeParse({ filled_how: 'lottery' }).success).toBe(false);
  });

  it('publication lasts 90 days; the author is warned 7 days before, on day 83', () => {
    expect(JOB_PUBLICATION_DAYS).toBe(90);
    expect(JOB_EXPIRY_WARNING_DAYS).toBe(7);
    const at = new Date('2026-01-01T00:00:00Z');
    expect(jobAdExpiresAt(at).toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(jobAdWarningAt(at).toISOString()).toBe('2026-03-25T00:00:00.000Z');
  });

  it('reactivation takes new dates, the deadline not before today', () => {
    const schema = jobReactivationSchema({ now: () => now });
    expect(
      schema.safeParse({ start_date: '2027-02-01', application_deadline: '2027-01-15' }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ start_date: '2027-02-01', application_deadline: '2026-11-01' }).success,
    ).toBe(false);
    expect(schema.safeParse({ start_date: '2027-02-01' }).success).toBe(false);
  });

  it('a refusal needs a reason', () => {
    expect(jobReviewSchema().safeParse({ decision: 'refuse' }).success).toBe(false);
    expect(jobReviewSchema().safeParse({ decision: 'refuse', reason: 'Spam' }).success).toBe(true);
    expect(jobReviewSchema().safeParse({ decision: 'validate' }).success).toBe(true);
  });
});

describe('applications (spec 1 §5 Job, spec 2 §9 maxJobApplication 2)', () => {
  it('an archived, filled or not yet active ad takes none; nor one past its deadline', () => {
    const open = { status: 'active' as const, applicationDeadline: '2026-11-26' };
    expect(applicationRefusal(open, now)).toBeNull();
    expect(applicationRefusal({ ...open, applicationDeadline: '2026-11-25' }, now)).toBe(
      'deadlinePassed',
    );
    for (const status of [
      'inactive',
      'filled',
      'pending',
      'draft',
      'refused',
      'scheduled',
    ] as const) {
      expect(applicationRefusal({ ...open, status }, now)).toBe('closed');
    }
  });

  it('counts submissions of one person to one ad: the first and one resend, not a third', () => {
    expect(MAX_JOB_APPLICATION).toBe(2);
    expect(JOB_APPLICATION_SUBMISSIONS_MAX).toBe(2);
    expect(canResubmitApplication(1)).toBe(true);
    expect(canResubmitApplication(2)).toBe(false);
  });

  it('wants names, email and a CV; the cover letter is optional', () => {
    const body = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      cv: { key: 'job-files/1/2/0123456789abcdef0123456789abcdef.pdf', name: 'cv.pdf' },
    };
    expect(jobApplicationSchema().parse(body)).toMatchObject({ cover_letter: null, message: '' });
    expect(jobApplicationSchema().safeParse({ ...body, cv: undefined }).success).toBe(false);
    expect(jobApplicationSchema().safeParse({ ...body, email: 'x' }).success).toBe(false);
  });
});

describe('weekly summary (issue 15 item 7)', () => {
  it('covers the ISO week before the one it is sent in, named by that one', () => {
    const monday = jobSummaryWeek(new Date('2026-11-23T07:00:00Z'));
    expect(monday).toEqual({
      key: '2026-W48',
      from: new Date('2026-11-16T00:00:00Z'),
      to: new Date('2026-11-23T00:00:00Z'),
    });
    expect(jobSummaryWeek(new Date('2026-11-29T23:59:59Z'))).toEqual(monday);
    expect(jobSummaryWeek(new Date('2027-01-01T12:00:00Z')).key).toBe('2026-W53');
    expect(jobSummaryWeek(new Date('2027-01-04T00:00:00Z')).key).toBe('2027-W01');
  });
});
