/** The about module's public entry (see the boundary rule in biome.json). */

export { homePresentationQuery } from './pages.service.ts';
