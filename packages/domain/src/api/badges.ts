import { z } from 'zod';
import { badgeSchema } from '../badges.ts';
import { LocalizedTextSchema } from '../school.ts';
import {
  DbIdSchema,
  IdParamsSchema,
  InputErrors,
  NoContentSchema,
  SignedInErrors,
} from './shared.ts';

/**
 * Contract of the badges (domain badges.ts; issue 31 item 8): School settings → badges (`GET`
 * and `POST /api/schools/{id}/badges/`, `PATCH` and `DELETE /api/schools/{id}/badges/{badgeId}/`)
 * and giving or taking one member's badge (`PUT` and `DELETE
 * /api/users/{id}/badges/{badgeId}/`). Profiles and directory entries carry the ids of the
 * badges a member holds (`badges`); the school's details carry the badges themselves
 * (`school_badges`).
 */

/** `{id}`: the school's id. */
export const BadgeListParamsSchema = IdParamsSchema;

/** `{id}` (the school's) and `{badgeId}`. */
export const BadgeParamsSchema = z.object({ id: IdParamsSchema.shape.id, badgeId: DbIdSchema });

/** `{id}` (the member's user id) and `{badgeId}`. */
export const MemberBadgeParamsSchema = z.object({
  id: IdParamsSchema.shape.id,
  badgeId: DbIdSchema,
});

/** Body of `POST` and `PATCH`: the whole badge. */
export const BadgeBodySchema = badgeSchema;

/** A badge as its admins see it: with how many members hold it. */
export const BadgeAdminSchema = z.object({
  id: z.number().int(),
  icon: z.string(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  /** Members of this school who hold it (they lose it if it is deleted). */
  user_count: z.number().int(),
});
export type BadgeAdmin = z.infer<typeof BadgeAdminSchema>;

/** The badges a member holds in this school, after a change: their ids, in the school's order. */
export const MemberBadgesSchema = z.object({ badges: z.array(z.number().int()) });
export type MemberBadges = z.infer<typeof MemberBadgesSchema>;

export const BadgeListResponses = { 200: z.array(BadgeAdminSchema), ...SignedInErrors };
export const BadgeCreateResponses = { 201: BadgeAdminSchema, ...InputErrors };
export const BadgeUpdateResponses = { 200: BadgeAdminSchema, ...InputErrors };
/** Deleting takes the badge from the members who hold it. */
export const BadgeDeleteResponses = { 204: NoContentSchema, ...SignedInErrors };
/** Giving and taking are idempotent: the member's badges either way. */
export const MemberBadgeResponses = { 200: MemberBadgesSchema, ...SignedInErrors };
