import { describe, expect, it } from 'vitest';
import {
  END_DATE_ERROR_KEY,
  profileUpdatePromptExperience,
  promptEndDate,
  promptPatch,
} from './profile-update-prompt.ts';

const now = new Date('2026-11-21T10:00:00Z');
const job = {
  id: 7,
  title: 'Data analyst',
  organisation: 'Acme',
  start_date: '2022-03-01',
  end_date: null,
  current_occupation: true,
};
const old = {
  id: 3,
  title: 'Intern',
  organisation: 'Beta',
  start_date: '2020-01-01',
  end_date: '2020-06-01',
  current_occupation: false,
};

describe('profile-update prompt (spec 2 §2, after 6 months)', () => {
  it('shows when the last update is more than 6 months old, not muted, with a current occupation', () => {
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: '2026-05-20T10:00:00Z',
        muted: false,
        experiences: [old, job],
        now,
      }),
    ).toEqual(job);
  });

  it('does not show within 6 months, exactly at 6 months, when muted, or without a current occupation', () => {
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: '2026-06-01T00:00:00Z',
        muted: false,
        experiences: [job],
        now,
      }),
    ).toBeNull();
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: '2026-05-21T10:00:00Z',
        muted: false,
        experiences: [job],
        now,
      }),
    ).toBeNull();
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: '2025-01-01',
        muted: true,
        experiences: [job],
        now,
      }),
    ).toBeNull();
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: '2025-01-01',
        muted: false,
        experiences: [old],
        now,
      }),
    ).toBeNull();
  });

  it('shows for a profile never updated, asking about the latest current occupation', () => {
    const newer = { ...job, id: 9, start_date: '2024-09-01' };
    expect(
      profileUpdatePromptExperience({
        lastProfileUpdate: null,
        muted: false,
        experiences: [job, newer],
        now,
      })?.id,
    ).toBe(9);
  });
});

describe('end-date step', () => {
  it('returns the first day of the chosen month', () => {
    expect(promptEndDate(job, { year: 2026, month: 4 })).toEqual({
      ok: true,
      end_date: '2026-04-01',
    });
    expect(promptEndDate(job, { year: 2022, month: 3 })).toEqual({
      ok: true,
      end_date: '2022-03-01',
    });
  });

  it(`fails with ${END_DATE_ERROR_KEY} when a part is missing or the date precedes the start`, () => {
    expect(promptEndDate(job, { year: 2026, month: null })).toEqual({
      ok: false,
      error: 'profile_workexp_form_end_date_errorMsg',
    });
    expect(promptEndDate(job, { year: null, month: 5 })).toEqual({
      ok: false,
      error: END_DATE_ERROR_KEY,
    });
    expect(promptEndDate(job, { year: 2022, month: 2 })).toEqual({
      ok: false,
      error: END_DATE_ERROR_KEY,
    });
    expect(promptEndDate(job, { year: 2022, month: 13 })).toEqual({
      ok: false,
      error: END_DATE_ERROR_KEY,
    });
  });

  it('patches Yes as still current and No with the end date', () => {
    expect(promptPatch({ stillCurrent: true })).toEqual({
      current_occupation: true,
      end_date: null,
    });
    expect(promptPatch({ stillCurrent: false, end_date: '2026-04-01' })).toEqual({
      current_occupation: false,
      end_date: '2026-04-01',
    });
  });
});
