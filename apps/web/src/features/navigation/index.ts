/**
 * The navigation feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { featureIcon, NAV_ICON_COMPONENTS } from './featureIcons.ts';
export { useVisibleFeatures } from './hooks/useVisibleFeatures.ts';
