import type { Experience } from '@alumni/domain';
import { END_DATE_ERROR_KEY, promptEndDate, promptPatch } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  editedExperienceId,
  experiencesInOrder,
  integerOrNull,
  monthYearParts,
  monthYearValue,
  pickerYears,
  promptExperienceFor,
} from './profileModel.ts';

const experience = (over: Partial<Experience>): Experience => ({
  id: 1,
  title: 'Engineer',
  organisation: 'Acme',
  location: 'Lyon',
  current_occupation: false,
  start_date: '2020-01-01',
  end_date: null,
  description: null,
  fits_education: null,
  business_sector: null,
  contract_type: null,
  executive_status: null,
  working_time: null,
  salary: null,
  how_found: null,
  ...over,
});

describe('month-year picker (spec 1 §5 General)', () => {
  it('gives the first day of the month', () => {
    expect(monthYearValue({ year: 2021, month: 3 })).toBe('2021-03-01');
  });
  it('is empty when only one part is chosen', () => {
    expect(monthYearValue({ year: 2021, month: null })).toBe('');
    expect(monthYearValue({ year: null, month: 3 })).toBe('');
  });
  it('reads a stored date back', () => {
    expect(monthYearParts('2019-11-15')).toEqual({ year: 2019, month: 11 });
    expect(monthYearParts('')).toEqual({ year: null, month: null });
    expect(monthYearParts(null)).toEqual({ year: null, month: null });
  });
  it('offers this year back to 1950', () => {
    const years = pickerYears(new Date('2026-05-01T00:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
  });
});

describe('profile-update prompt (spec 2 §2)', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const current = experience({ id: 7, current_occupation: true, start_date: '2022-02-01' });
  const old = '2025-11-01T00:00:00Z';

  it('asks about the current occupation when the last update is over 6 months old', () => {
    const found = promptExperienceFor(
      { last_profile_update: old, mute_profile_update: false, experiences: [current] },
      now,
    );
    expect(found?.id).toBe(7);
  });
  it('asks when the profile was never updated', () => {
    expect(
      promptExperienceFor(
        { last_profile_update: null, mute_profile_update: false, experiences: [current] },
        now,
      )?.id,
    ).toBe(7);
  });
  it('does not show for a recent update, a muted prompt, or without a current occupation', () => {
    expect(
      promptExperienceFor(
        {
          last_profile_update: '2026-06-01T00:00:00Z',
          mute_profile_update: false,
          experiences: [current],
        },
        now,
      ),
    ).toBeNull();
    expect(
      promptExperienceFor(
        { last_profile_update: old, mute_profile_update: true, experiences: [current] },
        now,
      ),
    ).toBeNull();
    expect(
      promptExperienceFor(
        { last_profile_update: old, mute_profile_update: false, experiences: [experience({})] },
        now,
      ),
    ).toBeNull();
  });
  it("sends the domain's patches and end-date check", () => {
    expect(promptPatch({ stillCurrent: true })).toEqual({
      current_occupation: true,
      end_date: null,
    });
    expect(promptEndDate(current, { year: 2021, month: 5 })).toEqual({
      ok: false,
      error: END_DATE_ERROR_KEY,
    });
    expect(promptEndDate(current, { year: 2026, month: null })).toEqual({
      ok: false,
      error: END_DATE_ERROR_KEY,
    });
    expect(promptEndDate(current, { year: 2026, month: 4 })).toEqual({
      ok: true,
      end_date: '2026-04-01',
    });
  });
  it('reads ?edit=experience-{id}', () => {
    expect(editedExperienceId(new URLSearchParams('edit=experience-12'))).toBe(12);
    expect(editedExperienceId(new URLSearchParams('edit=education-12'))).toBeNull();
  });
});

describe('profile lists', () => {
  it('lists current experiences first, then the latest start', () => {
    const list = experiencesInOrder([
      experience({ id: 1, start_date: '2018-01-01' }),
      experience({ id: 2, start_date: '2021-01-01' }),
      experience({ id: 3, start_date: '2010-01-01', current_occupation: true }),
    ]);
    expect(list.map((e) => e.id)).toEqual([3, 2, 1]);
  });
  it('reads whole numbers from text fields', () => {
    expect(integerOrNull(' 42000 ')).toBe(42000);
    expect(integerOrNull('')).toBeNull();
    expect(integerOrNull('4.5')).toBeNull();
  });
});
