import type { BulkOperation } from '@alumni/domain';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BulkActionsMenu, type BulkSelection } from '../../bulkOperations/index.ts';

/**
 * Above the admin list (issue 34 item 1): how many members are selected, "select all N
 * matching the filters" or "clear", and the actions menu on the selection.
 */
export function AdminSelectionBar({
  selection,
  selectedCount,
  matching,
  allChosen,
  onSelectAll,
  onClear,
  onStarted,
  columns,
}: {
  selection: BulkSelection | null;
  selectedCount: number;
  /** Members matching the filters (null while unknown). */
  matching: number | null;
  allChosen: boolean;
  onSelectAll: () => void;
  onClear: () => void;
  onStarted: (op: BulkOperation) => void;
  /** The admin list's chosen columns (the export's defaults). */
  columns?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" data-testid="admin-selection-bar">
      <Group gap="sm">
        <Text size="sm" role="status">
          {allChosen
            ? t('directory_selected_all', { count: selectedCount })
            : t('directory_selected', { count: selectedCount })}
        </Text>
        {!allChosen && matching !== null && matching > 0 && (
          <Button variant="default" size="compact-sm" onClick={onSelectAll}>
            {t('directory_select_all_matching', { count: matching })}
          </Button>
        )}
        {(allChosen || selectedCount > 0) && (
          <Button variant="default" size="compact-sm" onClick={onClear}>
            {t('directory_clear_selection')}
          </Button>
        )}
      </Group>
      <BulkActionsMenu selection={selection} onStarted={onStarted} columns={columns} />
    </Group>
  );
}
