import type { PublicationState, PublicationStatus } from '@alumni/domain';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleLikes, articles, users } from '../../db/schema/index.ts';
import { areaQueries, type HistoryRow, statusOf } from '../../platform/publication/store.ts';
import { articlesArea } from './publication.ts';

/**
 * Articles in storage (issue 13): the row every read selects (author, likes, the viewer's
 * like, the last refusal reason), the SQL of each publication status (platform/publication)
 * and the history.
 */

export type ArticleRecord = typeof articles.$inferSelect;

export interface ArticleRow extends ArticleRecord {
  state: PublicationState;
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  likeCount: number;
  liked: boolean;
  refusalReason: string | null;
}

/** The columns of an article as `viewerId` (0: anonymous) reads it. */
export function articleSelection(viewerId: number) {
  return {
    ...getTableColumns(articles),
    state: sql<PublicationState>`${articles.state}`,
    author: {
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      picture: users.picture,
    },
    likeCount: sql<number>`(select count(*)::int from ${articleLikes} l where l.article_id = ${articles.id})`,
    liked: sql<boolean>`exists (select 1 from ${articleLikes} l where l.article_id = ${articles.id} and l.user_id = ${viewerId})`,
    refusalReason: queries.refusalReason(),
  };
}

/** Articles joined with their authors, as `viewerId` reads them. */
export const selectArticles = (db: Db, viewerId: number) =>
  db
    .select(articleSelection(viewerId))
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId));

const queries = areaQueries(articlesArea);

/** SQL of an article's publication status at the database's `now()` (domain publicationStatus). */
export const statusCondition = queries.statusCondition;

/** Order of a list of `status`: the next to come first when scheduled, newest first otherwise. */
export function statusOrder(status: PublicationStatus): SQL[] {
  if (status === 'scheduled') return [sql`${articles.publishAt} asc`, sql`${articles.id} asc`];
  if (status === 'published')
    return [sql`${articles.publishAt} desc nulls last`, desc(articles.id)];
  return [desc(articles.updatedAt), desc(articles.id)];
}

/** The status of a stored article now. */
export { statusOf };

/** One article of the school by id as `viewerId` reads it, or null. */
export async function findArticle(
  db: Db,
  opts: { schoolId: number; id: number; viewerId: number },
): Promise<ArticleRow | null> {
  const [row] = await selectArticles(db, opts.viewerId)
    .where(and(eq(articles.id, opts.id), eq(articles.schoolId, opts.schoolId)))
    .limit(1);
  return row ?? null;
}

/** An article's history, oldest first, with each actor. */
export const historyOf = queries.historyOf;
export type { HistoryRow };
