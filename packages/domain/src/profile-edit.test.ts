import { describe, expect, it } from 'vitest';
import {
  educationInputSchema,
  educationPatchSchema,
  PROFILE_MESSAGES,
  roleChangeDiffers,
  roleChangeRequestSchema,
  timelineIssues,
  workExperienceInputSchema,
  workExperiencePatchSchema,
} from './profile-edit.ts';
import { promptPatch } from './profile-update-prompt.ts';
import { inLocale } from './test-locale.ts';

const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.') || '_', i.message]));

const stored = {
  title: 'Data analyst',
  organisation: 'Acme',
  location: 'Lyon',
  current_occupation: true,
  start_date: '2022-03-01',
  end_date: null,
  description: null,
  fits_education: null,
  business_sector: null,
  contract_type: null,
  executive_status: null,
  working_time: null,
  salary: null,
  how_found: null,
};

describe('workExperienceInputSchema', () => {
  it('refuses dates of the right shape that are not in the calendar', () => {
    const schema = inLocale(workExperienceInputSchema({ statistics: false }), 'en');
    expect(issues(schema.safeParse({ ...stored, start_date: '2023-02-30' }))).toEqual({
      start_date: 'Invalid date (yyyy-mm-dd)',
    });
    expect(schema.safeParse({ ...stored, start_date: '2024-02-29' }).success).toBe(true);
  });
});

describe('workExperiencePatchSchema (spec 2 §7 PATCH, §2 profile-update prompt)', () => {
  const schema = (locale: 'fr' | 'en' = 'en') =>
    inLocale(workExperiencePatchSchema({ statistics: false, stored }), locale);

  it("accepts the prompt's answers alone, merged over the stored experience", () => {
    const no = schema().safeParse(promptPatch({ stillCurrent: false, end_date: '2025-01-01' }));
    expect(no.success).toBe(true);
    expect(no.data).toMatchObject({
      title: 'Data analyst',
      current_occupation: false,
      end_date: '2025-01-01',
    });
    expect(schema().safeParse(promptPatch({ stillCurrent: true })).success).toBe(true);
  });

  it('refuses an end date before the stored start, on end_date', () => {
    expect(
      issues(schema().safeParse({ current_occupation: false, end_date: '2021-12-01' })),
    ).toEqual({ end_date: 'The end date cannot precede the start date' });
  });

  it('needs the end date when a current occupation is closed (end-date step)', () => {
    expect(issues(schema('fr').safeParse({ current_occupation: false }))).toEqual({
      end_date: 'Ce champ est obligatoire',
    });
  });

  it('checks the other fields as a creation would', () => {
    expect(
      Object.keys(issues(schema().safeParse({ title: '', start_date: 'soon' }))).sort(),
    ).toEqual(['start_date', 'title']);
    expect(issues(schema().safeParse('nope'))).toEqual({ _: PROFILE_MESSAGES.en.invalidBody });
  });
});

describe('educationInputSchema and educationPatchSchema', () => {
  const base = {
    degree_type: 'master',
    title: 'Master Finance',
    facility: 'École Demo',
    graduation_status: 'graduated',
    graduation_year: 2016,
  };
  it('takes the school claim flag and a degree id, false and absent by default', () => {
    expect(inLocale(educationInputSchema(), 'en').parse(base)).toMatchObject({ school: false });
    expect(
      inLocale(educationInputSchema(), 'en').parse({ ...base, school: true, degree: 3 }),
    ).toMatchObject({
      school: true,
      degree: 3,
    });
    expect(
      issues(inLocale(educationInputSchema(), 'en').safeParse({ ...base, school: 'yes' })),
    ).toHaveProperty('school');
  });
  it('merges a patch over the stored education and checks the year rule on the whole', () => {
    const patch = inLocale(educationPatchSchema({ ...base, school: false }), 'en');
    expect(patch.parse({ title: 'MSc Finance' })).toMatchObject({
      title: 'MSc Finance',
      facility: 'École Demo',
    });
    expect(issues(patch.safeParse({ graduation_year: null }))).toEqual({
      graduation_year: 'The year needs four digits',
    });
  });
});

describe('roleChangeRequestSchema (spec 1 §4 role change request)', () => {
  const today = new Date(2026, 0, 15);
  it('needs a year in the selector range, and degree and campus when the school has them', () => {
    const schema = inLocale(
      roleChangeRequestSchema({
        today,
        campusRequired: true,
        degreeRequired: true,
      }),
      'fr',
    );
    expect(issues(schema.safeParse({ graduation_year: 1949 }))).toEqual({
      graduation_year: "L'année doit être comprise entre 1950 et 2032",
      degree: 'Ce champ est obligatoire',
      campus: 'Merci de sélectionner un centre',
    });
    expect(schema.safeParse({ graduation_year: 2032, degree: 1, campus: 2 }).success).toBe(true);
  });
  it('tells whether a request changes anything', () => {
    const role = { degree: 1, graduation_year: 2016, campus: null };
    expect(roleChangeDiffers(role, { ...role })).toBe(false);
    expect(roleChangeDiffers(role, { ...role, campus: 2 })).toBe(true);
  });
});

describe('timelineIssues (spec 1 §3 Timeline entry)', () => {
  it("points each entry at the member's own items, one per kind", () => {
    const owned = { educations: [10], experiences: [20] };
    expect(
      timelineIssues(
        'en',
        [
          { kind: 0, work_experience: 20 },
          { kind: 5, education: 10 },
        ],
        owned,
      ),
    ).toEqual({});
    expect(
      timelineIssues(
        'en',
        [
          { kind: 0, work_experience: 21 },
          { kind: 0, education: 10 },
          { kind: 1, education: 11 },
        ],
        owned,
      ),
    ).toEqual({
      'entries.0.work_experience': [PROFILE_MESSAGES.en.timelineNotOwned],
      'entries.1.kind': [PROFILE_MESSAGES.en.timelineDuplicateKind],
      'entries.2.education': [PROFILE_MESSAGES.en.timelineNotOwned],
    });
  });
});
