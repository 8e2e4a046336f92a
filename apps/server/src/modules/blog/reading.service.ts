import {
  ARTICLE_SUGGESTIONS,
  BLOG_MESSAGES,
  DOCUMENT_MIME_TYPES,
  type DocumentFormat,
  detectDocumentFormat,
  type PublicationStatus,
} from '@alumni/domain';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articleLikes, articleSlugs, articles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { readMedia } from '../../platform/images.ts';
import { type PageRequest, pagedQuery } from '../../platform/paged-query.ts';
import { oldSlugItem } from '../../platform/publication/old-slugs.ts';
import { countView } from '../../platform/views.ts';
import { type Reader, seesAllArticles, signedIn } from './policy.ts';
import {
  type ArticleRow,
  findArticle,
  historyOf,
  selectArticles,
  statusCondition,
  statusOrder,
} from './store.ts';
import { accessTo, bypasses, readableCondition } from './visibility.ts';

/**
 * Reading articles (spec 1 §2 Blog "list, details, suggestions; filters draft, published,
 * scheduled, pending"; issue 13 items 2, 4, 5 and 7): lists by status, the validators'
 * queue, one article by id or by slug (views counted, suggestions, restricted access, old
 * slugs answered with the current one), likes and the publication history.
 */

const viewerOf = (reader: Reader) => signedIn(reader)?.user.id ?? 0;

/** A list query as the routes parse it. */
export interface ArticleListQuery {
  status: PublicationStatus;
  category?: string | undefined;
  language?: string | undefined;
  mine?: boolean | undefined;
  page: number;
  page_size: number;
}

/**
 * A page of the school's articles of one status, with the total. Published: what the reader
 * may open (anonymous: unrestricted only). Other statuses: the actor's own, or everyone's
 * for validators and admins; nothing for anonymous visitors. `mine`: the actor's only.
 */
export async function listArticles(
  db: Db,
  reader: Reader,
  query: ArticleListQuery,
): Promise<{ rows: ArticleRow[]; count: number }> {
  const actor = signedIn(reader);
  if (!actor && (query.status !== 'published' || query.mine)) return { rows: [], count: 0 };
  const own = and(statusCondition(query.status), eq(articles.authorId, actor?.user.id ?? 0));
  let visible: SQL | undefined;
  if (query.mine) visible = own;
  else if (query.status === 'published') visible = readableCondition(reader);
  else if (actor && seesAllArticles(actor)) visible = statusCondition(query.status);
  else visible = own;
  const where = and(
    eq(articles.schoolId, reader.school.id),
    visible,
    query.category ? eq(articles.category, query.category) : undefined,
    query.language ? sql`${query.language} = any(${articles.languages})` : undefined,
  ) as SQL;
  return pagedQuery(
    query,
    selectArticles(db, viewerOf(reader))
      .where(where)
      .orderBy(...statusOrder(query.status))
      .$dynamic(),
    db.select({ count: count() }).from(articles).where(where),
  );
}

/** Pending articles of the school, oldest first (the validations centre's Articles tab). */
export async function listPendingArticles(
  db: Db,
  actor: Actor,
  query: PageRequest,
): Promise<{ rows: ArticleRow[]; count: number }> {
  const where = and(eq(articles.schoolId, actor.school.id), statusCondition('pending')) as SQL;
  return pagedQuery(
    query,
    selectArticles(db, actor.user.id)
      .where(where)
      .orderBy(articles.updatedAt, articles.id)
      .$dynamic(),
    db.select({ count: count() }).from(articles).where(where),
  );
}

/** 403 "restricted access" (spec 2 §8) or 404 when the reader may not open `row`. */
function checkAccess(reader: Reader, row: ArticleRow) {
  const access = accessTo(reader, row);
  if (access === 'restricted') throw forbidden(BLOG_MESSAGES[reader.locale].restricted);
  if (access === 'none') throw notFound();
}

/** Up to ARTICLE_SUGGESTIONS other readable articles: same category first, then the latest. */
export async function suggestionsFor(db: Db, reader: Reader, row: ArticleRow) {
  return selectArticles(db, viewerOf(reader))
    .where(
      and(
        eq(articles.schoolId, reader.school.id),
        readableCondition(reader),
        ne(articles.id, row.id),
      ),
    )
    .orderBy(
      sql`(${articles.category} = ${row.category}) desc`,
      sql`${articles.publishAt} desc nulls last`,
      desc(articles.id),
    )
    .limit(ARTICLE_SUGGESTIONS);
}

