import { z } from 'zod';
import { degreeSchema } from '../degrees.ts';
import { DegreeSchema } from '../school.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of School settings → degrees (domain degrees.ts): `POST
 * /api/schools/{id}/degrees/`, `PATCH` and `DELETE /api/schools/{id}/degrees/{degreeId}/`.
 * The list is the school details' `degrees` (with their user counts).
 */

/** `{id}`: the school's id. */
export const DegreeListParamsSchema = IdParamsSchema;

/** `{id}` and `{degreeId}`. */
export const DegreeParamsSchema = z.object({ id: IdParamsSchema.shape.id, degreeId: DbIdSchema });

/** Body of `POST` and `PATCH`. */
export const DegreeBodySchema = degreeSchema;

export const DegreeCreateResponses = { 201: DegreeSchema, ...InputErrors };
export const DegreeUpdateResponses = { 200: DegreeSchema, ...InputErrors };
/** 409 while members hold it or content restricts its audience to it. */
export const DegreeDeleteResponses = {
  204: NoContentSchema,
  ...SignedInErrors,
  409: ErrorDetailSchema,
};
