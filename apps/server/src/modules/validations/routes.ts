import type { OutgoingHttpHeaders } from 'node:http';
import {
  fastifyPath,
  isSuperUser,
  isValidator,
  UserEventsParamsSchema,
  UserEventsResponses,
  VALIDATION_PATHS,
  ValidationCountsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { EventBus, UserEvent } from '../../platform/event-bus.ts';
import { authorize } from '../../platform/policy.ts';
import { endRequestScope } from '../../platform/request-scope.ts';
import { chatUnreadTotal } from '../discussions/index.ts';
import { countsFor, subscribeValidationCounters } from './service.ts';
import { LiveStreams } from './streams.ts';

/** Stream keep-alive: a comment line every 25 s keeps proxies from closing idle streams. */
const HEARTBEAT_MS = 25_000;

/**
 * Validation counters and the per-user live stream (spec 2 §7, issue "Feed, reports…"). The
 * counts come from the queues other modules register in `app.validationQueues`; they are
 * pushed to validators after each domain event a queue says may change them.
 */
export const validationsRoutes: FastifyPluginAsyncZod<{ db: Db; bus: EventBus }> = async (
  app,
  { db, bus },
) => {
  const queues = app.validationQueues;
  subscribeValidationCounters(app.domainEvents, queues, bus);
  // Open streams end when the server stops, so that it does not wait for them to close.
  const streams = new LiveStreams();
  app.addHook('preClose', async () => streams.endAll());

  /**
   * GET /api/validations/: what waits for validation in this school, per type (jobad,
   * article, userrole, mentorship, report, event, club), for validators and super users
   * only (403 otherwise; the web app ignores that 403, spec 2 §8).
   */
  app.get(
    fastifyPath(VALIDATION_PATHS.counts),
    {
      schema: {
        tags: ['validations'],
        summary: 'Validation counts of this school',
        response: ValidationCountsResponses,
      },
    },
    async (request) => {
      const { school, user, permissionSchool } = await authorize(
        request,
        db,
        (ctx) => isSuperUser(ctx.user) || isValidator(ctx.user, ctx.permissionSchool),
      );
      return countsFor(user, permissionSchool, await queues.counts(db, school));
    },
  );

  /**
   * GET /api/events/user/{userId}/: the user's server-sent event stream (spec 2 §7), for
   * that user only (403 for another). Sends `message-init` (their unread messages in this
   * school, discussions) and, to
   * validators, `validations-init`; then `message` and `validations` as they happen, on
   * whichever instance raised them; a comment every 25 s keeps it open. A user holds at
   * most MAX_STREAMS_PER_USER (10) streams per instance: the 11th ends their oldest.
   */
  app.get(
    fastifyPath(VALIDATION_PATHS.stream),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['validations'],
        summary: 'Live event stream of the current user (text/event-stream)',
        params: UserEventsParamsSchema,
        response: UserEventsResponses,
      },
    },
    async (request, reply) => {
      const { school, user, permissionSchool } = await authorize(
        request,
        db,
        (ctx) => ctx.user.id === request.params.userId,
      );
      const validator = isSuperUser(user) || isValidator(user, permissionSchool);
      // Subscribe before counting, and send nothing until the initial counts are out: an
      // event raised meanwhile is held, then sent after them, never lost (the events carry
      // whole counts, so one that the initial counts already include is harmless).
      let send: ((event: string, data: unknown) => void) | null = null;
      const held: UserEvent[] = [];
      const deliver = (event: UserEvent) => {
        if (event.schoolId !== school.id) return;
        // Chat frames are for the chat socket (discussions), never for this stream.
        if (event.event === 'chat') return;
        if (event.event === 'validations' && !validator) return;
        send?.(event.event, event.data);
      };
      const unsubscribe = await bus.subscribe(user.id, (event: UserEvent) =>
        send ? deliver(event) : held.push(event),
      );
      let initial: ReturnType<typeof countsFor> | null;
      let unread: number;
      try {
        unread = await chatUnreadTotal(db, school.id, user.id);
        initial = validator
          ? countsFor(user, permissionSchool, await queues.counts(db, school))
          : null;
      } catch (error) {
        unsubscribe();
        throw error;
      }

      // The stream outlives its first reads: their transaction ends before it starts.
      await endRequestScope(request);
      reply.hijack();
      const res = reply.raw;
      // The reply's own headers (security, platform/response-headers.ts) go first.
      res.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      send = (event: string, data: unknown) =>
        res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      send('message-init', { unread });
      if (initial) send('validations-init', initial);
      for (const event of held.splice(0)) deliver(event);
      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      // At most MAX_STREAMS_PER_USER per user here: this one may end the user's oldest.
      const end = streams.add(user.id, res, () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      // A client that left while the counts were read is already gone: no close event comes.
      if (request.raw.destroyed) end();
      else request.raw.on('close', end);
    },
  );
};
