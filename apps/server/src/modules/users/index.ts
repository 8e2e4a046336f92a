/**
 * The users module's public entry (see the boundary rule in biome.json): the signed-in
 * member's payload, which sign-in and registration answer with too.
 */
export { presentMe } from './presenters.ts';
export { schoolNamesOf } from './service.ts';
