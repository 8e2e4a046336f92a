import type { UserSummary } from '@alumni/domain';

/**
 * Shapes every module presents alike. They live here, not in one module, so that feed,
 * reports, notifications and validators share them without importing each other.
 */

/** Turns a stored media key into its public URL (`/media/...`), or null. */
export type MediaUrl = (key: string | null) => string | null;

/**
 * A member as other members see them next to what they wrote or did (post and comment
 * authors, reporters, notification actors, validators): `UserSummarySchema` of the contract.
 */
export function presentUserSummary(
  user: { id: number; firstName: string; lastName: string; picture: string | null },
  mediaUrl: MediaUrl,
): UserSummary {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: mediaUrl(user.picture),
  };
}
