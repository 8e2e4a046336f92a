import type { DegreeImportResult } from '@alumni/domain';
import {
  DEGREE_IMPORT_COLUMNS,
  IMPORT_CSV_DELIMITER,
  IMPORT_RECOMMENDED_MAX_LINES,
} from '@alumni/domain';
import { Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../api/notifyError.tsx';
import { schoolDetailsKey } from '../../../shared/school/api.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import { apiFormErrors } from '../../../ui/form/formErrors.ts';
import { importsKey, uploadDegreeImport } from '../api.ts';
import { CsvFileField } from './CsvFileField.tsx';
import { ImportFigures } from './ImportFigures.tsx';
import { ImportWarnings } from './ImportWarnings.tsx';
import { InvalidLinesTable } from './InvalidLinesTable.tsx';

/**
 * Settings → School settings → Imports, degrees (spec 1 §5 "Degree import lines:
 * degree;subsection;section"): applied at once; shows the degrees created, updated and the
 * invalid lines. The school's details are reloaded so the new degrees appear in the filters.
 */
export function DegreeImportPanel() {
  const { t } = useTranslation();
  const school = useSchool();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [result, setResult] = useState<DegreeImportResult | null>(null);

  const upload = useMutation({
    mutationFn: (chosen: File) => uploadDegreeImport(chosen),
    onSuccess: (answer) => {
      setResult(answer);
      setFile(null);
      void queryClient.invalidateQueries({ queryKey: importsKey });
      void queryClient.invalidateQueries({ queryKey: schoolDetailsKey(school.subdomain) });
    },
    onError: (error) => {
      const mapped = apiFormErrors(error);
      const inline = mapped?.fields.file ?? mapped?.general[0];
      setFileError(inline);
      // Shown under the picker: the red list would repeat it with "file:" and a status code.
      notifyError(error, { hide: inline !== undefined });
    },
  });

  return (
    <Stack gap="md">
      <Text size="sm">{t('imports_degrees_format')}</Text>
      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {DEGREE_IMPORT_COLUMNS.join(IMPORT_CSV_DELIMITER)}
      </Code>
      <Text size="sm">{t('imports_line_limit', { max: IMPORT_RECOMMENDED_MAX_LINES })}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file) upload.mutate(file);
        }}
      >
        <Stack gap="sm">
          <CsvFileField
            label={t('imports_degrees_file')}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(undefined);
            }}
            error={fileError}
            testId="degree-import-file"
          />
          <Group>
            <Button
              type="submit"
              disabled={!file}
              loading={upload.isPending}
              leftSection={<IconUpload aria-hidden="true" size={18} />}
            >
              {t('imports_degrees_upload')}
            </Button>
          </Group>
        </Stack>
      </form>
      {result && (
        <Stack gap="md" data-testid="degree-import-result">
          <Title order={4}>{t('imports_degrees_result')}</Title>
          <ImportFigures
            figures={[
              { label: t('imports_rows'), value: result.rows, testId: 'degrees-rows' },
              {
                label: t('imports_created'),
                value: result.created,
                testId: 'degrees-created',
                tone: 'good',
              },
              { label: t('imports_updated'), value: result.updated, testId: 'degrees-updated' },
              {
                label: t('imports_invalid'),
                value: result.invalid.length,
                testId: 'degrees-invalid',
                tone: result.invalid.length ? 'bad' : undefined,
              },
            ]}
          />
          <ImportWarnings warnings={result.warnings} />
          {result.invalid.length > 0 && (
            <InvalidLinesTable lines={result.invalid} caption={t('imports_invalid_lines')} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
