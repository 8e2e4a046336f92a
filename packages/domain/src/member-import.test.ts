import { describe, expect, it } from 'vitest';
import {
  checkDegreeImportRows,
  checkMemberImportRows,
  DEGREE_IMPORT_REASONS,
  type ImportRecord,
  importGraduationYearBounds,
  importNameKey,
  isMemberImportHeader,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_REASONS,
  REPORTED_VALUE_MAX,
} from './member-import.ts';

const today = new Date(2026, 10, 21);
const opts = {
  today,
  degrees: ['Master Finance', "Diplôme d'Ingénieur"],
  campuses: ['Paris', 'Campus en ligne'],
};
const GOOD = ['Inès', 'Moreau', 'ines@example.org', '2016', 'Master Finance', '4', 'R-1', 'Paris'];

/** Records on lines 2, 3, … from cell arrays. */
const records = (...rows: string[][]): ImportRecord[] =>
  rows.map((cells, i) => ({ line: i + 2, cells }));
const reasonOf = (cells: string[]) =>
  checkMemberImportRows(records(cells), opts).invalid[0]?.reason;
const withCell = (index: number, value: string) => GOOD.map((c, i) => (i === index ? value : c));

describe('member import columns and codes (spec 1 §5 User import, spec 2 §6)', () => {
  it('has the eight columns in the spec order', () => {
    expect(MEMBER_IMPORT_COLUMNS).toEqual([
      'first name',
      'last name',
      'email',
      'graduation year',
      'degree',
      'role',
      'external ref',
      'campus',
    ]);
  });

  it('matches the header case-insensitively, ignoring spaces and trailing empty cells', () => {
    expect(isMemberImportHeader([...MEMBER_IMPORT_COLUMNS])).toBe(true);
    expect(isMemberImportHeader(MEMBER_IMPORT_COLUMNS.map((c) => ` ${c.toUpperCase()} `))).toBe(
      true,
    );
    expect(isMemberImportHeader([...MEMBER_IMPORT_COLUMNS, '', ' '])).toBe(true);
    expect(isMemberImportHeader([...MEMBER_IMPORT_COLUMNS].reverse())).toBe(false);
    expect(isMemberImportHeader(MEMBER_IMPORT_COLUMNS.slice(0, 7))).toBe(false);
  });

  it('accepts role codes 2 to 8 only', () => {
    for (const code of ['2', '3', '4', '5', '6', '7', '8'])
      expect(reasonOf(withCell(5, code))).toBe(undefined);
    for (const code of ['1', '0', '9', 'alumni', '', '4.0', '-4']) {
      expect(reasonOf(withCell(5, code))).toBe(MEMBER_IMPORT_REASONS.invalidRoleCode);
    }
  });
});

