import type { FeedSubjectType } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';

/**
 * The feed's cards of published items (issue 13 item 7; events and job ads too): when an article or an
 * event is published, a post sharing it appears in the school's feed in its author's name (once: the unique index
 * on the subject makes a second announcement add nothing); when the item is deleted, its
 * card goes with it. Written in the publishing transaction, so a card exists exactly when
 * its publication committed. Who may see a card is decided when the feed is read
 * (platform/feed-subjects.ts).
 */
export function subscribeFeedCards(events: DomainEvents): void {
  const cardOf = (subjectType: FeedSubjectType) => ({
    async add(db: Db, schoolId: number, authorId: number, subjectId: number) {
      await db
        .insert(posts)
        .values({ schoolId, authorId, content: '', subjectType, subjectId })
        .onConflictDoNothing();
    },
    async remove(db: Db, schoolId: number, subjectId: number) {
      await db
        .delete(posts)
        .where(
          and(
            eq(posts.schoolId, schoolId),
            eq(posts.subjectType, subjectType),
            eq(posts.subjectId, subjectId),
          ),
        );
    },
  });
  const article = cardOf('article');
  const event = cardOf('event');
  events.on('article.published', ({ articleId, authorId }, { db, school }) =>
    article.add(db, school.id, authorId, articleId),
  );
  events.on('article.deleted', ({ articleId }, { db, school }) =>
    article.remove(db, school.id, articleId),
  );
  events.on('event.published', ({ eventId, authorId }, { db, school }) =>
    event.add(db, school.id, authorId, eventId),
  );
  events.on('event.deleted', ({ eventId }, { db, school }) => event.remove(db, school.id, eventId));
  const jobAd = cardOf('jobad');
  events.on('job_ad.published', ({ jobAdId, authorId }, { db, school }) =>
    jobAd.add(db, school.id, authorId, jobAdId),
  );
  events.on('job_ad.deleted', ({ jobAdId }, { db, school }) =>
    jobAd.remove(db, school.id, jobAdId),
  );
}
