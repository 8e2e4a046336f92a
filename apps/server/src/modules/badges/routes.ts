import {
  BADGE_PATHS,
  BadgeBodySchema,
  BadgeCreateResponses,
  BadgeDeleteResponses,
  BadgeListParamsSchema,
  BadgeListResponses,
  BadgeParamsSchema,
  BadgeUpdateResponses,
  canManageBadges,
  fastifyPath,
  MemberBadgeParamsSchema,
  MemberBadgeResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import { giveBadge, takeBadge } from './holdings.ts';
import { createBadge, deleteBadge, listBadges, updateBadge } from './service.ts';

/**
 * Badges (issue 31 item 8; spec 1 §2 Settings "badges", §3 Badge; spec 2 §6 "School admins …
 * give badges"): School settings → badges for the school's admins, from the school's own host
 * (a school id other than the host's is not found), and giving or taking one member's badge.
 * The school's details list the badges: every change of them reaches every instance's copy at
 * once (`school.changed`).
 */
export const badgesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/schools/{id}/badges/: `[{id, icon, title, description, user_count}]`, oldest
   * first, `user_count` the members holding it. 401; 403 for non-admins; 404 for another
   * school.
   */
  app.get(
    fastifyPath(BADGE_PATHS.badges),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: "The school's badges with their holders",
        params: BadgeListParamsSchema,
        response: BadgeListResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return listBadges(db, actor.school.id);
    },
  );

  /**
   * POST /api/schools/{id}/badges/ `{icon, title: {fr, en}, description: {fr, en}}` (icon
   * exactly one emoji; a title in one language at least, ≤ 50 characters; descriptions ≤ 255):
   * 201 the badge with `user_count: 0`; 400 per field; 401; 403; 404.
   */
  app.post(
    fastifyPath(BADGE_PATHS.badges),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: 'Add a badge',
        params: BadgeListParamsSchema,
        body: BadgeBodySchema,
        response: BadgeCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const badge = await createBadge(db, actor.school.id, request.body);
      await actor.emit(db, 'school.changed', { part: 'badges' });
      return reply.code(201).send(badge);
    },
  );

  /**
   * PATCH /api/schools/{id}/badges/{badgeId}/ with the whole badge (as POST): its holders keep
   * it. 200 the badge; 400 per field; 401; 403; 404 for another school's.
   */
  app.patch(
    fastifyPath(BADGE_PATHS.badge),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: 'Change a badge',
        params: BadgeParamsSchema,
        body: BadgeBodySchema,
        response: BadgeUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const badge = await updateBadge(db, actor.school.id, request.params.badgeId, request.body);
      await actor.emit(db, 'school.changed', { part: 'badges' });
      return badge;
    },
  );

  /**
   * DELETE /api/schools/{id}/badges/{badgeId}/: 204, the members who held it losing it (the
   * settings page says how many before asking); 401; 403; 404 for another school's.
   */
  app.delete(
    fastifyPath(BADGE_PATHS.badge),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: 'Delete a badge, taking it from its holders',
        params: BadgeParamsSchema,
        response: BadgeDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      await deleteBadge(db, actor.school.id, request.params.badgeId);
      await actor.emit(db, 'school.changed', { part: 'badges' });
      return reply.code(204).send(null);
    },
  );

  /**
   * PUT /api/users/{id}/badges/{badgeId}/: gives the badge to the member (again: no change).
   * 200 `{badges}`, the ids the member holds; 401; 403 for anyone but the school's admins;
   * 404 for a member or a badge of another school.
   */
  app.put(
    fastifyPath(BADGE_PATHS.memberBadge),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: 'Give a badge to a member',
        params: MemberBadgeParamsSchema,
        response: MemberBadgeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, (c) =>
        canManageBadges(c.user, c.permissionSchool),
      );
      const { id, badgeId } = request.params;
      return { badges: await giveBadge(db, actor, id, badgeId) };
    },
  );

  /**
   * DELETE /api/users/{id}/badges/{badgeId}/: takes the badge from the member (not held: no
   * change). 200 `{badges}`; 401; 403 for anyone but the school's admins; 404 for a member or
   * a badge of another school.
   */
  app.delete(
    fastifyPath(BADGE_PATHS.memberBadge),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['badges'],
        summary: 'Take a badge from a member',
        params: MemberBadgeParamsSchema,
        response: MemberBadgeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, (c) =>
        canManageBadges(c.user, c.permissionSchool),
      );
      const { id, badgeId } = request.params;
      return { badges: await takeBadge(db, actor, id, badgeId) };
    },
  );
};