describe('checkMemberImportRows', () => {
  it('returns a valid row trimmed, with the e-mail lowercased and empty optional cells null', () => {
    const check = checkMemberImportRows(
      records(
        [' Inès ', 'Moreau', ' INES@Example.org ', '2016', ' master  finance ', '4', '', 'paris'],
        ['Jo', 'Li', 'jo@example.org', '2020', '', '3', 'X', ''],
      ),
      opts,
    );
    expect(check.invalid).toEqual([]);
    expect(check.valid).toEqual([
      {
        line: 2,
        firstName: 'Inès',
        lastName: 'Moreau',
        email: 'ines@example.org',
        graduationYear: 2016,
        degree: 'master  finance',
        role: 4,
        externalRef: null,
        campus: 'paris',
      },
      {
        line: 3,
        firstName: 'Jo',
        lastName: 'Li',
        email: 'jo@example.org',
        graduationYear: 2020,
        degree: null,
        role: 3,
        externalRef: 'X',
        campus: null,
      },
    ]);
  });

  it.each([
    ['missing first name', withCell(0, '  ')],
    ['missing last name', withCell(1, '')],
    ['invalid email', withCell(2, 'ines at example.org')],
    ['invalid email', withCell(2, '')],
    ['invalid graduation year', withCell(3, 'deux mille')],
    ['invalid graduation year', withCell(3, '20x4')],
    ['invalid graduation year', withCell(3, '99')],
    ['invalid graduation year', withCell(3, '1800')],
    ['invalid graduation year', withCell(3, '')],
    ['unknown degree', withCell(4, 'Master Unknown')],
    ['invalid role code', withCell(5, 'alumni')],
    ['unknown campus', withCell(7, 'Marseille')],
    ['invalid first name', withCell(0, 'x'.repeat(151))],
    ['invalid external ref', withCell(6, 'x'.repeat(65))],
    ['wrong number of columns', GOOD.slice(0, 7)],
    ['wrong number of columns', [...GOOD, 'extra']],
  ])('gives "%s" for %j', (reason, cells) => {
    expect(reasonOf(cells)).toBe(reason);
  });

  it('finds a duplicate e-mail across calls sharing seenEmails (a file checked in batches)', () => {
    const seenEmails = new Set<string>();
    const first = checkMemberImportRows(records(GOOD), { ...opts, seenEmails });
    const later = checkMemberImportRows([{ line: 2001, cells: withCell(2, 'INES@example.org') }], {
      ...opts,
      seenEmails,
    });
    expect(first.valid).toHaveLength(1);
    expect(later.invalid).toEqual([
      { line: 2001, reason: MEMBER_IMPORT_REASONS.duplicateEmail, value: 'INES@example.org' },
    ]);
    // Without a shared set each call checks its own lines only.
    expect(checkMemberImportRows(records(GOOD), opts).valid).toHaveLength(1);
  });

  it('accepts trailing empty cells', () => {
    expect(reasonOf([...GOOD, '', ''])).toBe(undefined);
  });

  it('gives one reason per line: the first failing rule in column order', () => {
    expect(reasonOf(['', '', 'bad', '99', 'x', '0', '', 'x'])).toBe('missing first name');
    expect(reasonOf(['A', 'B', 'bad', '99', 'x', '0', '', 'x'])).toBe('invalid email');
    expect(reasonOf(['A', 'B', 'a@b.fr', '99', 'x', '0', '', 'x'])).toBe('invalid graduation year');
    expect(reasonOf(['A', 'B', 'a@b.fr', '2000', 'x', '0', '', 'x'])).toBe('unknown degree');
  });

  it('bounds graduation years to 1950 … current year + 6 (spec 2 §9 year selector)', () => {
    expect(importGraduationYearBounds(today)).toEqual({ min: 1950, max: 2032 });
    expect(reasonOf(withCell(3, '1950'))).toBe(undefined);
    expect(reasonOf(withCell(3, '2032'))).toBe(undefined);
    expect(reasonOf(withCell(3, '1949'))).toBe('invalid graduation year');
    expect(reasonOf(withCell(3, '2033'))).toBe('invalid graduation year');
  });

  it('reports the later of two lines with the same e-mail, whatever its case', () => {
    const check = checkMemberImportRows(
      records(GOOD, withCell(0, 'Other'), withCell(2, 'INES@EXAMPLE.ORG')),
      opts,
    );
    expect(check.valid.map((r) => r.line)).toEqual([2]);
    expect(check.invalid).toEqual([
      { line: 3, reason: 'duplicate email in file', value: 'ines@example.org' },
      { line: 4, reason: 'duplicate email in file', value: 'INES@EXAMPLE.ORG' },
    ]);
  });

  it('keeps the refused value with its reason, cut to 80 characters', () => {
    const invalidOf = (cells: string[]) => checkMemberImportRows(records(cells), opts).invalid[0];
    expect(invalidOf(withCell(2, ' jean at example.org '))).toEqual({
      line: 2,
      reason: 'invalid email',
      value: 'jean at example.org',
    });
    expect(invalidOf(withCell(3, 'deux mille'))?.value).toBe('deux mille');
    expect(invalidOf(withCell(4, 'Master Inconnu'))?.value).toBe('Master Inconnu');
    expect(invalidOf(withCell(5, '9'))?.value).toBe('9');
    expect(invalidOf(withCell(7, 'Lille'))?.value).toBe('Lille');
    expect(invalidOf(GOOD.slice(0, 5))).toEqual({
      line: 2,
      reason: 'wrong number of columns',
      value: '5',
    });
    expect(invalidOf(withCell(0, ''))).toEqual({ line: 2, reason: 'missing first name' });
    const long = invalidOf(withCell(0, 'x'.repeat(151)))?.value ?? '';
    expect(long).toHaveLength(REPORTED_VALUE_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('counts an e-mail as seen even when its first line is invalid', () => {
    const check = checkMemberImportRows(records(withCell(0, ''), GOOD), opts);
    expect(check.invalid).toEqual([
      { line: 2, reason: 'missing first name' },
      { line: 3, reason: 'duplicate email in file', value: 'ines@example.org' },
    ]);
  });

  it('skips blank records and warns above 1000 lines without rejecting', () => {
    const blank = checkMemberImportRows(records(['', ''], GOOD, ['   ']), opts);
    expect(blank.rows).toBe(1);
    expect(blank.warnings).toEqual([]);
    const many = Array.from({ length: 1001 }, (_, i) => withCell(2, `m${i}@example.org`));
    const big = checkMemberImportRows(records(...many), opts);
    expect(big.rows).toBe(1001);
    expect(big.valid).toHaveLength(1001);
    expect(big.warnings).toEqual([
      'The file has 1001 lines; at most 1000 are recommended per import.',
    ]);
  });

  it('matches degree and campus names on NFC, case and spaces', () => {
    expect(importNameKey('  Diplôme   d’X ')).toBe('diplôme d’x');
    expect(importNameKey('Diplo\u0302me')).toBe(importNameKey('Diplôme'));
    expect(reasonOf(withCell(4, "DIPLO\u0302ME D'INGÉNIEUR"))).toBe(undefined);
    expect(reasonOf(withCell(7, ' campus  EN ligne '))).toBe(undefined);
  });
});

describe('checkDegreeImportRows (degree;subsection;section)', () => {
  it('reads name, subsection and section; missing cells are null', () => {
    const check = checkDegreeImportRows(
      records(['MBA', 'Formation continue', 'École de Management'], ['BTS'], ['', '']),
    );
    expect(check.rows).toBe(2);
    expect(check.valid).toEqual([
      { line: 2, name: 'MBA', subsection: 'Formation continue', section: 'École de Management' },
      { line: 3, name: 'BTS', subsection: null, section: null },
    ]);
  });

  it('rejects a missing name, a duplicate and too many columns; warns above 128 characters', () => {
    const check = checkDegreeImportRows(
      records(['', 'x', 'y'], ['MBA'], ['mba '], ['BTS', 'a', 'b', 'c'], ['x'.repeat(129)]),
    );
    expect(check.invalid).toEqual([
      { line: 2, reason: DEGREE_IMPORT_REASONS.missingName },
      { line: 4, reason: DEGREE_IMPORT_REASONS.duplicateName, value: 'mba' },
      { line: 5, reason: DEGREE_IMPORT_REASONS.wrongColumnCount, value: '4' },
    ]);
    expect(check.valid.map((r) => r.line)).toEqual([3, 6]);
    expect(check.warnings).toEqual([
      'Line 6: the degree name is longer than the recommended 128 characters.',
    ]);
    expect(checkDegreeImportRows(records(['x'.repeat(256)])).invalid[0]?.reason).toBe(
      'degree name too long',
    );
  });

  it('skips a first line that is the column names', () => {
    const check = checkDegreeImportRows([
      { line: 1, cells: ['Degree', 'Subsection', 'Section'] },
      { line: 2, cells: ['MBA', '', ''] },
    ]);
    expect(check.rows).toBe(1);
    expect(check.valid[0]?.name).toBe('MBA');
  });
});
