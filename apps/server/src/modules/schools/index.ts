/** The schools module's public entry (see the boundary rule in biome.json). */
export { toPermissionSchool } from './permissions.ts';
