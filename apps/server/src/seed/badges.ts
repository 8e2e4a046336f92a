import type { Db } from '../db/client.ts';
import { schoolBadges, userBadges } from '../db/schema/index.ts';

/** The demo school's badges (issue 31 item 8), in the school's order. */
const DEMO_BADGES = [
  {
    icon: '🎓',
    title: { fr: 'Ambassadeur', en: 'Ambassador' },
    description: { fr: 'Représente l’école', en: 'Represents the school' },
  },
  {
    icon: '🏆',
    title: { fr: 'Jury', en: 'Jury' },
    description: { fr: 'Siège aux jurys de l’école', en: 'Sits on the school’s juries' },
  },
  {
    icon: '🤝',
    title: { fr: 'Mentor', en: 'Mentor' },
    description: { fr: 'Accompagne les étudiants', en: 'Guides students' },
  },
];

/**
 * Seeds a school's badges and gives them to a few members, as its admin `adminId` would:
 * the demo member `member` holds the first and the last (her profile shows two), and every
 * seventh of `memberIds` one of them in turn. Runs in the seed's transaction `tx`.
 */
export async function seedBadges(
  tx: Db,
  opts: { schoolId: number; adminId: number; member: number; memberIds: number[] },
): Promise<void> {
  const badges = await tx
    .insert(schoolBadges)
    .values(DEMO_BADGES.map((badge) => ({ schoolId: opts.schoolId, ...badge })))
    .returning({ id: schoolBadges.id });
  const [first, , last] = badges;
  if (!first || !last) throw new Error('Badge insert returned nothing.');
  const given = (userId: number, badgeId: number) => ({
    userId,
    badgeId,
    schoolId: opts.schoolId,
    givenBy: opts.adminId,
  });
  const holdings = [given(opts.member, first.id), given(opts.member, last.id)];
  opts.memberIds.forEach((userId, i) => {
    const badge = badges[(i / 7) % badges.length];
    if (i % 7 === 0 && badge && userId !== opts.member) holdings.push(given(userId, badge.id));
  });
  await tx.insert(userBadges).values(holdings);
}
