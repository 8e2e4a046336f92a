/** The schools module's public entry (see the boundary rule in biome.json). */

export { assertKeepsAnAdmin } from './admin-guard.ts';
export { schoolDetailsForPage } from './details.ts';
export {
  addPageEntry,
  pageEntriesBySlug,
  removePageEntries,
  renamePageEntries,
} from './page-entries.ts';
export { schoolFeatureEntries, toPermissionSchool } from './permissions.ts';
export { schoolSettingsActor } from './settings-actor.ts';
