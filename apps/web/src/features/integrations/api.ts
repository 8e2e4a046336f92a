import type { Integration, IntegrationTestResult, IntegrationValues } from '@alumni/domain';
import { apiPath, INTEGRATION_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The integrations API (issue 31 item 9, apps/server/src/modules/integrations): School settings
 * → integrations. Types come from the contract (`@alumni/domain` api/integrations.ts). The
 * token is write-only: answers say `has_token`.
 */

/** Query key of the school's integrations. */
export const integrationsKey = (schoolId: number) =>
  ['school-settings', 'integrations', schoolId] as const;

/** `GET /api/schools/{id}/integrations/`: the school's integrations, oldest first. */
export const fetchIntegrations = (schoolId: number, signal?: AbortSignal) =>
  api.get<Integration[]>(apiPath(INTEGRATION_PATHS.integrations, { id: schoolId }), signal);

/** `POST /api/schools/{id}/integrations/`: adds one; 400 per field. */
export const createIntegration = (schoolId: number, body: IntegrationValues) =>
  api.post<Integration>(apiPath(INTEGRATION_PATHS.integrations, { id: schoolId }), body);

/**
 * `PATCH /api/schools/{id}/integrations/{integrationId}/` with the whole integration: `token`
 * absent keeps the saved one, `null` clears it, text replaces it.
 */
export const updateIntegration = (
  schoolId: number,
  integrationId: number,
  body: IntegrationValues,
) =>
  api.patch<Integration>(
    apiPath(INTEGRATION_PATHS.integration, { id: schoolId, integrationId }),
    body,
  );

/** `DELETE /api/schools/{id}/integrations/{integrationId}/`. */
export const deleteIntegration = (schoolId: number, integrationId: number) =>
  api.delete<null>(apiPath(INTEGRATION_PATHS.integration, { id: schoolId, integrationId }));

/** `POST /api/schools/{id}/integrations/{integrationId}/test/`: what the base URL answered. */
export const testIntegration = (schoolId: number, integrationId: number) =>
  api.post<IntegrationTestResult>(
    apiPath(INTEGRATION_PATHS.integrationTest, { id: schoolId, integrationId }),
  );
