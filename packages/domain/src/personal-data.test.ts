import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELD_VISIBILITY,
  erasureDueAt,
  exportExpiresAt,
  fieldVisibleTo,
} from './personal-data.ts';

describe('field visibility (issue 34 item 6)', () => {
  it('shows a field to the member and the admins whatever it is set to', () => {
    for (const v of ['public', 'members', 'nobody'] as const) {
      expect(fieldVisibleTo(v, 'self')).toBe(true);
      expect(fieldVisibleTo(v, 'admin')).toBe(true);
    }
  });
  it('shows members-only fields to members, not to others', () => {
    expect(fieldVisibleTo('members', 'member')).toBe(true);
    expect(fieldVisibleTo('members', 'public')).toBe(false);
    expect(fieldVisibleTo('nobody', 'member')).toBe(false);
    expect(fieldVisibleTo('public', 'public')).toBe(true);
  });
  it('keeps contact fields private by default, the city shown', () => {
    expect(DEFAULT_FIELD_VISIBILITY).toEqual({
      phone: 'nobody',
      email: 'nobody',
      date_birth: 'nobody',
      city: 'public',
    });
  });
});

describe('dates', () => {
  it('erases 14 days after the request and expires a link 7 days after it is ready', () => {
    const t = new Date('2026-01-01T10:00:00Z');
    expect(erasureDueAt(t).toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(exportExpiresAt(t).toISOString()).toBe('2026-01-08T10:00:00.000Z');
  });
});