/** Article `id` as the actor may open it (its edit form); 404, 403 restricted. */
export async function getArticle(db: Db, actor: Actor, id: number): Promise<ArticleRow> {
  const row = await findArticle(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!row) throw notFound();
  checkAccess(actor, row);
  return row;
}

/**
 * The article at `slug` for its page (issue 13): readable ones only (404 for drafts,
 * scheduled, pending and refused articles, and for restricted ones when anonymous; 403
 * "restricted access" for members outside its filters). A view is counted the first time each
 * reader (`viewer`, platform/views.ts viewerKey) other than its author opens it. An old slug gives `{movedTo}`, the current one (the route answers 301).
 */
export async function articleBySlug(
  db: Db,
  reader: Reader,
  slug: string,
  viewer: string,
): Promise<ArticleRow | { movedTo: string }> {
  const schoolId = reader.school.id;
  const [found] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.schoolId, schoolId), eq(articles.slug, slug)))
    .limit(1);
  if (!found) {
    const oldId = await oldSlugItem(db, articleSlugs, schoolId, slug);
    const moved =
      oldId !== null &&
      (await findArticle(db, { schoolId, id: oldId, viewerId: viewerOf(reader) }));
    // Only to a reader who may open it: an old slug tells nothing of an article one cannot see.
    if (!moved || accessTo(reader, moved) === 'none') throw notFound();
    return { movedTo: moved.slug };
  }
  const row = await findArticle(db, { schoolId, id: found.id, viewerId: viewerOf(reader) });
  if (!row) throw notFound();
  checkAccess(reader, row);
  if (viewerOf(reader) === row.authorId) return row;
  const item = { schoolId, type: 'article' as const, id: row.id, viewer };
  const counted = await countView(db, item, (tx) =>
    tx
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(eq(articles.id, row.id)),
  );
  if (counted) row.viewCount += 1;
  return row;
}

/**
 * The actor likes article `id` (`liked` true) or takes the like back; once per member.
 * Returns `{likeCount, liked}`; 404 for an article they cannot open, 403 restricted.
 */
export async function setArticleLike(
  db: Db,
  actor: Actor,
  input: { id: number; liked: boolean },
): Promise<{ likeCount: number; liked: boolean }> {
  const row = await getArticle(db, actor, input.id);
  if (input.liked) {
    await db
      .insert(articleLikes)
      .values({ schoolId: actor.school.id, articleId: row.id, userId: actor.user.id })
      .onConflictDoNothing();
  } else {
    await db
      .delete(articleLikes)
      .where(and(eq(articleLikes.articleId, row.id), eq(articleLikes.userId, actor.user.id)));
  }
  const [total] = await db
    .select({ n: count() })
    .from(articleLikes)
    .where(eq(articleLikes.articleId, row.id));
  return { likeCount: total?.n ?? 0, liked: input.liked };
}

/**
 * The publication history of article `id` (issue 13 item 1), shown to its author and to
 * validators and admins; 404 for others (as for an article they cannot see).
 */
export async function articleHistory(db: Db, actor: Actor, id: number) {
  const row = await findArticle(db, { schoolId: actor.school.id, id, viewerId: actor.user.id });
  if (!row || !bypasses(actor, row.authorId)) throw notFound();
  return historyOf(db, row.id);
}

/**
 * The document attached to article `id`, for whoever may open the article (anonymous
 * readers of public articles too): its bytes, type (from its bytes) and name. 404 for an
 * article without one or one the reader cannot open; 403 restricted.
 */
export async function readArticleAttachment(
  db: Db,
  reader: Reader,
  opts: { id: number; mediaRoot: string },
): Promise<{ data: Buffer; contentType: string; fileName: string }> {
  const row = await findArticle(db, {
    schoolId: reader.school.id,
    id: opts.id,
    viewerId: viewerOf(reader),
  });
  if (!row) throw notFound();
  checkAccess(reader, row);
  const data = row.attachmentKey ? await readMedia(opts.mediaRoot, row.attachmentKey) : null;
  const format: DocumentFormat | null = data ? detectDocumentFormat(data) : null;
  if (!data || !format) throw notFound();
  return {
    data,
    contentType: DOCUMENT_MIME_TYPES[format],
    fileName: row.attachmentName ?? `document.${format}`,
  };
}
