import { and, eq, inArray, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import type { StaticListUser } from '../../platform/static-list-usage.ts';

/**
 * Articles store the code of an option of the school's article_category list (issue 31 item
 * 3): the static-lists module asks here how many use each, before deleting one. Every article
 * counts, drafts and refused ones too: each would be left pointing at nothing.
 */
export const articleCategoryUser: StaticListUser = {
  scope: 'article_category',
  kind: 'articles',
  async count(db, schoolId, codes) {
    const rows = await db
      .select({ code: articles.category, count: sql<number>`count(*)::int` })
      .from(articles)
      .where(and(eq(articles.schoolId, schoolId), inArray(articles.category, [...codes])))
      .groupBy(articles.category);
    return new Map(rows.map((row) => [row.code, row.count]));
  },
};
