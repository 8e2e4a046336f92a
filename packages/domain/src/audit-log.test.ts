import { describe, expect, it } from 'vitest';
import {
  AUDIT_CSV_CELL_MAX,
  type AuditChangeView,
  auditChangesCell,
  auditChangeText,
  auditDateBoundSchema,
  isAuditDay,
} from './audit-log.ts';
import { AUDIT_LOG_MESSAGES } from './audit-log-messages.ts';

// Issue 31 item 2: "every admin and super-user write … leaves one append-only entry (who,
// when, school, action, target, the changed fields before and after, secrets never logged)
// … Filter by person, action, target and date; page through; CSV export."

describe('the date filter of the audit log', () => {
  it('takes a day or an instant with its offset, nothing else', () => {
    for (const good of ['2026-03-01', '2026-03-01T08:00:00Z', '2026-03-01T08:00:00.123+02:00']) {
      expect(auditDateBoundSchema.safeParse(good).success, good).toBe(true);
    }
    for (const bad of ['yesterday', '2026-02-30', '2026-03-01T08:00:00', '01/03/2026', '']) {
      expect(auditDateBoundSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isAuditDay('2026-03-01')).toBe(true);
    expect(isAuditDay('2026-03-01T08:00:00Z')).toBe(false);
  });
});

const update: AuditChangeView = {
  table: 'schools',
  operation: 'UPDATE',
  key: { id: 1 },
  before: { name: 'Old' },
  after: { name: 'New' },
  redacted: ['email_backend'],
};

describe('auditChangeText', () => {
  it('tells a change in the page’s words, secrets by name only', () => {
    expect(auditChangeText(update, AUDIT_LOG_MESSAGES.en)).toBe(
      'schools #1 changed: name "Old" → "New"; email_backend (hidden)',
    );
    expect(auditChangeText(update, AUDIT_LOG_MESSAGES.fr)).toBe(
      'schools #1 modifié\u00a0: name "Old" → "New"; email_backend (masqué)',
    );
    const insert: AuditChangeView = {
      table: 'user_school_settings',
      operation: 'INSERT',
      key: { user_id: 4, school_id: 2 },
      before: null,
      after: { newsletter: true },
      redacted: [],
    };
    expect(auditChangeText(insert, AUDIT_LOG_MESSAGES.en)).toBe(
      'user_school_settings #4,2 created: newsletter = true',
    );
    const deletion: AuditChangeView = { ...insert, operation: 'DELETE', before: {}, after: null };
    expect(auditChangeText(deletion, AUDIT_LOG_MESSAGES.en)).toBe(
      'user_school_settings #4,2 deleted',
    );
  });
});

describe('auditChangesCell', () => {
  it('puts one change a line and names what does not fit', () => {
    expect(auditChangesCell(['a', 'b'], 2, AUDIT_LOG_MESSAGES.en.more)).toBe('a\nb');
    expect(auditChangesCell(['a', 'b'], 5, AUDIT_LOG_MESSAGES.en.more)).toBe('a\nb\n… and 3 more');
    const long = 'x'.repeat(AUDIT_CSV_CELL_MAX - 10);
    expect(auditChangesCell([long, 'second line'], 2, AUDIT_LOG_MESSAGES.fr.more)).toBe(
      `${long}\n… et 1 autres`,
    );
  });
});
