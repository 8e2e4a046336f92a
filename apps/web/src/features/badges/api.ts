import type { BadgeAdmin, BadgeValues, MemberBadges } from '@alumni/domain';
import { apiPath, BADGE_PATHS } from '@alumni/domain';
import { api } from '../../api/client.ts';

/**
 * The badges API (issue 31 item 8, apps/server/src/modules/badges): School settings → badges
 * and giving or taking one member's badge. Types come from the contract (`@alumni/domain`
 * api/badges.ts). The school's details describe the badges; profiles and directory entries
 * carry the ids a member holds.
 */

/** Query key of the school's badges as its admins see them (with holder counts). */
export const badgesKey = (schoolId: number) => ['school-settings', 'badges', schoolId] as const;

/** `GET /api/schools/{id}/badges/`: `[{id, icon, title, description, user_count}]`. */
export const fetchBadges = (schoolId: number, signal?: AbortSignal) =>
  api.get<BadgeAdmin[]>(apiPath(BADGE_PATHS.badges, { id: schoolId }), signal);

/** `POST /api/schools/{id}/badges/`: adds one; 400 per field. */
export const createBadge = (schoolId: number, body: BadgeValues) =>
  api.post<BadgeAdmin>(apiPath(BADGE_PATHS.badges, { id: schoolId }), body);

/** `PATCH /api/schools/{id}/badges/{badgeId}/` with the whole badge. */
export const updateBadge = (schoolId: number, badgeId: number, body: BadgeValues) =>
  api.patch<BadgeAdmin>(apiPath(BADGE_PATHS.badge, { id: schoolId, badgeId }), body);

/** `DELETE /api/schools/{id}/badges/{badgeId}/`: its holders lose it. */
export const deleteBadge = (schoolId: number, badgeId: number) =>
  api.delete<null>(apiPath(BADGE_PATHS.badge, { id: schoolId, badgeId }));

/** `PUT /api/users/{id}/badges/{badgeId}/`: gives it (again: no change); the member's badges. */
export const giveBadge = (userId: number, badgeId: number) =>
  api.put<MemberBadges>(apiPath(BADGE_PATHS.memberBadge, { id: userId, badgeId }));

/** `DELETE /api/users/{id}/badges/{badgeId}/`: takes it back; the member's badges. */
export const takeBadge = (userId: number, badgeId: number) =>
  api.delete<MemberBadges>(apiPath(BADGE_PATHS.memberBadge, { id: userId, badgeId }));
