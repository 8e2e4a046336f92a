import type { ImportReport } from '@alumni/domain';
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ImportFigures } from './ImportFigures.tsx';
import { ImportWarnings } from './ImportWarnings.tsx';
import { InvalidLinesTable } from './InvalidLinesTable.tsx';
import { RejectedRowsLink } from './RejectedRowsLink.tsx';

/**
 * The per-line report of a member file (spec 1 §5 User import): lines read, valid and invalid,
 * the warnings, each invalid line with its reason, and (for a stored import) the rejected
 * lines to download.
 */
export function ImportReportView({
  report,
  importId,
}: {
  report: ImportReport;
  importId?: number;
}) {
  const { t } = useTranslation();
  const invalid = report.invalid.length;
  return (
    <Stack gap="md" data-testid="import-report">
      <ImportFigures
        figures={[
          { label: t('imports_rows'), value: report.rows, testId: 'report-rows' },
          { label: t('imports_valid'), value: report.valid, testId: 'report-valid', tone: 'good' },
          {
            label: t('imports_invalid'),
            value: invalid,
            testId: 'report-invalid',
            tone: invalid ? 'bad' : undefined,
          },
        ]}
      />
      <ImportWarnings warnings={report.warnings} />
      {invalid > 0 && importId !== undefined && (
        <Group>
          <RejectedRowsLink importId={importId} />
        </Group>
      )}
      {invalid > 0 && (
        <InvalidLinesTable lines={report.invalid} caption={t('imports_invalid_lines')} />
      )}
    </Stack>
  );
}
