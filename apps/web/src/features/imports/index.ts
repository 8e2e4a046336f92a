/**
 * The imports feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { resendMemberInvitation } from './api.ts';
export { DegreeImportPanel } from './components/DegreeImportPanel.tsx';
export { ImportHistoryPanel } from './components/ImportHistoryPanel.tsx';
export { ImportLogsTable } from './components/ImportLogsTable.tsx';
export { ImportValidationPanel } from './components/ImportValidationPanel.tsx';
export { MemberImportPanel } from './components/MemberImportPanel.tsx';
export { SchoolImportsList } from './components/SchoolImportsList.tsx';
