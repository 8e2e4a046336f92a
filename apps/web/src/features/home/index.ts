/**
 * The home feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { KeyNumbers } from './components/KeyNumbers.tsx';
export { SchoolDescription } from './components/SchoolDescription.tsx';
