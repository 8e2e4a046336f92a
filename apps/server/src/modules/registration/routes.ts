import {
  ActivationBodySchema,
  ActivationCheckQuerySchema,
  ActivationCheckResponses,
  ActivationResponses,
  fastifyPath,
  hasRoleInSchool,
  NewRoleBodySchema,
  NewRoleResponses,
  newRoleRequestSchema,
  REGISTRATION_PATHS,
  RegisterBodySchema,
  RegisterResponses,
  RegistrationDecisionBodySchema,
  RegistrationDecisionParamsSchema,
  RegistrationDecisionResponses,
  RegistrationListQuerySchema,
  RegistrationListResponses,
  registrationSchema,
} from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { degrees } from '../../db/schema/index.ts';
import { loadAuthUser, requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { requestLocale } from '../../platform/locale.ts';
import type { Mailer } from '../../platform/mail.ts';
import { messagesFor } from '../../platform/messages.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize, policyContext } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { startSession } from '../../platform/sessions.ts';
import { presentCurrentUser } from '../users/index.ts';
import { registrationAdminRoutes } from './admin.routes.ts';
import { decideRegistration, listPendingRegistrations } from './decisions.service.ts';
import { canValidateRegistrations } from './policy.ts';
import { presentRegistration } from './presenters.ts';
import { pendingRegistrationsQueue } from './queue.ts';
import { activate, checkActivation, register, requestNewRole } from './service.ts';

/** Self-registration, activation links and the validation of registrations (spec 1 §2, §4, §5). */
export const registrationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  mediaUrl: MediaUrl;
  /** Requests per minute and IP (config AUTH_RATE_LIMIT), on top of failure throttling. */
  rateLimitPerMinute: number;
}> = async (app, { db, mailer, mediaUrl, rateLimitPerMinute }) => {
  app.validationQueues.register(pendingRegistrationsQueue);
  await app.register(registrationAdminRoutes, { db, mailer, rateLimitPerMinute });
  const IP_RATE_LIMIT = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  /**
   * POST /api/registration/: creates an account (types Community and Recruiter) with the
   * rules of spec 1 §5 Registration and e-mails an activation link. 201 `{"detail"}` whether
   * or not the e-mail already had an account; 400 per field.
   *
   * The route schema (RegisterBodySchema) checks the shape and the rules every school shares;
   * it is compiled once for all schools, so the school's own rules (its minimum age, a campus
   * required when it has campuses) are applied here with `parseInput` once the Host's school
   * is known: the parsed body goes through the same factory built with the school's settings
   * (parsing it twice changes nothing). A body failing the shared rules gets those issues
   * first, the school's ones on the next try; the web form checks both at once.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.register),
    {
      config: IP_RATE_LIMIT,
      schema: {
        tags: ['registration'],
        summary: 'Create an account',
        body: RegisterBodySchema,
        response: RegisterResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const school = await request.school();
      const schoolRules = registrationSchema({
        minAge: school.minRegistrationAge,
        campusRequired: school.hasCampus,
        kind: 'manual',
      });
      const input = parseInput(schoolRules, request.body);
      await register(db, mailer, school, input, { urls: app.config, locale });
      return reply.status(201).send({ detail: messagesFor(locale).registered });
    },
  );

  /**
   * GET /api/registration/activation/?token=: whom the link is for; 400 without a token; 410
   * when the link is invalid, used, expired or another school's.
   */
  app.get(
    fastifyPath(REGISTRATION_PATHS.activation),
    {
      schema: {
        tags: ['registration'],
        summary: 'Check an activation link',
        querystring: ActivationCheckQuerySchema,
        response: ActivationCheckResponses,
      },
    },
    async (request) =>
      checkActivation(db, await request.school(), request.query.token, requestLocale(request)),
  );

  /**
   * POST /api/registration/activation/ `{token, password?, password_confirm?}`: activates
   * the account; signs the user in when a role of this school is active, else says the
   * registration awaits validation. 400 per field (a password is needed when the account has
   * none); 410 for an invalid or expired link, or one of another school.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.activation),
    {
      config: IP_RATE_LIMIT,
      schema: {
        tags: ['registration'],
        summary: 'Activate an account from its link',
        body: ActivationBodySchema,
        response: ActivationResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const school = await request.school();
      const { userId, active } = await activate(db, school, request.body, locale);
      const messages = messagesFor(locale);
      // A confirmed registration now waits for the validators (when the school validates).
      if (!active)
        await (await policyContext(request, db)).emit(db, 'registration.submitted', {
          userId,
          userRoleId: null,
        });
      if (!active)
        return { detail: messages.activatedAwaiting, awaiting_validation: true, user: null };
      await startSession(db, request, reply, userId, school.id);
      const user = await loadAuthUser(db, userId);
      return {
        detail: messages.activated,
        awaiting_validation: false,
        user: user ? await presentCurrentUser(request, db, user, mediaUrl) : null,
      };
    },
  );

  /**
   * GET /api/registrations/?page=&page_size=&search= (admins, User validators): a page of the
   * registrations of this school awaiting validation, oldest first, `{count, next, previous,
   * results}`; each with its questionnaire's answers and whether it asks a new role. 400 for a
   * bad query; 401; 403.
   */
  app.get(
    fastifyPath(REGISTRATION_PATHS.pending),
    {
      schema: {
        tags: ['registration'],
        summary: 'Registrations awaiting validation',
        querystring: RegistrationListQuerySchema,
        response: RegistrationListResponses,
      },
    },
    async (request) => {
      const { school } = await authorize(request, db, canValidateRegistrations);
      const { page, page_size: pageSize } = request.query;
      const { rows, count } = await listPendingRegistrations(db, school, request.query);
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: rows.map(presentRegistration),
      };
    },
  );

  /**
   * POST /api/registrations/{id}/accept/ or /refuse/ `{reason?}`: decides a registration of
   * this school (a refusal keeps its reason, ≤ 500 characters, and the e-mail says it); 400 for
   * a reason too long; 404 otherwise; 409 when another validator decided it meanwhile.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.decision),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Accept or refuse a registration',
        params: RegistrationDecisionParamsSchema,
        body: RegistrationDecisionBodySchema,
        response: RegistrationDecisionResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateRegistrations);
      const decided = await decideRegistration(
        db,
        actor,
        { ...request.params, reason: request.body.reason },
        { mailer, urls: app.config },
      );
      await actor.emit(db, 'registration.decided', {
        userRoleId: decided.role.id,
        decision: request.params.decision,
      });
      return {
        ...presentRegistration(decided),
        is_active: decided.role.isActive,
        refusal_reason: decided.role.refusalReason,
      };
    },
  );

  /**
   * POST /api/registration/roles/ `{role, graduation_year, degree, campus}`: the new-role
   * questionnaire of a signed-in member of this school (spec 1 §5: all fields required,
   * campus message 'Merci de sélectionner un centre'). 201 with the role request; it waits
   * for validation when the school validates registrations. 400 per field; 401 signed out
   * (before the body is checked); 403 without a role here.
   *
   * As for registration, the route schema holds the rules every school shares; whether the
   * degree and the campus are required depends on the school (its degrees, its campuses), so
   * those rules are applied here with `parseInput`.
   */
  app.post(
    fastifyPath(REGISTRATION_PATHS.newRole),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['registration'],
        summary: 'Ask for another role in this school',
        body: NewRoleBodySchema,
        response: NewRoleResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { authUser, school, emit } = await authorize(
        request,
        db,
        ({ user, permissionSchool }) => hasRoleInSchool(user, permissionSchool),
      );
      const [hasDegrees] = await db
        .select({ id: degrees.id })
        .from(degrees)
        .where(eq(degrees.schoolId, school.id))
        .limit(1);
      const schoolRules = newRoleRequestSchema({
        campusRequired: school.hasCampus,
        degreeRequired: Boolean(hasDegrees),
      });
      const input = parseInput(schoolRules, request.body);
      const role = await requestNewRole(db, school, authUser.id, input, locale);
      if (role.requiresValidation) {
        await emit(db, 'registration.submitted', {
          userId: authUser.id,
          userRoleId: role.id,
        });
      }
      return reply.status(201).send({
        detail: messagesFor(locale).roleRequested,
        id: role.id,
        role: role.role,
        is_active: role.isActive,
        requires_validation: role.requiresValidation,
      });
    },
  );
};
