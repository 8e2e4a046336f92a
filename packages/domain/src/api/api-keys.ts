import { z } from 'zod';
import { apiKeySchema } from '../api-keys.ts';
import {
  DbIdSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of the school's API keys (domain api-keys.ts; issue 31 item 9): School settings →
 * API key and docs lists the keys (`GET /api/schools/{id}/api-keys/`, never a secret), creates
 * one for an owner (`POST`, the full key answered this once) and revokes one (`DELETE
 * /api/schools/{id}/api-keys/{keyId}/`). A key is sent as `Authorization: Bearer <key>`.
 */

/** `{id}`: the school's id. */
export const ApiKeyListParamsSchema = IdParamsSchema;

/** `{id}` (the school's) and `{keyId}`. */
export const ApiKeyParamsSchema = z.object({ id: IdParamsSchema.shape.id, keyId: DbIdSchema });

/** Body of `POST`: `{owner, name}`. */
export const ApiKeyBodySchema = apiKeySchema;

/** A key as the school's admins see it: never its secret nor its hash. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's public start (`alk_1a2b3c4d_…`), to recognise it. */
  prefix: z.string(),
  owner: UserSummarySchema,
  created_at: z.string().describe('ISO 8601'),
  /** Who created it; null once their account is gone. */
  created_by: UserSummarySchema.nullable(),
  /** Last request it authenticated (written at most once a minute); null: never used. */
  last_used_at: z.string().nullable().describe('ISO 8601'),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer of a creation: the key's row and, this once, the full key. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({
  key: z.string().describe('The full key: shown this once, stored hashed'),
});
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyListResponses = { 200: z.array(ApiKeySchema), ...SignedInErrors };
export const ApiKeyCreateResponses = { 201: ApiKeyCreatedSchema, ...InputErrors };
/** Revoking: the key stops working at once, on every instance. */
export const ApiKeyRevokeResponses = { 204: NoContentSchema, ...SignedInErrors };
