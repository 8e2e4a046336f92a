import { z } from 'zod';
import {
  INTEGRATION_MEMBER_FIELDS,
  INTEGRATION_TEST_ERRORS,
  integrationSchema,
} from '../integrations.ts';
import {
  DbIdSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of School settings → integrations (domain integrations.ts; issue 31 item 9; spec 1
 * §3 "Integration: base URL, API token, filters, mappings"): `GET` and `POST
 * /api/schools/{id}/integrations/`, `PATCH` and `DELETE …/integrations/{integrationId}/`, and
 * `POST …/{integrationId}/test/`. The token is write-only: answers carry `has_token` alone.
 */

/** `{id}`: the school's id. */
export const IntegrationListParamsSchema = IdParamsSchema;

/** `{id}` (the school's) and `{integrationId}`. */
export const IntegrationParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  integrationId: DbIdSchema,
});

/**
 * Body of `POST` and `PATCH`: the whole integration; `token` a new one, `null` to clear it,
 * absent (or empty) to keep it.
 */
export const IntegrationBodySchema = integrationSchema;

/** An integration as its admins see it: everything but the token, which is only said to be there. */
export const IntegrationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  base_url: z.string(),
  enabled: z.boolean(),
  /** Whether a token is saved (the token itself never leaves the server). */
  has_token: z.boolean(),
  filter_roles: z.array(z.number().int()),
  filter_degrees: z.array(z.number().int()),
  filter_campuses: z.array(z.number().int()),
  filter_years: z.array(z.number().int()),
  mappings: z.array(z.object({ source: z.enum(INTEGRATION_MEMBER_FIELDS), target: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Integration = z.infer<typeof IntegrationSchema>;

/**
 * What a test of the connection found: the other system's answer (`ok` for a 2xx), or why there
 * was none (`error`: it did not answer in time, could not be reached, or its address is a
 * private or local one the server refuses to call). Never a 5xx.
 */
export const IntegrationTestResultSchema = z.object({
  ok: z.boolean(),
  /** The answer's HTTP status, when there was one. */
  status: z.number().int().optional(),
  /** Its reason phrase ("Service Unavailable"), when there was one; may be empty. */
  status_text: z.string().optional(),
  /** Why there was no answer. */
  error: z.enum(INTEGRATION_TEST_ERRORS).optional(),
  /** How long the call took (ms). */
  duration_ms: z.number().int(),
});
export type IntegrationTestResult = z.infer<typeof IntegrationTestResultSchema>;

export const IntegrationListResponses = { 200: z.array(IntegrationSchema), ...SignedInErrors };
export const IntegrationCreateResponses = { 201: IntegrationSchema, ...InputErrors };
export const IntegrationUpdateResponses = { 200: IntegrationSchema, ...InputErrors };
export const IntegrationDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
export const IntegrationTestResponses = { 200: IntegrationTestResultSchema, ...SignedInErrors };
