import {
  CalendarFeedDeletedResponses,
  CalendarFeedFileResponses,
  CalendarFeedParamsSchema,
  CalendarFeedResponses,
  CalendarFileResponses,
  EVENT_PARTICIPANT_PATHS,
  EventParamsSchema,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import {
  eventCalendar,
  feedCalendar,
  feedStatus,
  revokeFeed,
  rotateFeed,
} from './calendar.service.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';

/**
 * Calendars (issue 14 item 6): an event's `.ics`, and the member's private calendar feed of
 * their confirmed registrations (a revocable token in its URL, for calendar applications,
 * which send no session). Times in the school's time zone with TZID and VTIMEZONE.
 */
export const calendarRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, { db, urls }) => {
  /**
   * GET /api/events/{id}/calendar/: the event as a calendar file (`text/calendar`, one
   * VEVENT, TZID and VTIMEZONE of the school's time zone). 200; 401; 403 restricted; 404.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.calendar),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'An event as a calendar file (.ics)',
        params: EventParamsSchema,
        response: CalendarFileResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const { fileName, text } = await eventCalendar(db, actor, urls, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(text);
    },
  );

  /**
   * GET /api/events/calendar-feed/: whether the member has a calendar feed in this school
   * and since when (`url` null: the token is stored hashed). 200; 401; 403.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.calendarFeed),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'My calendar feed: status',
        response: CalendarFeedResponses,
      },
    },
    async (request) => feedStatus(db, await authorize(request, db, canReadEvents)),
  );

  /**
   * POST /api/events/calendar-feed/: makes a new feed token (the former one stops working)
   * and answers 201 with the feed's URL, shown this once. 401; 403.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.calendarFeed),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'My calendar feed: make or rotate its URL',
        response: CalendarFeedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      return reply.status(201).send(await rotateFeed(db, actor, urls));
    },
  );

  /** DELETE /api/events/calendar-feed/: revokes the member's feed. 204; 401; 403. */
  app.delete(
    fastifyPath(EVENT_PARTICIPANT_PATHS.calendarFeed),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'My calendar feed: revoke it',
        response: CalendarFeedDeletedResponses,
      },
    },
    async (request, reply) => {
      await revokeFeed(db, await authorize(request, db, canReadEvents));
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /api/events/calendar-feed/{token}/: the feed (`text/calendar`) of the published
   * events the token's member holds a confirmed registration of, in the host's school. No
   * session: the token is the credential. 200; 404 unknown or revoked token.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.calendarFeedFile),
    {
      schema: {
        tags: ['events'],
        summary: "A member's private calendar feed (token in the URL)",
        params: CalendarFeedParamsSchema,
        response: CalendarFeedFileResponses,
      },
    },
    async (request, reply) => {
      const school = await request.school();
      const text = await feedCalendar(db, school, urls, request.params.token);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
};
