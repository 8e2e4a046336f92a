import {
  checkDegreeImportRows,
  DEGREE_IMPORT_REASONS,
  MEMBER_IMPORT_REASONS,
  tooManyLinesWarning,
} from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/imports.json' with { type: 'json' };
import fr from '../../i18n/locales/fr/imports.json' with { type: 'json' };
import { IMPORT_REASON_KEYS, importReasonMessage, importWarningMessage } from './importMessages.ts';

// The imports namespace loads with its pages (i18n/catalogues.ts LAZY_NAMESPACES).
const CATALOGUES: Record<'fr' | 'en', Record<string, string>> = { fr, en };

describe('import report messages (spec 1 §5 User import)', () => {
  it('has a message, in both languages, for every reason of the domain', () => {
    for (const reason of [
      ...Object.values(MEMBER_IMPORT_REASONS),
      ...Object.values(DEGREE_IMPORT_REASONS),
    ]) {
      const key = IMPORT_REASON_KEYS[reason];
      expect(key, reason).toBeDefined();
      expect(CATALOGUES.fr[key as string], reason).toBeTruthy();
      expect(CATALOGUES.en[key as string], reason).toBe(reason);
    }
  });

  it('keeps an unknown reason as it came', () => {
    expect(importReasonMessage('invalid email')).toEqual({
      key: 'imports_reason_invalid_email',
      values: {},
      raw: 'invalid email',
    });
    expect(importReasonMessage('something new')).toEqual({
      key: null,
      values: {},
      raw: 'something new',
    });
  });

  it("reads the domain's warnings: too many lines, a long degree name", () => {
    const lines = tooManyLinesWarning(1500) as string;
    expect(importWarningMessage(lines)).toEqual({
      key: 'imports_warning_too_many_lines',
      values: { rows: 1500, max: 1000 },
      raw: lines,
    });
    const [degree] = checkDegreeImportRows([
      { line: 7, cells: ['x'.repeat(130), '', ''] },
    ]).warnings;
    expect(importWarningMessage(degree as string)).toMatchObject({
      key: 'imports_warning_long_degree_name',
      values: { line: 7, max: 128 },
    });
    expect(importWarningMessage('Something else')).toEqual({
      key: null,
      values: {},
      raw: 'Something else',
    });
  });
});
