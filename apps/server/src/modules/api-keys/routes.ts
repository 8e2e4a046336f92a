import {
  API_KEY_PATHS,
  ApiKeyBodySchema,
  ApiKeyCreateResponses,
  ApiKeyListParamsSchema,
  ApiKeyListResponses,
  ApiKeyParamsSchema,
  ApiKeyRevokeResponses,
  canManageApiKeys,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { notFound } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './service.ts';

/**
 * The gate of the keys' routes: 401 signed out, 403 for anyone but the school's admins (and
 * super users), 404 when `{id}` is not the school of the request's host.
 */
async function keysAdmin(request: FastifyRequest<{ Params: { id: number } }>, db: Db) {
  const actor: Actor = await authorize(request as FastifyRequest, db, (c) =>
    canManageApiKeys(c.user, c.permissionSchool),
  );
  if (request.params.id !== actor.school.id) throw notFound();
  return actor;
}

/**
 * School settings → API key and docs (issue 31 item 9; spec 1 §2 Settings "API key and
 * docs", §3 "API key with owner", §5 "API key owner required"): the school's admins list,
 * create and revoke its API keys, from the school's own host. How a key authenticates is
 * platform/api-keys.ts.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/schools/{id}/api-keys/: `[{id, name, prefix, owner, created_at, created_by,
   * last_used_at}]`, the live keys newest first, never a secret. 401; 403 for non-admins; 404
   * for another school.
   */
  app.get(
    fastifyPath(API_KEY_PATHS.apiKeys),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['api-keys'],
        summary: "The school's API keys (never their secret)",
        params: ApiKeyListParamsSchema,
        response: ApiKeyListResponses,
      },
    },
    async (request) => {
      const actor = await keysAdmin(request, db);
      return listApiKeys(db, actor.school.id, mediaUrl);
    },
  );

  /**
   * POST /api/schools/{id}/api-keys/ `{owner, name}` (owner required, an active member of the
   * school; name ≤ 100 characters): 201 the key's row with `key`, the full key, answered this
   * once; 400 per field; 401; 403 for non-admins; 404 for another school.
   */
  app.post(
    fastifyPath(API_KEY_PATHS.apiKeys),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['api-keys'],
        summary: 'Create an API key for a member (the key is answered once)',
        params: ApiKeyListParamsSchema,
        body: ApiKeyBodySchema,
        response: ApiKeyCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await keysAdmin(request, db);
      const created = await createApiKey(db, actor, request.body, mediaUrl);
      return reply.code(201).send(created);
    },
  );

  /**
   * DELETE /api/schools/{id}/api-keys/{keyId}/: revokes the key, which authenticates nobody
   * from then on, on every instance. 204; 401; 403 for non-admins; 404 for another school's
   * key or one already revoked.
   */
  app.delete(
    fastifyPath(API_KEY_PATHS.apiKey),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['api-keys'],
        summary: 'Revoke an API key',
        params: ApiKeyParamsSchema,
        response: ApiKeyRevokeResponses,
      },
    },
    async (request, reply) => {
      const actor = await keysAdmin(request, db);
      await revokeApiKey(db, actor.school.id, request.params.keyId);
      return reply.code(204).send(null);
    },
  );
};
