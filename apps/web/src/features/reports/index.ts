/**
 * The reports feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export type { ReportTarget } from './api.ts';
export { messageReportTarget, patchReportStatus } from './api.ts';
export { MyReportsPanel } from './components/MyReportsPanel.tsx';
export { ReportDialog } from './components/ReportDialog.tsx';
export { ReportStatusBadge } from './components/ReportStatusBadge.tsx';
export type { DecidedStatus, ReportStatusFilter, ReportTypeFilter } from './reportActions.ts';
export {
  defaultReportStatusFilter,
  REPORT_ACTIONS,
  REPORT_STATUS_FILTERS,
  REPORT_TYPE_FILTERS,
  REPORTS_PAGE_SIZE,
  reportActionsFor,
  reportDecisionWords,
  reportsFilterParams,
} from './reportActions.ts';
export { REPORT_STATUS_KEYS, REPORT_TYPE_KEYS, reasonLabels } from './reportLabels.ts';
