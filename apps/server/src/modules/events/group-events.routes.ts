import {
  fastifyPath,
  GROUP_PATHS,
  GroupEventsQuerySchema,
  GroupEventsResponses,
  GroupParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { listGroupEvents } from './groups.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';
import { presentEventSummary } from './presenters.ts';

/**
 * The events a group organises, for its page (issue 33 item 4 "events can be organised by a
 * group and shown on its page"). The route sits in the groups' contract (GROUP_PATHS.events,
 * switched off with the groups feature) and is answered here, where events are read.
 */
export const groupEventsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/groups/{id}/events/?page=&page_size=: a page of the group's upcoming events (not
   * ended), soonest first, among the published events the member may open (the events' own
   * rules: a restricted event they do not pass is left out). 200 `{count, next, previous,
   * results}`; 400; 401; 403 without the events view; 404 for a group they do not see.
   */
  app.get(
    fastifyPath(GROUP_PATHS.events),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: "A group's upcoming events",
        params: GroupParamsSchema,
        querystring: GroupEventsQuerySchema,
        response: GroupEventsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { query } = request;
      const { rows, count } = await listGroupEvents(db, actor, request.params.id, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentEventSummary(actor, row, mediaUrl)),
      };
    },
  );
};
