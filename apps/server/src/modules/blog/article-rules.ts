import { BLOG_MESSAGES, type PublicationRefusal, slugify, uniqueSlug } from '@alumni/domain';
import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, userRoles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest, type HttpError } from '../../platform/errors.ts';
import { checkedFilters, isUniqueViolation } from '../../platform/publication/filters.ts';
import { refusalError as publicationRefusalError } from '../../platform/publication/transitions.ts';
import { seesAllArticles } from './policy.ts';
import { articlesArea } from './publication.ts';

/**
 * The rules an article's save checks against the school (issue 13 item 2): slugs free in
 * the school (proposed from the title), restriction filters only where the school has them,
 * and the HTTP answer of each refusal of the publication rules.
 */

/** The HTTP answer of a refused move (403, or 409 for a move someone else's change forbids). */
export const refusalError = (actor: Actor, refusal: PublicationRefusal): HttpError =>
  publicationRefusalError(articlesArea, actor, refusal);

/** The slugs of the school starting with `base` (current ones), but article `exclude`'s. */
async function slugsLike(db: Db, schoolId: number, base: string, exclude?: number) {
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.schoolId, schoolId),
        like(articles.slug, `${base}%`),
        exclude === undefined ? undefined : ne(articles.id, exclude),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

/** A free slug for `title` in the actor's school (issue 13 "proposed from the title"). */
export async function proposeSlug(
  db: Db,
  actor: Actor,
  input: { title: string; exclude?: number | undefined },
): Promise<string> {
  const base = slugify(input.title);
  return uniqueSlug(base, await slugsLike(db, actor.school.id, base, input.exclude));
}

/**
 * The restriction filters as saved: empty unless the school has `has_filter_blog` (400
 * `{"filter_…"}` when some are sent anyway); degrees must be the school's (400).
 */
export async function filtersOf(
  db: Db,
  actor: Actor,
  input: { filter_degrees: number[]; filter_roles: number[] },
): Promise<{ filterDegrees: number[]; filterRoles: number[] }> {
  return checkedFilters(db, actor, input, {
    enabled: actor.school.hasFilterBlog,
    messages: BLOG_MESSAGES[actor.locale],
  });
}

/** 400 `{"slug"}` when another article of the school has `slug` as its current slug. */
export async function checkSlugFree(db: Db, actor: Actor, slug: string, exclude?: number) {
  const [taken] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.schoolId, actor.school.id),
        eq(articles.slug, slug),
        exclude === undefined ? undefined : ne(articles.id, exclude),
      ),
    )
    .limit(1);
  if (taken) throw badRequest({ slug: [BLOG_MESSAGES[actor.locale].slugTaken] });
}

/** Runs `write`, answering a slug taken meanwhile (the unique index) with 400 `{"slug"}`. */
export async function slugSafe<T>(actor: Actor, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw badRequest({ slug: [BLOG_MESSAGES[actor.locale].slugTaken] });
    }
    throw error;
  }
}

/**
 * The member an article is saved under (spec 1 §5 Blog "author required"): `requested` when
 * given, else `fallback` (the writer for a new article, the current author on an edit).
 * Anyone other than the writer and the current author only when a Blog validator or an
 * admin writes (400 `{"author"}`), and only a member with an active role in the school
 * (400 `{"author"}`).
 */
export async function authorOf(
  db: Db,
  actor: Actor,
  requested: number | null | undefined,
  fallback: number,
): Promise<number> {
  if (requested === null || requested === undefined || requested === fallback) return fallback;
  const messages = BLOG_MESSAGES[actor.locale];
  if (requested !== actor.user.id && !seesAllArticles(actor)) {
    throw badRequest({ author: [messages.authorNotAllowed] });
  }
  const [member] = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, requested),
        eq(userRoles.schoolId, actor.school.id),
        eq(userRoles.isActive, true),
      ),
    )
    .limit(1);
  if (!member) throw badRequest({ author: [messages.unknownAuthor] });
  return requested;
}
