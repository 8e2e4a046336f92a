/** The static lists module's public entry (see the boundary rule in biome.json). */

export { checkStaticOption, checkStaticOptions, type StaticOptionCheck } from './choices.ts';
export { addStaticListDefaults } from './defaults.ts';
export { readStaticLists } from './store.ts';
