/**
 * The profile feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export {
  PendingEducationsPanel,
  RoleChangeRequestsPanel,
} from './components/ProfileValidationsPanels.tsx';
