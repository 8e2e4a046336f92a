import { and, eq, inArray, sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import type { StaticListUser } from '../../platform/static-list-usage.ts';

/**
 * Events store the code of an option of the school's event_category list (issue 31 item 3):
 * the static-lists module asks here how many use each, before deleting one. Every event
 * counts, drafts and past ones too: each would be left pointing at nothing.
 */
export const eventCategoryUser: StaticListUser = {
  scope: 'event_category',
  kind: 'events',
  async count(db, schoolId, codes) {
    const rows = await db
      .select({ code: events.category, count: sql<number>`count(*)::int` })
      .from(events)
      .where(and(eq(events.schoolId, schoolId), inArray(events.category, [...codes])))
      .groupBy(events.category);
    return new Map(rows.map((row) => [row.code, row.count]));
  },
};
