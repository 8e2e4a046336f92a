import { z } from 'zod';
import { campusSchema } from '../campuses.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of School settings → campuses (domain campuses.ts): `GET` and `POST
 * /api/schools/{id}/campuses/`, `PATCH` and `DELETE /api/schools/{id}/campuses/{campusId}/`.
 */

/** `{id}`: the school's id. */
export const CampusListParamsSchema = IdParamsSchema;

/** `{id}` and `{campusId}`. */
export const CampusParamsSchema = z.object({ id: IdParamsSchema.shape.id, campusId: DbIdSchema });

/** Body of `POST` and `PATCH`. */
export const CampusBodySchema = campusSchema;

/** A campus as its admins see it: with the members whose role names it. */
export const CampusAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Roles in this school that name the campus (a member has one role per school). */
  user_count: z.number().int(),
});
export type CampusAdmin = z.infer<typeof CampusAdminSchema>;

export const CampusListResponses = { 200: z.array(CampusAdminSchema), ...SignedInErrors };
export const CampusCreateResponses = { 201: CampusAdminSchema, ...InputErrors };
export const CampusUpdateResponses = { 200: CampusAdminSchema, ...InputErrors };
/** 409 while members or events use it. */
export const CampusDeleteResponses = {
  204: NoContentSchema,
  ...SignedInErrors,
  409: ErrorDetailSchema,
};
