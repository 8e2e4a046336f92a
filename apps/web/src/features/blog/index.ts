/**
 * The blog feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { fromLocalInput, toLocalInput } from './blogRules.ts';
export { ArticleCard } from './components/ArticleCard.tsx';
export { PendingArticlesPanel } from './components/PendingArticlesPanel.tsx';
export { useArticleTitle } from './hooks/useArticleTitle.ts';
export { useLatestArticles } from './hooks/useLatestArticles.ts';
