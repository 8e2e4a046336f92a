/**
 * The static lists feature's public entry (issue 31 item 3): the school's lists (article and
 * event categories, job ads' and work experiences' contract types and sectors…) as forms and
 * pages read them, and the calls School settings makes to change them. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export {
  createStaticOption,
  deleteStaticOption,
  fetchStaticListAdmin,
  staticListAdminKey,
  staticListsKey,
  updateStaticOption,
} from './api.ts';
export {
  type StaticOptions,
  toStaticOptions,
  useStaticOptions,
} from './hooks/useStaticOptions.ts';
