/**
 * The blog's public entry: what other modules may use of it (the boundary rule in biome.json
 * forbids importing its other files from outside). Nothing yet: the feed and the dashboard
 * hear of new articles through the `article.published` domain event and read the latest
 * through `GET /api/articles/`.
 */
export type { PublishJob } from './publication.ts';
