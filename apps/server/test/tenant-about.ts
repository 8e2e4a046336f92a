import type { Db } from '../src/db/client.ts';
import { schoolPages, teamMembers } from '../src/db/schema/index.ts';

/** A school's pages and team for the tenant-isolation and fuzz suites (issue 31 item 6). */
export interface AboutWorld {
  /** A person of the team, linked to the world's member: read, and given a photo, by the sanity run. */
  teamMember: number;
  /** A person nobody reads: the sanity run changes, moves, then deletes them. */
  teamMemberUnused: number;
}

/**
 * Writes the school's presentations and adds two people to its team, every text carrying the
 * school's marker, the first linked to the world's member.
 */
export async function buildAboutWorld(
  db: Db,
  world: { schoolId: number; marker: string; member: number },
): Promise<AboutWorld> {
  const text = (what: string) => ({
    fr: `<p>${world.marker} ${what}</p>`,
    en: `<p>${world.marker} ${what}</p>`,
  });
  const pages = { about: text('about'), home: text('home'), mentorship: text('mentorship') };
  await db
    .insert(schoolPages)
    .values({ schoolId: world.schoolId, ...pages })
    .onConflictDoUpdate({ target: schoolPages.schoolId, set: pages });
  const [teamMember, teamMemberUnused] = await db
    .insert(teamMembers)
    .values(
      [world.member, null].map((userId, i) => ({
        schoolId: world.schoolId,
        name: `${world.marker} Person ${i}`,
        title: { fr: `${world.marker} poste`, en: `${world.marker} position` },
        biography: { fr: `${world.marker} biographie`, en: '' },
        userId,
        sortOrder: 100 + i,
      })),
    )
    .returning({ id: teamMembers.id });
  if (!teamMember || !teamMemberUnused) throw new Error('team insert returned nothing');
  return { teamMember: teamMember.id, teamMemberUnused: teamMemberUnused.id };
}
