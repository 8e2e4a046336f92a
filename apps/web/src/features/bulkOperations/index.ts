/**
 * The bulk operations feature's public entry (issue 32 item 5, issue 34 item 1): the admin
 * directory's actions menu on a selection, and the progress panel of the operation started.
 */
export { type BulkSelection, selectionCount, selectionFields } from './api.ts';
export { BULK_ACTIONS, type BulkAction, BulkActionsMenu } from './components/BulkActionsMenu.tsx';
export { BulkProgressPanel } from './components/BulkProgressPanel.tsx';
export { useTrackedBulkOperation } from './hooks/useTrackedBulkOperation.ts';
