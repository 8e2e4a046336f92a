import type { ValidationQueue } from '../../platform/validation-queues.ts';
import { pendingArticleCount } from './reading.service.ts';

/** Articles waiting for a Blog validator: the `article` counter (spec 1 §3 counters). */
export const pendingArticlesQueue: ValidationQueue = {
  type: 'article',
  key: 'articles',
  count: (db, school) => pendingArticleCount(db, school.id),
  changedBy: (event) =>
    (event.name === 'article.status_changed' &&
      (event.payload.from === 'pending' || event.payload.to === 'pending')) ||
    (event.name === 'article.deleted' && event.payload.status === 'pending'),
};
