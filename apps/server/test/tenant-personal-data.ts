import path from 'node:path';
import type { Db } from '../src/db/client.ts';
import { personalDataExports, userRoles, users } from '../src/db/schema/index.ts';
import { writeMedia } from '../src/platform/images.ts';

/** A school's personal-data rows for the tenant-isolation and fuzz suites (issue 34 item 6). */
export interface PersonalDataWorld {
  /** A ready export of the member, its ZIP (here a text file) holding the school's marker. */
  personalDataExport: number;
  /** A member of the school alone whose erasure the admin asks, then cancels. */
  erasureMember: number;
}

/**
 * Adds a ready export of the member, valid for a day, whose file holds the school's marker
 * (downloading another school's on A's host would leak it), and a member for the admin's
 * erasure (the suite's member asks their own, which an admin's would meet as 409).
 */
export async function buildPersonalDataWorld(
  db: Db,
  mediaRoot: string,
  world: { schoolId: number; marker: string; member: number },
): Promise<PersonalDataWorld> {
  const key = path.posix.join('exports', String(world.schoolId), String(world.member), 'suite.zip');
  await writeMedia(mediaRoot, key, Buffer.from(`${world.marker} personal data`));
  const [row] = await db
    .insert(personalDataExports)
    .values({
      schoolId: world.schoolId,
      userId: world.member,
      status: 'ready',
      fileKey: key,
      size: 20,
      readyAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: personalDataExports.id });
  if (!row) throw new Error('export insert returned nothing');
  const [erased] = await db
    .insert(users)
    .values({
      email: `${world.marker.toLowerCase()}.erasure@example.org`,
      firstName: world.marker,
      lastName: 'Erasure',
      isActive: true,
    })
    .returning({ id: users.id });
  if (!erased) throw new Error('user insert returned nothing');
  await db
    .insert(userRoles)
    .values({ userId: erased.id, schoolId: world.schoolId, role: 4, isActive: true });
  return { personalDataExport: row.id, erasureMember: erased.id };
}
