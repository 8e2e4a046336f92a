/**
 * The about feature's public entry (issue 31 item 6): what other features may use of it. A
 * feature imports another only through this file (biome.json, docs/architecture.md "Web
 * features").
 */

export {
  aboutKey,
  createTeamMember,
  deleteTeamMember,
  deleteTeamPhoto,
  fetchSchoolPages,
  patchSchoolPages,
  putKeyNumbers,
  schoolPagesKey,
  updateTeamMember,
  uploadTeamPhoto,
} from './api.ts';
export { PageText } from './components/PageText.tsx';
export { TeamPhoto } from './components/TeamPhoto.tsx';
export { useAboutPage } from './hooks/useAboutPage.ts';
