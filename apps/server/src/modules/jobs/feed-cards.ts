import type { FeedSubject } from '@alumni/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { jobAds } from '../../db/schema/index.ts';
import type { FeedSubjectSource } from '../../platform/feed-subjects.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { canReadJobs } from './policy.ts';
import { listableCondition } from './store.ts';

/** Characters of an ad's description shown on its card. */
const SUMMARY_MAX = 200;

/**
 * The feed cards of job ads (issue 15 item 6 "`feed_hide_jobads` honoured in the feed"): for
 * each ad the actor may open now and that still takes applications' readers (active, its
 * restriction filters passed, the jobs view granted), "position · company", the city and the
 * start of its description, its path and its logo. None at all when the school hides job ads
 * from its feed (`feed_hide_jobads`, read now, so switching it shows or hides every card at
 * once); closed, deleted or restricted ads give no card.
 */
export function jobAdFeedCards(mediaUrl: MediaUrl): FeedSubjectSource {
  return {
    type: 'jobad',
    async cards(db, actor, ids) {
      const cards = new Map<number, FeedSubject>();
      if (ids.length === 0 || actor.school.feedHideJobads || !canReadJobs(actor)) return cards;
      const rows = await db
        .select({
          id: jobAds.id,
          position: jobAds.position,
          company: jobAds.company,
          city: jobAds.city,
          description: jobAds.description,
          logoKey: jobAds.logoKey,
        })
        .from(jobAds)
        .where(
          and(
            inArray(jobAds.id, ids),
            eq(jobAds.schoolId, actor.school.id),
            listableCondition(actor, 'active'),
          ) as SQL,
        );
      for (const row of rows) {
        const text = row.description.replace(/\s+/g, ' ').trim();
        cards.set(row.id, {
          type: 'jobad',
          id: row.id,
          title: `${row.position} · ${row.company}`,
          summary: `${row.city} — ${text}`.slice(0, SUMMARY_MAX),
          path: `/jobs/${row.id}`,
          image: mediaUrl(row.logoKey),
        });
      }
      return cards;
    },
  };
}
