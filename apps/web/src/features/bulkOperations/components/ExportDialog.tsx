import {
  BULK_EXPORT_COLUMNS,
  type BulkExportColumn,
  type BulkExportFormat,
  orderedExportColumns,
} from '@alumni/domain';
import { Checkbox, Radio, SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportMembers } from '../actionsApi.ts';
import { selectionFields } from '../api.ts';
import { type BulkActionDialogProps, BulkActionForm } from './BulkActionForm.tsx';

const isExportColumn = (value: string): value is BulkExportColumn =>
  (BULK_EXPORT_COLUMNS as readonly string[]).includes(value);

/** The admin list's column names (camelCase) as the export's (snake_case). */
const exportColumnOf = (column: string) => column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A column's label key: the school's word for degrees and campuses (certificates, centres). */
const columnLabelKey = (column: BulkExportColumn) =>
  column === 'degree'
    ? 'term_degree'
    : column === 'campus'
      ? 'term_campus'
      : `bulk_export_col_${column}`;

/**
 * Exporting in bulk (issue 34 item 1; spec 2 §6 "export"): the columns to put in the file,
 * ticked as the admin list shows them (its column chooser, passed as `columns`) with the
 * name, and CSV or XLSX. The file is offered by the progress panel once it is written.
 */
export function ExportDialog(props: BulkActionDialogProps) {
  const { t } = useTranslation();
  const [columns, setColumns] = useState<string[]>(() => [
    'first_name',
    'last_name',
    ...(props.columns ?? []).map(exportColumnOf).filter(isExportColumn),
  ]);
  const [format, setFormat] = useState<BulkExportFormat>('csv');
  const [error, setError] = useState<string | null>(null);
  const chosen = orderedExportColumns(columns.filter(isExportColumn));
  return (
    <BulkActionForm
      {...props}
      title={t('bulk_export_title')}
      submitLabel={t('bulk_export_submit')}
      check={() => {
        setError(chosen.length ? null : t('bulk_export_required'));
        return chosen.length > 0;
      }}
      start={() => exportMembers({ columns: chosen, format, ...selectionFields(props.selection) })}
      onFieldErrors={(fields) => {
        const message = fields.columns ?? fields.user_ids;
        if (message) setError(message);
        return Boolean(message);
      }}
    >
      <Checkbox.Group
        label={t('bulk_export_columns')}
        value={columns}
        onChange={setColumns}
        error={error}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
          {BULK_EXPORT_COLUMNS.map((column) => (
            <Checkbox key={column} value={column} label={t(columnLabelKey(column))} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Radio.Group
        label={t('bulk_export_format')}
        value={format}
        onChange={(value) => setFormat(value === 'xlsx' ? 'xlsx' : 'csv')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="csv" label={t('bulk_export_csv')} />
          <Radio value="xlsx" label={t('bulk_export_xlsx')} />
        </Stack>
      </Radio.Group>
    </BulkActionForm>
  );
}
