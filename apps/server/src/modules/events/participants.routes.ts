import {
  EVENT_PARTICIPANT_PATHS,
  EventParamsSchema,
  EventRegistrationParamsSchema,
  fastifyPath,
  MoveRegistrationBodySchema,
  MoveRegistrationResponses,
  ParticipantExportQuerySchema,
  ParticipantExportResponses,
  ParticipantListQuerySchema,
  ParticipantListResponses,
  ParticipantMessageBodySchema,
  ParticipantMessageResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { moveRegistration } from './moves.service.ts';
import type { EventsOptions } from './options.ts';
import { presentParticipant } from './participants.presenters.ts';
import { listParticipants, messageParticipants } from './participants.service.ts';
import { participantsCsv } from './participants-export.ts';
import { canReadEvents } from './policy.ts';
import { presentRegistration } from './presenters.ts';

/**
 * Participants (issue 14 item 4): the event's organisers (its author) and the school's
 * admins list its registrations, export them as CSV, move one to another ticket and write
 * to the participants. Cancelling one is `POST …/registrations/{registrationId}/cancel/`
 * (registrations.routes.ts), open to organisers too. Others: 403 when they see the event,
 * else 404.
 */
export const participantsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, mediaUrl, mailer, urls },
) => {
  /**
   * GET /api/events/{id}/participants/?status=&q=&page=&page_size=: a page of the event's
   * registrations by name (member, e-mail, phone, ticket, seats, status, amount, check-in).
   * 200 `{count, next, previous, results}`; 400; 401; 403; 404.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.participants),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: "An event's participants (organisers)",
        params: EventParamsSchema,
        querystring: ParticipantListQuerySchema,
        response: ParticipantListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { query } = request;
      const { rows, count } = await listParticipants(db, actor, {
        ...query,
        eventId: request.params.id,
      });
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentParticipant(row, mediaUrl)),
      };
    },
  );

  /**
   * GET /api/events/{id}/participants/export/?status=&q=&lang=: the same registrations as a
   * CSV download (`text/csv`, `;`; headers, statuses and numbers in `lang`, else the
   * request's language; times in the school's zone; formula-like cells start with `'`).
   * 200; 400; 401; 403; 404.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.participantsExport),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: "Download an event's participants (CSV, organisers)",
        params: EventParamsSchema,
        querystring: ParticipantExportQuerySchema,
        response: ParticipantExportResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const { fileName, csv } = await participantsCsv(db, actor, {
        ...request.query,
        eventId: request.params.id,
      });
      // With a content type other than JSON, Fastify sends the text as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  /**
   * POST /api/events/{id}/registrations/{registrationId}/move/ `{ticket_id}`: moves a
   * registration to another ticket of the event with the seats free (checked under both
   * tickets' row locks); its former seats go to the waiting list. 200 with the
   * registration (confirmed, or pending while required documents are not all accepted); 400 `{"ticket_id"}`; 401; 403; 404; 409 cancelled or not
   * enough seats.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.moveRegistration),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Move a registration to another ticket (organisers)',
        params: EventRegistrationParamsSchema,
        body: MoveRegistrationBodySchema,
        response: MoveRegistrationResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId } = request.params;
      const moved = await moveRegistration(
        db,
        actor,
        { mailer, urls },
        {
          eventId: id,
          registrationId,
          ticketId: request.body.ticket_id,
        },
      );
      return presentRegistration(moved);
    },
  );

  /**
   * POST /api/events/{id}/participants/message/ `{subject, body, statuses}`: one e-mail per
   * member with a registration in `statuses` (default confirmed), queued on the job queue
   * with the change (idempotency key per event, member and content). 202 `{queued}`; 400 per
   * field; 401; 403; 404.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.participantsMessage),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Write to the participants (organisers)',
        params: EventParamsSchema,
        body: ParticipantMessageBodySchema,
        response: ParticipantMessageResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const queued = await messageParticipants(
        db,
        actor,
        { mailer, urls },
        { ...request.body, eventId: request.params.id },
      );
      return reply.status(202).send({ queued });
    },
  );
};
