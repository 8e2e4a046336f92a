import type { ImportFile } from '@alumni/domain';
import { MEMBER_IMPORT_COLUMNS } from '@alumni/domain';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ENCODING_KEYS = {
  'utf-8': 'imports_encoding_utf8',
  'utf-16le': 'imports_encoding_utf16le',
  'utf-16be': 'imports_encoding_utf16be',
  'windows-1252': 'imports_encoding_windows1252',
} as const;
const DELIMITER_KEYS = {
  ';': 'imports_delimiter_semicolon',
  ',': 'imports_delimiter_comma',
  '\t': 'imports_delimiter_tab',
} as const;
const COLUMN_KEYS = {
  'first name': 'imports_column_first_name',
  'last name': 'imports_column_last_name',
  email: 'imports_column_email',
  'graduation year': 'imports_column_graduation_year',
  degree: 'imports_column_degree',
  role: 'imports_column_role',
  'external ref': 'imports_column_external_ref',
  campus: 'imports_column_campus',
} as const;

/**
 * What an uploaded member file was read as (issue 34 item 7), for the admin to check before
 * submitting it: CSV or workbook, the encoding and separator found, and its first lines in
 * the columns' order, so that a Windows-1252 file's "é" can be seen right (or not).
 */
export function ImportFilePreview({ file }: { file: ImportFile }) {
  const { t } = useTranslation();
  const facts = [
    {
      label: t('imports_preview_format'),
      value: t(file.format === 'xlsx' ? 'imports_format_xlsx' : 'imports_format_csv'),
      testId: 'import-file-format',
    },
    ...(file.encoding
      ? [
          {
            label: t('imports_preview_encoding'),
            value: t(ENCODING_KEYS[file.encoding]),
            testId: 'import-file-encoding',
          },
        ]
      : []),
    ...(file.delimiter
      ? [
          {
            label: t('imports_preview_delimiter'),
            value: t(DELIMITER_KEYS[file.delimiter]),
            testId: 'import-file-delimiter',
          },
        ]
      : []),
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="import-preview-heading">
      <Title order={5} id="import-preview-heading">
        {t('imports_preview_title')}
      </Title>
      <Group gap="lg" component="dl" m={0}>
        {facts.map((fact) => (
          <Group key={fact.testId} gap={6} wrap="nowrap">
            <Text component="dt" size="sm" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0} data-testid={fact.testId}>
              {fact.value}
            </Text>
          </Group>
        ))}
      </Group>
      {file.preview.length > 0 && (
        <Table.ScrollContainer
          minWidth={720}
          type="native"
          // A region that scrolls sideways takes the focus, to scroll by keyboard (axe
          // scrollable-region-focusable).
          tabIndex={0}
          role="region"
          aria-label={t('imports_preview_caption')}
        >
          <Table striped withTableBorder fz="sm" data-testid="import-preview">
            <Table.Caption>{t('imports_preview_caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {MEMBER_IMPORT_COLUMNS.map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(COLUMN_KEYS[column])}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {file.preview.map((cells, row) => (
                // The preview's lines have no id of their own; their order never changes.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed rows
                <Table.Tr key={row}>
                  {MEMBER_IMPORT_COLUMNS.map((column, i) => (
                    <Table.Td key={column}>{cells[i] ?? ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="sm">{t('imports_preview_hint')}</Text>
    </Stack>
  );
}
