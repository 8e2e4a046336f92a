import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPublication } from '../../platform/publication/scheduling.ts';
import { calendarRoutes } from './calendar.routes.ts';
import { eventCategoryUser } from './categories.ts';
import { checkInRoutes } from './check-in.routes.ts';
import { documentsRoutes } from './documents.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { eventFeedCards } from './feed-cards.ts';
import { groupEventsRoutes } from './group-events.routes.ts';
import { mapRoutes } from './map.routes.ts';
import type { EventsOptions } from './options.ts';
import { participantsRoutes } from './participants.routes.ts';
import { eventsArea, pendingEventsQueue } from './publication.ts';
import { registrationsRoutes } from './registrations.routes.ts';
import { reviewRoutes } from './review.routes.ts';

/**
 * Events (spec 1 §2 Events, §3 Event and Ticket, §4 Publication, §5 Event; issue 14, server
 * foundation): events with tickets under the publication state machine with validation by
 * Evenement validators, scheduled publication (job at the date and a sweep every minute),
 * and booking with a waiting list decided in the database. Registers the `event`
 * validation queue and the events as users of the school's event_category list. Events may
 * be organised by a group (issue 33 item 4): a group's page lists them (group-events.routes.ts).
 */
export const eventsModuleRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, options) => {
  app.validationQueues.register(pendingEventsQueue);
  app.staticListUsage.register(eventCategoryUser);
  app.feedSubjects.register(eventFeedCards(options.mediaUrl));
  const schedule = await registerPublication(app, options.db, eventsArea);
  await app.register(eventsRoutes, { ...options, schedule });
  await app.register(reviewRoutes, { ...options, schedule });
  await app.register(registrationsRoutes, options);
  await app.register(participantsRoutes, options);
  await app.register(calendarRoutes, options);
  await app.register(mapRoutes, options);
  await app.register(checkInRoutes, options);
  await app.register(documentsRoutes, options);
  await app.register(groupEventsRoutes, options);
};
