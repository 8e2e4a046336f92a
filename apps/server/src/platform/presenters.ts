import { z } from 'zod';

/**
 * Shapes every module presents alike. They live here, not in one module, so that feed,
 * reports, notifications and validators share them without importing each other.
 */

/** Turns a stored media key into its public URL (`/media/...`), or null. */
export type MediaUrl = (key: string | null) => string | null;

/** A member next to what they wrote or did: `{id, first_name, last_name, picture}`. */
export const UserSummarySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  picture: z.string().nullable(),
});

/**
 * A member as other members see them next to what they wrote or did (post and comment
 * authors, reporters, notification actors, validators): see UserSummarySchema.
 */
export function presentUserSummary(
  user: { id: number; firstName: string; lastName: string; picture: string | null },
  mediaUrl: MediaUrl,
): z.infer<typeof UserSummarySchema> {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    picture: mediaUrl(user.picture),
  };
}
