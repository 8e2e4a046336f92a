/** The schools module's public entry (see the boundary rule in biome.json). */

export { schoolDetailsForPage } from './details.ts';
export { schoolFeatureEntries, toPermissionSchool } from './permissions.ts';
