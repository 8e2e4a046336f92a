import type { FeedSubject } from '@alumni/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import type { FeedSubjectSource } from '../../platform/feed-subjects.ts';
import { sanitizeLongRichText } from '../../platform/html.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { canReadBlog } from './policy.ts';
import { readableCondition } from './visibility.ts';

/** Characters of an article's text shown on its card when it has no meta description. */
const SUMMARY_FROM_TEXT = 200;

/**
 * The feed cards of published articles (issue 13 item 7): for each article the actor may
 * open now (published with its date reached, restriction filters passed, the blog view
 * granted), its title, summary (meta description, else the start of its text), path and
 * cover. Unpublished, deleted or restricted articles give no card.
 */
export function articleFeedCards(mediaUrl: MediaUrl): FeedSubjectSource {
  return {
    type: 'article',
    async cards(db, actor, ids) {
      const cards = new Map<number, FeedSubject>();
      if (ids.length === 0 || !canReadBlog(actor)) return cards;
      const rows = await db
        .select({
          id: articles.id,
          title: articles.title,
          slug: articles.slug,
          coverKey: articles.coverKey,
          metaDescription: articles.metaDescription,
          content: articles.content,
        })
        .from(articles)
        .where(and(inArray(articles.id, ids), readableCondition(actor)) as SQL);
      for (const row of rows) {
        cards.set(row.id, {
          type: 'article',
          id: row.id,
          title: row.title,
          summary:
            row.metaDescription ||
            sanitizeLongRichText(row.content).text.slice(0, SUMMARY_FROM_TEXT),
          path: `/blog/${encodeURIComponent(row.slug)}`,
          image: mediaUrl(row.coverKey),
        });
      }
      return cards;
    },
  };
}
