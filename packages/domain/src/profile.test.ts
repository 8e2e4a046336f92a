import { describe, expect, it } from 'vitest';
import {
  educationSchema,
  profileLinkSchema,
  TIMELINE_KIND,
  TimelineUpdateSchema,
  workExperienceSchema,
} from './profile.ts';
import { inLocale } from './test-locale.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const job = {
  title: 'Data analyst',
  organisation: 'Acme',
  location: 'Lyon',
  start_date: '2022-03-01',
};
const stats = {
  fits_education: 'yes',
  business_sector: 'it',
  contract_type: 'permanent',
  executive_status: 'executive',
  working_time: 'full_time',
  salary: 42000,
  how_found: 'school_network',
};

describe('workExperienceSchema (spec 1 §5 Profile)', () => {
  it('needs title, organisation, location and a valid start date', () => {
    const r = inLocale(workExperienceSchema({ statistics: false }), 'en').safeParse({
      title: '',
      start_date: '03/2022',
    });
    expect(Object.keys(issues(r)).sort()).toEqual([
      'location',
      'organisation',
      'start_date',
      'title',
    ]);
  });

  it('refuses an end date before the start unless it is the current occupation', () => {
    const schema = inLocale(workExperienceSchema({ statistics: false }), 'en');
    expect(issues(schema.safeParse({ ...job, end_date: '2021-12-01' }))).toEqual({
      end_date: 'The end date cannot precede the start date',
    });
    expect(schema.safeParse({ ...job, end_date: '2022-03-01' }).success).toBe(true);
    // The prompt's month picker ends a job started mid-month on the 1st of that month.
    expect(
      schema.safeParse({ ...job, start_date: '2022-03-15', end_date: '2022-03-01' }).success,
    ).toBe(true);
    expect(
      schema.safeParse({ ...job, current_occupation: true, end_date: '2021-01-01' }).success,
    ).toBe(true);
  });

  it('requires the statistics fields when the school asks for them', () => {
    const schema = inLocale(workExperienceSchema({ statistics: true }), 'fr');
    expect(Object.keys(issues(schema.safeParse(job))).sort()).toEqual([
      'business_sector',
      'contract_type',
      'executive_status',
      'fits_education',
      'how_found',
      'salary',
      'working_time',
    ]);
    expect(schema.safeParse({ ...job, ...stats }).success).toBe(true);
    expect(
      issues(schema.safeParse({ ...job, ...stats, contract_type: 'zero-hours' })),
    ).toHaveProperty('contract_type');
  });
});

describe('educationSchema', () => {
  const base = {
    degree_type: 'master',
    title: 'Master Finance',
    facility: 'École Demo',
    graduation_status: 'graduated',
  };
  it('needs a four-digit graduation year when graduated or in progress', () => {
    expect(issues(inLocale(educationSchema(), 'en').safeParse(base))).toEqual({
      graduation_year: 'The year needs four digits',
    });
    expect(
      issues(inLocale(educationSchema(), 'en').safeParse({ ...base, graduation_year: 216 })),
    ).toHaveProperty('graduation_year');
    expect(
      inLocale(educationSchema(), 'en').safeParse({ ...base, graduation_year: 2016 }).success,
    ).toBe(true);
    expect(
      inLocale(educationSchema(), 'en').safeParse({ ...base, graduation_status: 'not_graduated' })
        .success,
    ).toBe(true);
  });
});

describe('profileLinkSchema', () => {
  it('needs a title and an http(s) URL', () => {
    expect(
      inLocale(profileLinkSchema(), 'en').safeParse({
        title: 'Portfolio',
        url: 'https://example.org/me',
      }).success,
    ).toBe(true);
    expect(
      Object.keys(
        issues(inLocale(profileLinkSchema(), 'en').safeParse({ title: '', url: 'ftp://x' })),
      ).sort(),
    ).toEqual(['title', 'url']);
  });
});

describe('timeline (kinds 0–5)', () => {
  it('holds one education or one work experience per entry', () => {
    expect(TIMELINE_KIND.MaxDegreeType).toBe(5);
    expect(
      TimelineUpdateSchema.safeParse({ entries: [{ kind: 0, work_experience: 3 }] }).success,
    ).toBe(true);
    expect(
      TimelineUpdateSchema.safeParse({ entries: [{ kind: 6, work_experience: 3 }] }).success,
    ).toBe(false);
    expect(
      TimelineUpdateSchema.safeParse({ entries: [{ kind: 1, work_experience: 3, education: 2 }] })
        .success,
    ).toBe(false);
  });
});
