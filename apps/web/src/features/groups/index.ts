/**
 * The groups feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { PendingGroupsPanel } from './components/PendingGroupsPanel.tsx';
