import type { FeedSubject } from '@alumni/domain';
import { and, inArray, type SQL } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import type { FeedSubjectSource } from '../../platform/feed-subjects.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { canReadEvents } from './policy.ts';
import { readableCondition } from './store.ts';

/** Characters of an event's description shown on its card. */
const SUMMARY_MAX = 200;

/**
 * The feed cards of published events: for each event the actor may open now (published with
 * its date reached, restriction filters passed, the events view granted), its title, the
 * start of its description, and its path. Unpublished, deleted or restricted events give
 * no card. The card's image is the event's cover, when it has one.
 */
export const eventFeedCards = (mediaUrl: MediaUrl): FeedSubjectSource => ({
  type: 'event',
  async cards(db, actor, ids) {
    const cards = new Map<number, FeedSubject>();
    if (ids.length === 0 || !canReadEvents(actor)) return cards;
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        slug: events.slug,
        description: events.description,
        coverKey: events.coverKey,
      })
      .from(events)
      .where(and(inArray(events.id, ids), readableCondition(actor)) as SQL);
    for (const row of rows) {
      cards.set(row.id, {
        type: 'event',
        id: row.id,
        title: row.title,
        summary: row.description.replace(/\s+/g, ' ').trim().slice(0, SUMMARY_MAX),
        path: `/evenements/${encodeURIComponent(row.slug)}`,
        image: mediaUrl(row.coverKey),
      });
    }
    return cards;
  },
});
