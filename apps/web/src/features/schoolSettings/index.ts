/**
 * The school settings feature's public entry: what other features may use of it. A feature
 * imports another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { PresentationEditor } from './components/PresentationEditor.tsx';
export { useSchoolPages } from './hooks/useSchoolPages.ts';
