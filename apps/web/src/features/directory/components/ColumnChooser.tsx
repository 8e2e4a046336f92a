import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COLUMN_KEYS } from '../adminColumnLabels.ts';
import type { AdminColumn } from '../adminColumns.ts';
import { isAdminColumn } from '../adminColumns.ts';

/**
 * The admin list's column chooser (spec 1 §2 Directory): a checkbox per column; the choice is
 * remembered by the caller.
 */
export function ColumnChooser({
  available,
  value,
  onChange,
}: {
  available: readonly AdminColumn[];
  value: readonly AdminColumn[];
  onChange: (columns: AdminColumn[]) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const shown = value.filter((c) => available.includes(c));
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal width={260}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns aria-hidden="true" size={18} />}>
          {t('directory_columns_button', { count: shown.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={labelId}>
        <Checkbox.Group
          label={<span id={labelId}>{t('directory_columns_label')}</span>}
          value={[...shown]}
          onChange={(values) => onChange(values.filter(isAdminColumn))}
        >
          <Stack gap="xs" mt="xs">
            {available.map((column) => (
              <Checkbox key={column} value={column} label={t(ADMIN_COLUMN_KEYS[column])} />
            ))}
          </Stack>
        </Checkbox.Group>
      </Popover.Dropdown>
    </Popover>
  );
}
