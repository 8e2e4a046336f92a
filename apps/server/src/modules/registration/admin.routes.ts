import {
  ActivationRenewalBodySchema,
  ActivationRenewalResponses,
  ActivationsQueuedResponses,
  AwaitingActivationListResponses,
  fastifyPath,
  isSchoolAdmin,
  MemberActivationParamsSchema,
  MemberActivationResponses,
  MemberAddBodySchema,
  MemberAddResponses,
  memberAddSchema,
  REGISTRATION_ADMIN_MESSAGES,
  REGISTRATION_PATHS,
  RegistrationListQuerySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { requestLocale } from '../../platform/locale.ts';
import type { Mailer } from '../../platform/mail.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { schoolOrigin } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import {
  countResendable,
  listAwaitingActivation,
  queueResendAll,
  RESEND_ALL_JOB,
  type ResendAllJob,
  renewActivation,
  resendActivation,
  resendAll,
} from './activations.service.ts';
import { addMember } from './members.service.ts';
import { canValidateRegistrations } from './policy.ts';
import { presentAwaitingActivation } from './presenters.ts';

/**
 * The registrations tab's other operations (spec 1 §2 Registration "manual user add, token
 * verification, expired-link page"; spec 2 §6 "School admins … can add users … invite,
 * regenerate tokens"): the manual add, the members awaiting activation and their links sent
 * again, and the expired-link page's "send a new link". Declares the "send to all" job.
 */
export const registrationAdminRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  /** Requests per minute and IP (config AUTH_RATE_LIMIT) of the anonymous renewal. */
  rateLimitPerMinute: number;
}> = async (app, { db, mailer, rateLimitPerMinute }) => {
  const origin = (school: SchoolRow) => schoolOrigin(app.config, school.subdomain);
  await app.queue.work<ResendAllJob>(RESEND_ALL_JOB, async (job) => {
    await resendAll({ db, mailer, origin }, job.data);
  });

  /**
   * POST /api/registrations/members/ `{first_name, last_name, email, role, graduation_year?,
   * degree?, campus?}` (school admins and super users): adds a member by hand, an account not
   * activated with its role here, and queues the invitation (an activation link valid 7 days).
   * The campus is required when the school has campuses ('Merci de choisir un centre'). 201
   * `{detail, user, user_role, invited}`; 400 per field; 401; 403; 409 `{"detail"}` when the
   * e-mail already belongs to a member of this school.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.members),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Add a member by hand and invite them',
        body: MemberAddBodySchema,
        response: MemberAddResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, ({ user, permissionSchool }) =>
        isSchoolAdmin(user, permissionSchool),
      );
      const input = parseInput(
        memberAddSchema({ campusRequired: actor.school.hasCampus }),
        request.body,
      );
      const added = await addMember(db, actor, input, {
        mailer,
        origin: origin(actor.school),
      });
      const messages = REGISTRATION_ADMIN_MESSAGES[actor.locale];
      return reply.status(201).send({
        detail: added.invited ? messages.memberAdded : messages.memberAddedActive,
        user: added.userId,
        user_role: added.userRoleId,
        invited: added.invited,
      });
    },
  );

  /**
   * GET /api/registrations/activations/?page=&page_size=&search= (admins, User validators):
   * a page of the members of this school awaiting activation, newest first, with when their
   * latest link was sent and whether it expired. 400 for a bad query; 401; 403.
   */
  app.get(
    fastifyPath(REGISTRATION_PATHS.awaitingActivation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Members awaiting activation',
        querystring: RegistrationListQuerySchema,
        response: AwaitingActivationListResponses,
      },
    },
    async (request) => {
      const { school } = await authorize(request, db, canValidateRegistrations);
      const { page, page_size: pageSize } = request.query;
      const { rows, count } = await listAwaitingActivation(db, school, request.query);
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: rows.map(presentAwaitingActivation),
      };
    },
  );

  /**
   * POST /api/registrations/activations/ (admins, User validators): queues the job that sends
   * a new activation link to every member of this school awaiting activation who got none in
   * the last 15 minutes; asking again within the same 15 minutes queues nothing more. 202
   * `{detail, count}` (how many it will reach); 401; 403.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.awaitingActivation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Send every member awaiting activation a new link',
        response: ActivationsQueuedResponses,
      },
    },
    async (request, reply) => {
      const { school, locale } = await authorize(request, db, canValidateRegistrations);
      const count = await countResendable(db, school);
      if (count > 0) await queueResendAll(app.queue, school);
      return reply
        .status(202)
        .send({ detail: REGISTRATION_ADMIN_MESSAGES[locale].linksQueued(count), count });
    },
  );

  /**
   * POST /api/registrations/activations/{id}/ (admins, User validators): a new activation link
   * to member `id` (a user id) of this school. 200 `{detail, next_allowed_at}`; 400 `{"detail"}`
   * when the account is active; 401; 403; 404 when not a member here; 429 `{"detail"}` with
   * Retry-After when a link went out less than 15 minutes ago.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.memberActivation),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Send a member a new activation link',
        params: MemberActivationParamsSchema,
        response: MemberActivationResponses,
      },
    },
    async (request) => {
      const { school, locale } = await authorize(request, db, canValidateRegistrations);
      const { nextAllowedAt } = await resendActivation(db, school, request.params.id, {
        mailer,
        origin: origin(school),
        locale,
      });
      return {
        detail: REGISTRATION_ADMIN_MESSAGES[locale].linkSent,
        next_allowed_at: nextAllowedAt.toISOString(),
      };
    },
  );

  /**
   * POST /api/registration/activation/renewal/ `{token}` (anyone holding the link): the
   * expired-link page's "send a new link": a new link to the account the token was written
   * for. 200 `{detail, next_allowed_at}`; 400 per field; 409 `{"detail"}` when the account is
   * active already; 410 when the token names nobody of this school; 429 within 15 minutes of
   * the last link, or past the IP rate limit.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.activationRenewal),
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['registration'],
        summary: 'Ask a new activation link from an expired one',
        body: ActivationRenewalBodySchema,
        response: ActivationRenewalResponses,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const school = await request.school();
      const { nextAllowedAt } = await renewActivation(db, school, request.body.token, {
        mailer,
        origin: origin(school),
        locale,
      });
      return {
        detail: REGISTRATION_ADMIN_MESSAGES[locale].renewalSent,
        next_allowed_at: nextAllowedAt.toISOString(),
      };
    },
  );
};
