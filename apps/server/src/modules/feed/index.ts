/**
 * The feed's public entry: what other modules may use of it (the boundary rule in
 * biome.json forbids importing its other files from outside). Reports show the reported
 * post as its reporter sees it.
 */
export { findVisiblePost } from './posts.service.ts';
export { presentPostImages } from './presenters.ts';
