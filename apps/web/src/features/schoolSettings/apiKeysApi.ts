import type { ApiKey, ApiKeyCreated, ApiKeyValues } from '@alumni/domain';
import { API_KEY_PATHS, apiPath } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * School settings → API key and docs (issue 31 item 9, apps/server/src/modules/api-keys): the
 * school's keys and the API they call. Types come from the contract (`@alumni/domain`
 * api/api-keys.ts).
 */

/** Query key of the school's keys. */
export const apiKeysKey = (schoolId: number) => ['school-settings', 'api-keys', schoolId] as const;

/** `GET /api/schools/{id}/api-keys/`: the live keys, newest first, never a secret. */
export const fetchApiKeys = (schoolId: number, signal?: AbortSignal) =>
  api.get<ApiKey[]>(apiPath(API_KEY_PATHS.apiKeys, { id: schoolId }), signal);

/** `POST /api/schools/{id}/api-keys/`: a new key for `owner`, answered with the full key once. */
export const createApiKey = (schoolId: number, body: ApiKeyValues) =>
  api.post<ApiKeyCreated>(apiPath(API_KEY_PATHS.apiKeys, { id: schoolId }), body);

/** `DELETE /api/schools/{id}/api-keys/{keyId}/`: the key stops working at once. */
export const revokeApiKey = (schoolId: number, keyId: number) =>
  api.delete<null>(apiPath(API_KEY_PATHS.apiKey, { id: schoolId, keyId }));

/** Where the server serves its OpenAPI document (platform/openapi.ts), and its reader. */
export const OPENAPI_JSON_URL = '/api/docs/json';
export const OPENAPI_UI_URL = '/api/docs/';

/** Query key of the OpenAPI document (the same for every school: it names none). */
export const openApiKey = ['api-docs'] as const;

/** `GET /api/docs/json`: the OpenAPI document, read by apiDocs.ts. */
export const fetchOpenApi = (signal?: AbortSignal) => api.get<unknown>(OPENAPI_JSON_URL, signal);
