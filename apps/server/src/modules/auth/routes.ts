import { setTimeout as sleep } from 'node:timers/promises';
import {
  AUTH_PATHS,
  DetailResponses,
  ForgotPasswordBodySchema,
  fastifyPath,
  LoginBodySchema,
  LoginResponses,
  LogoutResponses,
  PasswordResetBodySchema,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../platform/locale.ts';
import type { Mailer } from '../../platform/mail.ts';
import { messagesFor } from '../../platform/messages.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { endSession, startSession } from '../../platform/sessions.ts';
import { presentCurrentUser } from '../users/index.ts';
import { authenticate, loginSlowdown, requestPasswordReset, resetPassword } from './service.ts';

/** Sign-in, sign-out and password recovery (issue "Accounts and access", spec 2 §7). */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  mediaUrl: MediaUrl;
  /** Requests per minute and IP (config AUTH_RATE_LIMIT), on top of failure throttling. */
  rateLimitPerMinute: number;
}> = async (app, { db, mailer, mediaUrl, rateLimitPerMinute }) => {
  const IP_RATE_LIMIT = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };
  /** Per sign-in request, how long its answer waits (the account's slow-down), in ms. */
  const answerDelays = new WeakMap<FastifyRequest, number>();
  /**
   * POST /api/auth/login/ `{email, password}`: opens a session in the request's school
   * (new session id, httpOnly cookie) and returns the current user. 400
   * `non_field_errors` for bad credentials or no active role here; 429 when the address is
   * throttled (service.ts `authenticate`). An account with recent failures from anywhere
   * gets its other answers later (`loginSlowdown`), not refused.
   */
  app.post(
    fastifyPath(AUTH_PATHS.login),
    {
      config: IP_RATE_LIMIT,
      // After the request scope's own onSend (instance hooks run first): the wait holds the
      // socket only, not the transaction nor a database connection. A refused address (429)
      // had no password checked and is answered at once.
      onSend: async (request, reply, payload) => {
        const ms = answerDelays.get(request);
        if (ms && reply.statusCode !== 429) await sleep(ms);
        return payload;
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: LoginBodySchema,
        response: LoginResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const school = await request.school();
      const { email } = request.body;
      answerDelays.set(request, await loginSlowdown(db, email, app.config.loginSlowdownMs));
      const user = await authenticate(db, school, request.body, { ip: request.ip, locale });
      await startSession(db, request, reply, user.id, school.id);
      return presentCurrentUser(request, db, user, mediaUrl);
    },
  );

  /** DELETE /api/auth/logout/: ends the session and clears its cookie; 204 even when signed out. */
  app.delete(
    fastifyPath(AUTH_PATHS.logout),
    { schema: { tags: ['auth'], summary: 'Sign out', response: LogoutResponses } },
    async (request, reply) => {
      await endSession(db, request, reply);
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/auth/password/forgot/ `{email}`: e-mails a one-hour, single-use reset link
   * when an account has that address. The answer is the same either way. The link is on the
   * school's configured address (platform/public-url.ts), never the request's Host. 429
   * past 5 requests an hour from one address for one account (service.ts).
   */
  app.post(
    fastifyPath(AUTH_PATHS.forgotPassword),
    {
      config: IP_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        body: ForgotPasswordBodySchema,
        response: DetailResponses,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { email } = request.body;
      const school = await request.school();
      const context = { urls: app.config, locale, ip: request.ip };
      await requestPasswordReset(db, mailer, school, email, context);
      return { detail: messagesFor(locale).forgotSent };
    },
  );

  /**
   * POST /api/auth/password/reset/ `{token, password, password_confirm}`: sets the new
   * password (spec 1 §5 password rules), spends the token and ends every session of the
   * user. 400 for a bad password or an invalid, used or expired token, or a token of
   * another school (a link works on its own school's host only).
   */
  app.post(
    fastifyPath(AUTH_PATHS.resetPassword),
    {
      config: IP_RATE_LIMIT,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link',
        body: PasswordResetBodySchema,
        response: DetailResponses,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      await resetPassword(db, await request.school(), request.body, locale);
      return { detail: messagesFor(locale).passwordChanged };
    },
  );
};
