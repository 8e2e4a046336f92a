import { BLOG_MESSAGES } from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userRoles } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { badRequest } from '../../platform/errors.ts';
import { proposeSlug as proposeItemSlug } from '../../platform/publication/slugs.ts';
import { seesAllArticles } from './policy.ts';
import { articlesArea } from './publication.ts';

/**
 * The rules an article's save checks that are the blog's own (issue 13 item 2): the slug
 * proposed for a title, and the member it is saved under. Slugs, filters and the publication
 * rules are the shared workflow's (platform/publication, `articlesArea`).
 */

/** A free slug for `title` in the actor's school (issue 13 "proposed from the title"). */
export function proposeSlug(
  db: Db,
  actor: Actor,
  input: { title: string; exclude?: number | undefined },
): Promise<string> {
  return proposeItemSlug(db, articlesArea, actor, input);
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
