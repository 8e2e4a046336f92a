import {
  CheckInBodySchema,
  CheckInResponses,
  EVENT_PARTICIPANT_PATHS,
  EventParamsSchema,
  EventRegistrationParamsSchema,
  fastifyPath,
  RegistrationQrResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { checkIn, registrationQr } from './check-in.service.ts';
import type { EventsOptions } from './options.ts';
import { presentParticipant } from './participants.presenters.ts';
import { canReadEvents } from './policy.ts';

/**
 * Check-in (issue 14 item 7): a member's QR code for their confirmed registration, and the
 * organisers' check-in by that code (the phone's camera reads it) or by the registration
 * found by name in the participants list.
 */
export const checkInRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/events/{id}/registrations/{registrationId}/qr/: the check-in code of the
   * member's own confirmed registration and its QR code (SVG data URL). 200; 401; 403; 404
   * someone else's; 409 not confirmed.
   */
  app.get(
    fastifyPath(EVENT_PARTICIPANT_PATHS.registrationQr),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'The QR code of my registration',
        params: EventRegistrationParamsSchema,
        response: RegistrationQrResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId } = request.params;
      return registrationQr(db, actor, { eventId: id, registrationId });
    },
  );

  /**
   * POST /api/events/{id}/check-in/ `{code}` or `{registration_id}` (organisers): checks the
   * registration in. 200 `{result: checked_in}`, or `{result: already_checked_in,
   * checked_in_at, detail}` the second time; 400 neither or both, or a malformed code; 401;
   * 403; 404 no such registration in this event; 409 not confirmed.
   */
  app.post(
    fastifyPath(EVENT_PARTICIPANT_PATHS.checkIn),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Check a participant in (organisers)',
        params: EventParamsSchema,
        body: CheckInBodySchema,
        response: CheckInResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const outcome = await checkIn(db, actor, {
        eventId: request.params.id,
        code: request.body.code,
        registrationId: request.body.registration_id,
      });
      return {
        result: outcome.result,
        checked_in_at: outcome.checkedInAt.toISOString(),
        detail: outcome.detail,
        participant: presentParticipant(outcome.participant, mediaUrl),
      };
    },
  );
};
