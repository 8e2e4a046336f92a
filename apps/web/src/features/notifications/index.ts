/**
 * The notifications feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { NotificationsBell } from './components/NotificationsBell.tsx';
