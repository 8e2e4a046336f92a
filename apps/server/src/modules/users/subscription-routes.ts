import {
  fastifyPath,
  hasRoleInSchool,
  OneClickResponses,
  SubscriptionResponses,
  SubscriptionTokenQuerySchema,
  SubscriptionUpdateBodySchema,
  UNSUBSCRIPTION_PATHS,
  UnsubscribeBodySchema,
  UnsubscribeResponses,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requestLocale } from '../../platform/locale.ts';
import { authorize } from '../../platform/policy.ts';
import {
  readSubscription,
  tokenHolder,
  unsubscribe,
  unsubscribeOneClick,
  updateSubscription,
} from './unsubscription.ts';

/** The signed-in member of this school (401 signed out, 403 without a role here). */
async function signedInMember(request: FastifyRequest, db: Db) {
  const actor = await authorize(request, db, ({ user, permissionSchool }) =>
    hasRoleInSchool(user, permissionSchool),
  );
  return { userId: actor.authUser.id, schoolId: actor.school.id };
}

/**
 * Subscriptions (spec 1 §2 "Subscription and unsubscription pages", spec 2 §8 "Invalid
 * unsubscribe token"; issue 15 item 7, issue 34 item 3): the links every bulk mail carries
 * (the page's, and RFC 8058's one-click POST of its `List-Unsubscribe` header) and the page
 * where a member sees and changes all their lists, signed in or through a link's token.
 * Tokens are single use, bound to the member, the school and the list (unsubscription.ts).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form; its content is not
  // needed (the token is in the address), so both form encodings are read as plain text.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
  }

  /**
   * POST /api/unsubscription/ `{token}`: the link of a mailing turns its list off for its
   * member in this school, without signing in; the token is spent. 200 `{list,
   * subscription_token}` (the second opens /subscription once, for an hour); 400 `{detail:
   * "Error! Invalid token"}` for an unknown, expired, used or other school's token (spec 2 §8),
   * or per field.
   */
  app.post(
    fastifyPath(UNSUBSCRIPTION_PATHS.unsubscribe),
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Unsubscribe from a mailing by its link',
        body: UnsubscribeBodySchema,
        response: UnsubscribeResponses,
      },
    },
    async (request) => {
      const school = await request.school();
      const locale = requestLocale(request);
      const done = await unsubscribe(db, {
        token: request.body.token,
        schoolId: school.id,
        locale,
      });
      return { list: done.list, subscription_token: done.subscriptionToken };
    },
  );

  /**
   * POST /api/unsubscription/one-click/?token= (RFC 8058, from the `List-Unsubscribe` header
   * of a bulk mail, with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`): unsubscribes
   * without a page, a cookie or a CSRF token; the body is not read. 204; 400 "Error! Invalid
   * token" (spec 2 §8).
   */
  app.post(
    fastifyPath(UNSUBSCRIPTION_PATHS.oneClick),
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'One-click unsubscribe (RFC 8058)',
        querystring: SubscriptionTokenQuerySchema,
        response: OneClickResponses,
      },
    },
    async (request, reply) => {
      const school = await request.school();
      const locale = requestLocale(request);
      await unsubscribeOneClick(db, {
        token: request.query.token ?? '',
        schoolId: school.id,
        locale,
      });
      return reply.code(204).send(null);
    },
  );

  /**
   * GET /api/subscription/[?token=]: the member's lists in this school (newsletter, platform
   * information, weekly job summary, mass messages) and first name; signed in, or through a
   * link's token (not spent by reading). 400 "Error! Invalid token"; 401 signed out without a
   * token; 403 for someone with no role here.
   */
  app.get(
    fastifyPath(UNSUBSCRIPTION_PATHS.subscription),
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'My mailing lists in this school',
        querystring: SubscriptionTokenQuerySchema,
        response: SubscriptionResponses,
      },
    },
    async (request) => {
      const school = await request.school();
      const { token } = request.query;
      const member = token
        ? await tokenHolder(db, { token, schoolId: school.id, locale: requestLocale(request) })
        : await signedInMember(request, db);
      return readSubscription(db, member);
    },
  );

  /**
   * PUT /api/subscription/ `{lists, token?}`: turns any of the member's lists on or off;
   * signed in, or with a link's token, which the change spends. 200 the lists as they now are;
   * 400 "Error! Invalid token" or per field; 401 signed out without a token; 403 for someone
   * with no role here.
   */
  app.put(
    fastifyPath(UNSUBSCRIPTION_PATHS.subscription),
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Change my mailing lists in this school',
        body: SubscriptionUpdateBodySchema,
        response: SubscriptionResponses,
      },
    },
    async (request) => {
      const school = await request.school();
      const { token, lists } = request.body;
      const member = token ? null : await signedInMember(request, db);
      return updateSubscription(db, {
        member,
        token,
        schoolId: school.id,
        locale: requestLocale(request),
        lists,
      });
    },
  );
};
