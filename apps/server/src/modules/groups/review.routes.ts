import {
  fastifyPath,
  GROUP_PATHS,
  GroupChangeResponses,
  GroupParamsSchema,
  GroupReviewBodySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { reviewItem } from '../../platform/publication/transitions.ts';
import type { GroupsOptions } from './options.ts';
import { canReviewGroups } from './policy.ts';
import { presentGroup } from './presenters.ts';
import { groupsArea, noSchedule } from './publication.ts';
import { getGroup } from './reading.service.ts';

/**
 * The Club validators' side of groups (spec 1 §2 Validations, "Clubs"; spec 2 §6 validator
 * scope 7 Club; issue 33 item 2): the decision on a pending group.
 */
export const reviewRoutes: FastifyPluginAsyncZod<GroupsOptions> = async (app, { db, mediaUrl }) => {
  /**
   * POST /api/groups/{id}/review/ `{decision: "validate"|"refuse", reason, reasons}`: a Club
   * validator makes a pending group active, or refuses it with the school's ticked refusal
   * reasons (list `club`) and/or a written one (platform reviewItem: history row, event,
   * counters). 200 with the group; 400 `{"reason"}` / `{"reasons"}`; 401; 403; 404; 409 when
   * it is no longer pending (someone decided meanwhile).
   */
  app.post(
    fastifyPath(GROUP_PATHS.review),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Validate or refuse a pending group',
        params: GroupParamsSchema,
        body: GroupReviewBodySchema,
        response: GroupChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReviewGroups);
      await reviewItem(
        db,
        actor,
        groupsArea,
        { ...request.body, id: request.params.id },
        { schedule: noSchedule },
      );
      return presentGroup(actor, await getGroup(db, actor, request.params.id), mediaUrl);
    },
  );
};
