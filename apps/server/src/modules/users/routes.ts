import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/authentication.ts';
import type { MediaUrl } from '../schools/presenters.ts';
import { presentMe } from './presenters.ts';
import { MeResponses, PingResponses } from './schemas.ts';
import { schoolNamesOf } from './service.ts';

/** Current-user routes (spec 2 §7). */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /** GET /api/users/me/: the signed-in user's fields (spec 2 §7); 401 `{"detail"}` when signed out. */
  app.get(
    '/users/me/',
    { schema: { tags: ['users'], summary: 'The current user', response: MeResponses } },
    async (request) => {
      const user = await requireUser(request);
      return presentMe(user, await schoolNamesOf(db, user), mediaUrl);
    },
  );

  /** GET /api/users/ping/: cheap authentication check; `{id}` or 401. */
  app.get(
    '/users/ping/',
    { schema: { tags: ['users'], summary: 'Authentication check', response: PingResponses } },
    async (request) => ({ id: (await requireUser(request)).id }),
  );
};
