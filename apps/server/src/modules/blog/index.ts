/**
 * The blog's public entry: what app.ts and other modules may use of it (the boundary rule
 * in biome.json forbids importing its other files from outside): the heads of its pages for
 * the SPA serving, and its part of the site's sitemap. The feed and the dashboard hear of new articles through the
 * `article.published` domain event and read the latest through `GET /api/articles/`.
 */
export { blogDocumentHead } from './head.ts';
export { blogSitemapSource } from './sitemap.ts';
