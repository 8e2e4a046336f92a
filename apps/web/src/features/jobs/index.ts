/**
 * The jobs feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { MyApplicationsPanel } from './applications/components/MyApplicationsPanel.tsx';
export { JobCard } from './components/JobCard.tsx';
export { PendingJobsPanel } from './components/PendingJobsPanel.tsx';
export { useLatestJobAds } from './hooks/useLatestJobAds.ts';
