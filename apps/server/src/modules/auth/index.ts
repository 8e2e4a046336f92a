/** The auth module's public entry (see the boundary rule in biome.json). */
export { findUserByEmail } from './service.ts';
