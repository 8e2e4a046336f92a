import type { Db } from '../src/db/client.ts';
import { schoolBadges, userBadges } from '../src/db/schema/index.ts';

/** A school's badges for the tenant-isolation and fuzz suites (issue 31 item 8). */
export interface BadgeWorld {
  /** A badge the world's member holds: given again, then taken, by the sanity run. */
  badge: number;
  /** A badge nobody holds: the sanity run changes it, then deletes it. */
  badgeUnused: number;
}

/** Adds the two badges, their titles carrying the school's marker, and gives the first. */
export async function buildBadgeWorld(
  db: Db,
  world: { schoolId: number; marker: string; member: number },
): Promise<BadgeWorld> {
  const [badge, badgeUnused] = await db
    .insert(schoolBadges)
    .values(
      ['Badge', 'Badge unused'].map((title) => ({
        schoolId: world.schoolId,
        icon: '🎖️',
        title: { fr: `${world.marker} ${title}`, en: `${world.marker} ${title}` },
        description: { fr: `${world.marker} description`, en: '' },
      })),
    )
    .returning({ id: schoolBadges.id });
  if (!badge || !badgeUnused) throw new Error('badge insert returned nothing');
  await db
    .insert(userBadges)
    .values({ userId: world.member, badgeId: badge.id, schoolId: world.schoolId });
  return { badge: badge.id, badgeUnused: badgeUnused.id };
}
