import { and, eq } from 'drizzle-orm';
import { posts } from '../../db/schema/index.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';

/**
 * The feed's cards of published items (issue 13 item 7): when an article is published, a
 * post sharing it appears in the school's feed in its author's name (once: the unique index
 * on the subject makes a second announcement add nothing); when the article is deleted, its
 * card goes with it. Written in the publishing transaction, so a card exists exactly when
 * its publication committed. Who may see a card is decided when the feed is read
 * (platform/feed-subjects.ts).
 */
export function subscribeFeedCards(events: DomainEvents): void {
  events.on('article.published', async ({ articleId, authorId }, { db, school }) => {
    await db
      .insert(posts)
      .values({
        schoolId: school.id,
        authorId,
        content: '',
        subjectType: 'article',
        subjectId: articleId,
      })
      .onConflictDoNothing();
  });
  events.on('article.deleted', async ({ articleId }, { db, school }) => {
    await db
      .delete(posts)
      .where(
        and(
          eq(posts.schoolId, school.id),
          eq(posts.subjectType, 'article'),
          eq(posts.subjectId, articleId),
        ),
      );
  });
}
