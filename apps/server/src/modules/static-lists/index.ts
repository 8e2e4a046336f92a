/** The static lists module's public entry (see the boundary rule in biome.json). */

export { checkStaticOption } from './choices.ts';
export { addStaticListDefaults } from './defaults.ts';
