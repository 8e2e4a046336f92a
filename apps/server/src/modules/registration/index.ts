/** The registration module's public entry (see the boundary rule in biome.json). */
export { sendActivations } from './service.ts';
