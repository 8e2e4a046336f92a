import {
  EVENT_PATHS,
  EventChangeResponses,
  EventParamsSchema,
  EventReviewBodySchema,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import type { EventsOptions } from './options.ts';
import { canReviewEvents } from './policy.ts';
import { presentEvent } from './presenters.ts';
import { getEvent } from './reading.service.ts';
import { reviewEvent } from './review.service.ts';

/**
 * The validators' side of events (spec 1 §2 Validations "Events" tab; spec 2 §6 validator
 * scope 6 Evenement; issue 14 item 1): the decision on a pending event.
 */
export const reviewRoutes: FastifyPluginAsyncZod<
  EventsOptions & { schedule: SchedulePublication }
> = async (app, { db, mediaUrl, schedule }) => {
  /**
   * POST /api/events/{id}/review/ `{decision: "validate"|"refuse", reason}`: an Evenement
   * validator validates a pending event (published at its date) or refuses it with a
   * reason. 200 with the event; 400 `{"reason"}`; 401; 403; 404; 409 when it is no longer
   * pending (someone decided meanwhile).
   */
  app.post(
    fastifyPath(EVENT_PATHS.review),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Validate or refuse a pending event',
        params: EventParamsSchema,
        body: EventReviewBodySchema,
        response: EventChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReviewEvents);
      await reviewEvent(db, actor, { ...request.body, id: request.params.id }, schedule);
      return presentEvent(actor, await getEvent(db, actor, request.params), mediaUrl);
    },
  );
};
