import type { ImportReport } from '@alumni/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportFigures } from './ImportFigures.tsx';
import { ImportWarnings } from './ImportWarnings.tsx';
import { InvalidLinesTable } from './InvalidLinesTable.tsx';

/**
 * The per-line report of a member file (spec 1 §5 User import): lines read, valid and invalid,
 * the warnings, and each invalid line with its reason.
 */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="import-report">
      <ImportFigures
        figures={[
          { label: t('imports_rows'), value: report.rows, testId: 'report-rows' },
          { label: t('imports_valid'), value: report.valid, testId: 'report-valid', tone: 'good' },
          {
            label: t('imports_invalid'),
            value: report.invalid.length,
            testId: 'report-invalid',
            tone: report.invalid.length ? 'bad' : undefined,
          },
        ]}
      />
      <ImportWarnings warnings={report.warnings} />
      {report.invalid.length > 0 && (
        <InvalidLinesTable lines={report.invalid} caption={t('imports_invalid_lines')} />
      )}
    </Stack>
  );
}
