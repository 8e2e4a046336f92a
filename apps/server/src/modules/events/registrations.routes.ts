import {
  BookingBodySchema,
  EVENT_PATHS,
  EventParamsSchema,
  EventRegistrationParamsSchema,
  EventRegistrationResponses,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { authorize } from '../../platform/policy.ts';
import { bookSeats, cancelRegistration } from './booking.service.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';
import { presentRegistration } from './presenters.ts';

/**
 * Booking (issue 14 item 3: "capacity holds under concurrency; waiting list when sold out,
 * first come first served when a seat frees"): a member books seats of a ticket, and cancels.
 */
export const registrationsRoutes: FastifyPluginAsyncZod<EventsOptions> = async (
  app,
  { db, mailer, urls },
) => {
  /**
   * POST /api/events/{id}/registrations/ `{ticket_id, quantity, contact?}`: books seats
   * with the contact details of the booking's second step (`contact`: first and last name,
   * e-mail, phone; the profile's when left out), confirmed
   * while they fit (decided under the ticket's row lock), else on the waiting list. 201 with
   * the registration (`status` confirmed or waiting; `payment` to_pay for a paid ticket);
   * 400 `{"quantity"}` above the per-order limit, `{"ticket_id"}`, `{detail}` not bookable;
   * 401; 403; 404.
   */
  app.post(
    fastifyPath(EVENT_PATHS.registrations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Book seats of a ticket',
        params: EventParamsSchema,
        body: BookingBodySchema,
        response: EventRegistrationResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadEvents);
      const row = await bookSeats(db, actor, { ...request.body, eventId: request.params.id });
      return reply.status(201).send(presentRegistration(row));
    },
  );

  /**
   * POST /api/events/{id}/registrations/{registrationId}/cancel/: cancels a registration
   * (its member until the event starts; the event's author and admins always); freed seats
   * go to the waiting list in order. 200 with the cancelled registration; 401; 403; 404;
   * 409 already cancelled or the event has started.
   */
  app.post(
    fastifyPath(EVENT_PATHS.cancelRegistration),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Cancel a registration',
        params: EventRegistrationParamsSchema,
        response: EventRegistrationResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const { id, registrationId } = request.params;
      return presentRegistration(
        await cancelRegistration(db, actor, { mailer, urls }, { eventId: id, registrationId }),
      );
    },
  );
};
