import {
  PUBLICATION_STATE,
  type PublicationState,
  type PublicationStatus,
  publicationStatus,
} from '@alumni/domain';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleHistory, articleLikes, articles, users } from '../../db/schema/index.ts';

/**
 * Articles in storage (issue 13): the row every read selects (author, likes, the viewer's
 * like, the last refusal reason), the SQL of each publication status, and the history rows
 * written with every transition.
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
    refusalReason: sql<
      string | null
    >`(select h.reason from ${articleHistory} h where h.article_id = ${articles.id} and h.action = 'refuse' order by h.id desc limit 1)`,
  };
}

/** Articles joined with their authors, as `viewerId` reads them. */
export const selectArticles = (db: Db, viewerId: number) =>
  db
    .select(articleSelection(viewerId))
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId));

/** SQL of an article's publication status at the database's `now()` (domain publicationStatus). */
export function statusCondition(status: PublicationStatus): SQL {
  const { draft, pending, published, refused } = PUBLICATION_STATE;
  switch (status) {
    case 'draft':
      return eq(articles.state, draft);
    case 'pending':
      return eq(articles.state, pending);
    case 'refused':
      return eq(articles.state, refused);
    case 'scheduled':
      return sql`(${articles.state} = ${published} and ${articles.publishAt} > now())`;
    default:
      return sql`(${articles.state} = ${published} and (${articles.publishAt} is null or ${articles.publishAt} <= now()))`;
  }
}

/** Order of a list of `status`: the next to come first when scheduled, newest first otherwise. */
export function statusOrder(status: PublicationStatus): SQL[] {
  if (status === 'scheduled') return [sql`${articles.publishAt} asc`, sql`${articles.id} asc`];
  if (status === 'published')
    return [sql`${articles.publishAt} desc nulls last`, desc(articles.id)];
  return [desc(articles.updatedAt), desc(articles.id)];
}

/** The status of a stored article now. */
export const statusOf = (row: Pick<ArticleRecord, 'state' | 'publishAt'>, now = new Date()) =>
  publicationStatus(row.state as PublicationState, row.publishAt, now);

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

/** Records one transition of an article (who, from, to, why). */
export async function recordTransition(
  db: Db,
  entry: {
    schoolId: number;
    articleId: number;
    actorId: number | null;
    action: string;
    from: PublicationStatus | null;
    to: PublicationStatus;
    reason?: string | null;
  },
): Promise<void> {
  await db.insert(articleHistory).values({
    schoolId: entry.schoolId,
    articleId: entry.articleId,
    actorId: entry.actorId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    reason: entry.reason ?? null,
  });
}

/** An article's history, oldest first, with each actor. */
export async function historyOf(db: Db, articleId: number) {
  return db
    .select({
      id: articleHistory.id,
      action: articleHistory.action,
      from: sql<PublicationStatus | null>`${articleHistory.fromStatus}`,
      to: sql<PublicationStatus>`${articleHistory.toStatus}`,
      reason: articleHistory.reason,
      createdAt: articleHistory.createdAt,
      actor: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        picture: users.picture,
      },
    })
    .from(articleHistory)
    .leftJoin(users, eq(users.id, articleHistory.actorId))
    .where(eq(articleHistory.articleId, articleId))
    .orderBy(articleHistory.id);
}
export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];
