import { isRestricted, passesArticleFilters } from '@alumni/domain';
import { type SQL, sql } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import { membershipsOf, type Reader, seesAllArticles, signedIn } from './policy.ts';
import { type ArticleRecord, statusCondition, statusOf } from './store.ts';

/**
 * Which articles a reader sees (issue 13 items 2 and 5): published ones (date reached) that
 * are not restricted for them; their own in every status; every status for validators and
 * admins. Anonymous visitors see only published articles without restriction filters.
 * Restriction filters count when the school has `has_filter_blog`.
 */

/** Whether the reader sees every article whatever its status and filters. */
export function bypasses(reader: Reader, authorId: number): boolean {
  const actor = signedIn(reader);
  return actor !== null && (actor.user.id === authorId || seesAllArticles(actor));
}

/** What a reader gets of one article: it, a "restricted access" answer, or nothing. */
export function accessTo(reader: Reader, row: ArticleRecord): 'ok' | 'restricted' | 'none' {
  if (bypasses(reader, row.authorId)) return 'ok';
  if (statusOf(row) !== 'published') return 'none';
  const filters = { degrees: row.filterDegrees, roles: row.filterRoles };
  const actor = signedIn(reader);
  if (!actor) return isRestricted(filters) ? 'none' : 'ok';
  if (!reader.school.hasFilterBlog) return 'ok';
  return passesArticleFilters(filters, membershipsOf(actor)) ? 'ok' : 'restricted';
}

/**
 * SQL: the articles anyone may open, an anonymous visitor included (its page's server-written
 * head, the sitemap and the feed): published, without restriction filters.
 */
export function publicCondition(): SQL {
  return sql`(${statusCondition('published')} and cardinality(${articles.filterDegrees}) = 0 and cardinality(${articles.filterRoles}) = 0)`;
}

/** SQL: the published articles the reader may open (filters applied as accessTo does: its
 * author always passes). */
export function readableCondition(reader: Reader): SQL {
  const published = statusCondition('published');
  const actor = signedIn(reader);
  if (!actor) return publicCondition();
  if (seesAllArticles(actor) || !reader.school.hasFilterBlog) return published;
  const memberships = membershipsOf(actor);
  const degrees = memberships.flatMap((m) => (m.degreeId === null ? [] : [m.degreeId]));
  const roles = memberships.map((m) => m.role);
  const degreeList = sql.raw(`'{${degrees.join(',')}}'::integer[]`);
  const roleList = sql.raw(`'{${roles.join(',')}}'::integer[]`);
  return sql`(${published} and (${articles.authorId} = ${actor.user.id} or (
    (cardinality(${articles.filterDegrees}) = 0 or ${articles.filterDegrees} && ${degreeList})
    and (cardinality(${articles.filterRoles}) = 0 or ${articles.filterRoles} && ${roleList}))))`;
}
