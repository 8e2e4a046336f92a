import { checkDegreeImportRows, tooManyLinesWarning } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { importWarningMessage } from './importMessages.ts';

describe('import report messages (spec 1 §5 User import)', () => {
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
