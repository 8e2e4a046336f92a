import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarRoutes } from './calendar.routes.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { documentsRoutes } from './documents.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import type { EventsOptions } from './options.ts';
import { participantsRoutes } from './participants.routes.ts';
import {
  PUBLISH_JOB,
  type PublishEventJob,
  publishEventJob,
  SWEEP_CRON,
  SWEEP_JOB,
  schedulerOn,
  sweepDueEvents,
} from './publication.ts';
import { pendingEventsQueue } from './queue.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { reviewRoutes } from './review.routes.ts';

/**
 * Events (spec 1 §2 Events, §3 Event and Ticket, §4 Publication, §5 Event; issue 14, server
 * foundation): events with tickets under the publication state machine with validation by
 * Evenement validators, scheduled publication (job at the date and a sweep every minute),
 * and booking with a waiting list decided in the database. Registers the `event`
 * validation queue.
 */
export const eventsModuleRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, options) => {
  app.validationQueues.register(pendingEventsQueue);
  const { db } = options;
  await app.queue.work<PublishEventJob>(PUBLISH_JOB, async (job) => {
    await publishEventJob(db, job.data);
  });
  await app.queue.work(SWEEP_JOB, async () => {
    await sweepDueEvents(db, app.log);
  });
  await app.queue.schedule(SWEEP_JOB, SWEEP_CRON);
  // What fell due while no server ran is announced at start, not at the next minute.
  app.addHook('onReady', async () => {
    void sweepDueEvents(db, app.log).catch((error) =>
      app.log.error({ err: error }, 'events publication sweep failed'),
    );
  });
  const schedule = schedulerOn(app.queue);
  await app.register(eventsRoutes, { ...options, schedule });
  await app.register(reviewRoutes, { ...options, schedule });
  await app.register(registrationsRoutes, options);
  await app.register(participantsRoutes, options);
  await app.register(calendarRoutes, options);
  await app.register(checkInRoutes, options);
  await app.register(documentsRoutes, options);
};
