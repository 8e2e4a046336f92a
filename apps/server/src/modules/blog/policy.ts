import {
  activeRoles,
  BLOG_MESSAGES,
  canUseBlog,
  canValidateArticles,
  isBlogAdmin,
  type PublicationActor,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Actor, actorOf } from '../../platform/actor.ts';
import { forbidden, unauthorized } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { type PolicyContext, policyContext } from '../../platform/policy.ts';
import type { SignedInPolicyContext } from '../../platform/policy-context.ts';

/**
 * Who may do what with articles (spec 2 §6 through the domain rules; issue 13): members with
 * the blog view read, write and like; validators of scope Blog decide pending articles; the
 * author and admins edit and delete under the publication rules (domain publication.ts).
 * Anonymous readers read published, unrestricted articles of schools with public pages.
 */

/** Whoever reads: a signed-in actor, or an anonymous visitor of a school with public pages. */
export type Reader = PolicyContext & { locale: Actor['locale'] };

/** Read and write the blog: the blog list view (domain canUseBlog). */
export const canReadBlog = (actor: Actor) => canUseBlog(actor.user, actor.permissionSchool);

/** Decide and list pending articles: validators of scope 3 Blog (super users too). */
export const canReview = (actor: Actor) => canValidateArticles(actor.user, actor.permissionSchool);

/** Sees everyone's drafts, pending and refused articles: validators and admins. */
export const seesAllArticles = (actor: Actor) =>
  canReview(actor) || isBlogAdmin(actor.user, actor.permissionSchool);

/** The actor as the publication rules see them, for an article by `authorId`. */
export function publicationActor(actor: Actor, authorId: number | null): PublicationActor {
  return {
    isAuthor: authorId === null || authorId === actor.user.id,
    isValidator: canReview(actor),
    isAdmin: isBlogAdmin(actor.user, actor.permissionSchool),
  };
}

/** The signed-in actor of a reader, or null for an anonymous visitor. */
export const signedIn = (reader: Reader): Actor | null =>
  reader.user && reader.authUser ? (reader as Actor) : null;

/**
 * The gate of the routes anonymous visitors may use (issue 13 item 5): a signed-in member
 * needs the blog view (403); an anonymous visitor is let in only when the school has public
 * pages (401 otherwise). Returns the reader.
 */
export async function authorizeReader(request: FastifyRequest, db: Db): Promise<Reader> {
  const ctx = await policyContext(request, db);
  if (ctx.authUser && ctx.user) {
    const actor = actorOf(request, ctx as SignedInPolicyContext);
    if (!canReadBlog(actor)) throw forbidden();
    return actor;
  }
  const locale = requestLocale(request);
  if (!ctx.school.hasPublicPages) throw unauthorized(BLOG_MESSAGES[locale].signInRequired);
  return { ...ctx, locale };
}

/**
 * The actor's roles in this school that count, with their degree: what the restriction
 * filters are checked against (domain passesArticleFilters).
 */
export function membershipsOf(actor: Actor): { role: number; degreeId: number | null }[] {
  const counted = new Set(activeRoles(actor.user, actor.permissionSchool).map((r) => r.id));
  return actor.authUser.roles
    .filter((role) => counted.has(role.id))
    .map((role) => ({ role: role.role, degreeId: role.degreeId }));
}
