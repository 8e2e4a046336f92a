import {
  fastifyPath,
  INTEGRATION_PATHS,
  IntegrationBodySchema,
  IntegrationCreateResponses,
  IntegrationDeleteResponses,
  IntegrationListParamsSchema,
  IntegrationListResponses,
  IntegrationParamsSchema,
  IntegrationTestResponses,
  IntegrationUpdateResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { endRequestScope } from '../../platform/request-scope.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import type { HostResolver } from './address-check.ts';
import { testConnection } from './connection-test.ts';
import { createSecretBox } from './secret-box.ts';
import {
  createIntegration,
  deleteIntegration,
  integrationTarget,
  listIntegrations,
  updateIntegration,
} from './service.ts';

/** What the integrations module reads of the configuration. */
export type IntegrationsConfig = Pick<
  Config,
  | 'integrationsSecret'
  | 'integrationsOldSecrets'
  | 'integrationsAllowPrivate'
  | 'integrationsTestTimeoutMs'
>;

/**
 * School settings → integrations (issue 31 item 9; spec 1 §2 Settings "integrations", §3
 * "Integration: base URL, API token, filters, mappings"), for the school's admins, from the
 * school's own host (a school id other than the host's is not found). The token is write-only:
 * stored encrypted (secret-box.ts), answered as `has_token`. `resolve` replaces the system's
 * DNS resolver (tests).
 */
export const integrationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: IntegrationsConfig;
  resolve?: HostResolver;
}> = async (app, { db, config, resolve }) => {
  const box = createSecretBox(config);

  /**
   * GET /api/schools/{id}/integrations/: `[{id, name, base_url, enabled, has_token, filter_…,
   * mappings, created_at, updated_at}]`, oldest first, never a token. 401; 403 for non-admins;
   * 404 for another school.
   */
  app.get(
    fastifyPath(INTEGRATION_PATHS.integrations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['integrations'],
        summary: "The school's integrations (never their token)",
        params: IntegrationListParamsSchema,
        response: IntegrationListResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      return listIntegrations(db, actor.school.id);
    },
  );

  /**
   * POST /api/schools/{id}/integrations/ `{name, base_url, token?, enabled, filter_roles,
   * filter_degrees, filter_campuses, filter_years, mappings}`: 201 the integration with
   * `has_token`; 400 per field (`mappings.0.target`…), or `non_field_errors` past 20
   * integrations; 401; 403; 404.
   */
  app.post(
    fastifyPath(INTEGRATION_PATHS.integrations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['integrations'],
        summary: 'Add an integration',
        params: IntegrationListParamsSchema,
        body: IntegrationBodySchema,
        response: IntegrationCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      return reply.code(201).send(await createIntegration(db, actor, box, request.body));
    },
  );

  /**
   * PATCH /api/schools/{id}/integrations/{integrationId}/ with the whole integration (as POST):
   * `token` absent or empty keeps the saved one, `null` clears it, text replaces it. 200 the
   * integration; 400 per field; 401; 403; 404 for another school's.
   */
  app.patch(
    fastifyPath(INTEGRATION_PATHS.integration),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['integrations'],
        summary: 'Change an integration (its token kept unless sent)',
        params: IntegrationParamsSchema,
        body: IntegrationBodySchema,
        response: IntegrationUpdateResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { integrationId } = request.params;
      return updateIntegration(db, actor, box, integrationId, request.body);
    },
  );

  /**
   * DELETE /api/schools/{id}/integrations/{integrationId}/: 204, its token gone with it; 401;
   * 403; 404 for another school's.
   */
  app.delete(
    fastifyPath(INTEGRATION_PATHS.integration),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['integrations'],
        summary: 'Delete an integration',
        params: IntegrationParamsSchema,
        response: IntegrationDeleteResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      await deleteIntegration(db, actor.school.id, request.params.integrationId);
      return reply.code(204).send(null);
    },
  );

  /**
   * POST /api/schools/{id}/integrations/{integrationId}/test/: one GET of the base URL with the
   * token as `Authorization: Bearer`, no redirect followed, within INTEGRATIONS_TEST_TIMEOUT_MS
   * (5 s): 200 `{ok, status, status_text, duration_ms}` when it answered (`ok` for a 2xx), or
   * `{ok: false, error: "timeout" | "unreachable" | "refused_address", duration_ms}`; never a
   * 5xx. Private and local addresses are refused unless INTEGRATIONS_ALLOW_PRIVATE. The
   * request's transaction is committed before the call (no database connection waits on
   * another system), so the test writes no audit entry: it changes nothing. 401; 403; 404.
   */
  app.post(
    fastifyPath(INTEGRATION_PATHS.integrationTest),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['integrations'],
        summary: "Test an integration's connection",
        params: IntegrationParamsSchema,
        response: IntegrationTestResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const target = await integrationTarget(
        db,
        actor.school.id,
        box,
        request.params.integrationId,
      );
      if (target.tokenLost) {
        request.log.warn(
          { integrationId: request.params.integrationId },
          'integration token under a key no longer configured: tested without it',
        );
      }
      await endRequestScope(request);
      return testConnection({
        url: target.url,
        token: target.token,
        timeoutMs: config.integrationsTestTimeoutMs,
        allowPrivate: config.integrationsAllowPrivate,
        resolve,
      });
    },
  );
};
