import { canEditSchoolPages, canReadAbout, hasRoleInSchool } from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type Actor, actorOf } from '../../platform/actor.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { authorize, policyContext } from '../../platform/policy.ts';
import type { SignedInPolicyContext } from '../../platform/policy-context.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * Who reads the about page and who edits the school's pages (spec 1 §2 "Publicly visible
 * feature names: dashboard, about, blog, blog-slug"; spec 2 §6 Feature visibility, "School
 * admins … edit school pages"). The feature switch (platform/feature-switches.ts) has already
 * answered 404 to the reads when the school turned `about` off.
 */

/** Who reads: the school, and whether the reader is a signed-in member of it. */
export interface AboutReader {
  school: SchoolRow;
  /** A signed-in member of the school (a super user counts): team cards link to profiles. */
  member: boolean;
}

/**
 * The gate of the about page's reads: a signed-in reader needs the about view (domain
 * canReadAbout; 403 otherwise); an anonymous one is let in where the school has public pages
 * (401 otherwise).
 */
export async function authorizeAboutReader(request: FastifyRequest, db: Db): Promise<AboutReader> {
  const ctx = await policyContext(request, db);
  if (ctx.authUser && ctx.user) {
    const actor = actorOf(request, ctx as SignedInPolicyContext);
    if (!canReadAbout(actor.user, actor.permissionSchool)) throw forbidden();
    return { school: ctx.school, member: hasRoleInSchool(actor.user, actor.permissionSchool) };
  }
  if (!ctx.school.hasPublicPages) throw unauthorized();
  return { school: ctx.school, member: false };
}

/**
 * The gate of School settings → school pages under `/api/schools/{id}/…`: 401 signed out, 403
 * for anyone but the school's admins (domain canEditSchoolPages), 404 when `{id}` is not the
 * school of the request's host (a school is changed from its own host only). Its writes are
 * audited (authorize). Returns the request's Actor.
 */
export async function pagesEditor(
  request: FastifyRequest<{ Params: { id: number } }>,
  db: Db,
): Promise<Actor> {
  const actor = await authorize(request as FastifyRequest, db, (a) =>
    canEditSchoolPages(a.user, a.permissionSchool),
  );
  if (request.params.id !== actor.school.id) throw notFound();
  return actor;
}
