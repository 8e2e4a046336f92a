import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupsRoutes } from './groups.routes.ts';
import { membersRoutes } from './members.routes.ts';
import type { GroupsOptions } from './options.ts';
import { pendingGroupsQueue } from './publication.ts';
import { reviewRoutes } from './review.routes.ts';

/**
 * Interest groups, or clubs (spec 1 §2 Groups, §3 Group, §4 Group, §5 Group; spec 2 §6; issue
 * 33): groups under the publication workflow with validation by Club validators, their
 * images, and membership with its state machine, invitations and history. Registers the
 * `club` validation queue. A group's posts are the feed module's, its events the events'.
 */
export const groupsModuleRoutes: FastifyPluginAsyncZod<GroupsOptions> = async (app, options) => {
  app.validationQueues.register(pendingGroupsQueue);
  await app.register(groupsRoutes, options);
  await app.register(reviewRoutes, options);
  await app.register(membersRoutes, options);
};
