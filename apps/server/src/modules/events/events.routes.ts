import {
  COVER_MAX_BYTES,
  EVENT_PATHS,
  EventBodySchema,
  EventBySlugResponses,
  EventChangeResponses,
  EventCoverUploadBodySchema,
  EventCoverUploadResponses,
  EventDeletedResponses,
  EventHistoryResponses,
  EventListQuerySchema,
  EventListResponses,
  EventParamsSchema,
  EventResponses,
  EventSlugParamsSchema,
  fastifyPath,
  IMAGE_MESSAGES,
} from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { storeCover } from '../../platform/covers.ts';
import { notFound } from '../../platform/errors.ts';
import { readImageUpload } from '../../platform/images.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { SchedulePublication } from '../../platform/publication/scheduling.ts';
import { editEvent } from './edit.service.ts';
import { createEvent, EVENT_COVER_FOLDER, removeEvent } from './events.service.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';
import { presentEvent, presentEventSummary, presentHistoryEntry } from './presenters.ts';
import { eventBySlug, getEvent, listEvents } from './reading.service.ts';
import { bypasses, findEvent, historyOf } from './store.ts';

/**
 * Events (spec 1 §2 Events "list, form, details", §5 Event; issue 14 items 1–3): the list
 * by period, status and participation, writing an event with its tickets, reading it by id
 * or slug, its publication history and deleting it. Members with the events view only.
 */
export const eventsRoutes: FastifyPluginAsyncZod<
  EventsOptions & { schedule: SchedulePublication }
> = async (app, { db, mediaUrl, mediaRoot, schedule, mailer, urls }) => {
  await app.register(multipart, {
    limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  /**
   * GET /api/events/?period=upcoming|past&status=&mine=&page=&page_size=: a page of the
   * school's events (spec 1 §4 filters Past, Coming, MyEvent, Refused). Published: what the
   * member may open; other statuses: their own, everyone's for validators and admins.
   * 200 `{count, next, previous, results}`; 400; 401; 403.
   */
  app.get(
    fastifyPath(EVENT_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Events by period and status',
        querystring: EventListQuerySchema,
        response: EventListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { query } = request;
      const { rows, count } = await listEvents(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentEventSummary(actor, row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/events/ (domain eventSchema): writes an event with its tickets in one
   * transaction. The school's `validate_event` and the actor decide its state: draft,
   * pending or published at `publish_at` (scheduled when future). 201 with the event; 400
   * per field (spec 1 §5 Event); 401; 403.
   */
  app.post(
    fastifyPath(EVENT_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Write an event with its tickets',
        body: EventBodySchema,
        response: EventResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const row = await createEvent(db, actor, request.body, schedule, mediaRoot);
      const details = await getEvent(db, actor, { id: row.id });
      return reply.status(201).send(presentEvent(actor, details, mediaUrl));
    },
  );

  /**
   * POST /api/events/covers/: uploads an event's cover photo as the blog's (multipart field
   * `file`, JPEG, PNG, WebP or GIF, 5 MB at most), stored cropped to 806×474 as WebP without
   * metadata. 201 `{key, url, width, height}`: pass `key` as the event's `cover`. 400
   * `{"file"}`, 413, 401, 403.
   */
  app.post(
    fastifyPath(EVENT_PATHS.covers),
    {
      bodyLimit: COVER_MAX_BYTES * 2,
      schema: {
        tags: ['events'],
        summary: 'Upload an event cover photo',
        consumes: ['multipart/form-data'],
        body: multipartBody(EventCoverUploadBodySchema),
        response: EventCoverUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const upload = await readImageUpload(request, {
        maxBytes: COVER_MAX_BYTES,
        messages: IMAGE_MESSAGES[actor.locale],
      });
      const cover = await storeCover(actor, upload, { folder: EVENT_COVER_FOLDER, mediaRoot });
      return reply.status(201).send({ ...cover, url: mediaUrl(cover.key) ?? '' });
    },
  );

  /**
   * GET /api/events/{id}/: one event with its tickets (seats left) and the member's
   * registrations. 200; 401; 403 restricted access; 404 for what the member cannot see.
   */
  app.get(
    fastifyPath(EVENT_PATHS.event),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'One event by id',
        params: EventParamsSchema,
        response: EventResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      return presentEvent(actor, await getEvent(db, actor, request.params), mediaUrl);
    },
  );

  /**
   * GET /api/events/by-slug/{slug}/: the same by slug (the event's page). 200; 301 `{slug}`
   * with `Location` for an old slug (to those who may see the event); 401; 403; 404.
   */
  app.get(
    fastifyPath(EVENT_PATHS.bySlug),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'One event by slug',
        params: EventSlugParamsSchema,
        response: EventBySlugResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const found = await eventBySlug(db, actor, request.params.slug);
      if ('movedTo' in found) {
        return reply
          .status(301)
          .header('location', `/api/events/by-slug/${encodeURIComponent(found.movedTo)}/`)
          .send({ slug: found.movedTo });
      }
      return presentEvent(actor, found, mediaUrl);
    },
  );

  /**
   * PUT /api/events/{id}/ (domain eventSchema): replaces an event's fields and tickets under
   * the publication rules (spec 1 §4): its author (resubmitted unless `draft`) or an
   * Evenement validator (who validates); a validated event by an admin, once. Tickets with
   * an `id` are kept and updated (never below their confirmed seats; more seats go to the
   * waiting list), new ones added, booked ones never removed. 200; 400 per field; 401; 403;
   * 404; 409 when the admin-level edit is used.
   */
  app.put(
    fastifyPath(EVENT_PATHS.event),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Edit an event and its tickets',
        params: EventParamsSchema,
        body: EventBodySchema,
        response: EventChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      await editEvent(db, actor, { ...request.body, id: request.params.id }, schedule, mediaRoot, {
        mailer,
        urls,
      });
      return presentEvent(actor, await getEvent(db, actor, request.params), mediaUrl);
    },
  );

  /**
   * GET /api/events/{id}/history/: the event's publication transitions, oldest first, for
   * its author, Evenement validators and admins. 200; 401; 403; 404 for anyone else.
   */
  app.get(
    fastifyPath(EVENT_PATHS.history),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Publication history of an event',
        params: EventParamsSchema,
        response: EventHistoryResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const row = await findEvent(db, actor.school.id, request.params.id);
      if (!row || !bypasses(actor, row.authorId)) throw notFound();
      return (await historyOf(db, row.id)).map((entry) => presentHistoryEntry(entry, mediaUrl));
    },
  );

  /**
   * DELETE /api/events/{id}/: deletes an event with its tickets, registrations and history
   * (its author unless validated and published; school admins always). 204; 401; 403; 404.
   */
  app.delete(
    fastifyPath(EVENT_PATHS.event),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Delete an event',
        params: EventParamsSchema,
        response: EventDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      await removeEvent(db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
