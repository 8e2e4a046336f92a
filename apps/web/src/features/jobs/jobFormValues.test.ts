import { jobAdSchema } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { toJobAdInput, valuesOf } from './jobFormValues.ts';

const now = new Date(2026, 10, 26, 12);

describe('job ad form values (spec 1 §5 Job)', () => {
  it('propose a deadline in 30 days and a start in 45 for a new ad', () => {
    const values = valuesOf(null, now);
    expect(values.application_deadline).toBe('2026-12-26');
    expect(values.start_date).toBe('2027-01-10');
    expect(values.logo).toBeNull();
  });

  it('leave empty choices and the logo missing, so the schema says they are required', () => {
    const input = toJobAdInput(valuesOf(null, now), { draft: false, filters: true });
    const result = jobAdSchema({ now: () => now }).safeParse(input);
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    for (const field of ['position', 'logo', 'contract_type', 'sector', 'category', 'salary']) {
      expect(fields.has(field), field).toBe(true);
    }
  });

  it('send a filled form as the API reads it, filters only where the school has them', () => {
    const values = {
      ...valuesOf(null, now),
      position: 'Data engineer',
      company: 'Acme',
      city: 'Lyon',
      logo: { key: 'jobs/1/2/logo.webp', url: '/media/jobs/1/2/logo.webp' },
      contract_type: 'permanent',
      sector: 'it',
      experience: '2_5',
      salary: '45 000 €',
      category: 'engineering',
      description: 'Pipelines.',
      filter_degrees: ['3'],
      filter_roles: ['4'],
    };
    const input = toJobAdInput(values, { draft: true, filters: false });
    expect(input).toMatchObject({ logo: 'jobs/1/2/logo.webp', draft: true, filter_degrees: [] });
    expect(jobAdSchema({ now: () => now }).safeParse(input).success).toBe(true);
    expect(toJobAdInput(values, { draft: false, filters: true })).toMatchObject({
      filter_degrees: [3],
      filter_roles: [4],
    });
  });

  it('send the publication date as an instant read in the school’s time zone, null when empty', () => {
    const values = valuesOf(null, now, 'Europe/Paris');
    expect(values.publish_at).toBe('');
    expect(toJobAdInput(values, { draft: false, filters: false }).publish_at).toBeNull();
    const scheduled = { ...values, publish_at: '2026-12-01T09:30' };
    expect(
      toJobAdInput(scheduled, { draft: false, filters: false, timeZone: 'Europe/Paris' })
        .publish_at,
    ).toBe('2026-12-01T08:30:00.000Z');
    const ad = { publish_at: '2026-12-01T08:30:00.000Z' } as Parameters<typeof valuesOf>[0];
    expect(valuesOf(ad, now, 'America/New_York').publish_at).toBe('2026-12-01T03:30');
  });
});
