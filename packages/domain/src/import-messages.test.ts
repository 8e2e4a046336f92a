import { describe, expect, it } from 'vitest';
import { localizeMessage } from './api/issues.ts';
import { IMPORT_MESSAGES, importMessage, importReasonText, importRef } from './import-messages.ts';
import { DEGREE_IMPORT_REASONS, MEMBER_IMPORT_REASONS } from './member-import.ts';

describe('the imports catalogue (issue 12 item 8: errors in the page language)', () => {
  it('has every message in French and English, each reachable by its reference', () => {
    expect(Object.keys(IMPORT_MESSAGES.en).sort()).toEqual(Object.keys(IMPORT_MESSAGES.fr).sort());
    for (const key of Object.keys(IMPORT_MESSAGES.fr) as (keyof typeof IMPORT_MESSAGES.fr)[]) {
      for (const locale of ['fr', 'en'] as const) {
        expect(localizeMessage(importRef(key), locale)).toBe(IMPORT_MESSAGES[locale][key]);
      }
    }
  });

  it('fills the line of a file error, without "Line" in French', () => {
    const ref = importRef('unclosedQuote', { line: 7 });
    expect(localizeMessage(ref, 'fr')).toMatch(/^Ligne 7\u00a0: /);
    expect(localizeMessage(ref, 'en')).toMatch(/^Line 7: /);
  });
});

describe('importReasonText', () => {
  it('puts every stored reason into words in both languages', () => {
    for (const reason of [
      ...Object.values(MEMBER_IMPORT_REASONS),
      ...Object.values(DEGREE_IMPORT_REASONS),
    ]) {
      for (const locale of ['fr', 'en'] as const) {
        const text = importReasonText({ line: 2, reason, value: 'X' }, locale);
        // A missing cell has no value to name.
        if (!reason.startsWith('missing')) expect(text).toContain('X');
        expect(importReasonText({ line: 2, reason }, locale)).not.toContain('{');
      }
    }
  });

  it('names the bad value, and calls the year the year of arrival (spec 1 §5)', () => {
    const year = { line: 4, reason: MEMBER_IMPORT_REASONS.invalidGraduationYear, value: '20x4' };
    expect(importReasonText(year, 'fr')).toBe("année d'arrivée invalide\u00a0: «\u00a020x4\u00a0»");
    expect(importReasonText(year, 'en')).toBe('invalid year of arrival: "20x4"');
    expect(
      importReasonText({ line: 2, reason: MEMBER_IMPORT_REASONS.invalidGraduationYear }, 'fr'),
    ).toBe("année d'arrivée invalide");
    expect(importMessage('fr', 'csvReason')).toBe('motif');
  });

  it('shows a reason it does not know as it came', () => {
    expect(importReasonText({ line: 2, reason: 'new rule' }, 'fr')).toBe('new rule');
    expect(importReasonText({ line: 2, reason: 'new rule', value: 'v' }, 'en')).toBe(
      'new rule: "v"',
    );
  });

  it('says certificate and centre for a school with the certificate wording', () => {
    const degree = { line: 3, reason: MEMBER_IMPORT_REASONS.unknownDegree, value: 'BTS' };
    expect(importReasonText(degree, 'fr', 'certificate')).toBe(
      "certificat inconnu de l'école\u00a0: «\u00a0BTS\u00a0»",
    );
    expect(
      importReasonText(
        { line: 3, reason: MEMBER_IMPORT_REASONS.unknownCampus },
        'en',
        'certificate',
      ),
    ).toBe('unknown centre');
    expect(importReasonText(degree, 'en')).toBe('degree unknown to the school: "BTS"');
  });
});
