import {
  ABOUT_REFS,
  messageRef,
  moveOption,
  TEAM_MEMBERS_MAX,
  type TeamMemberAdmin,
  type TeamMemberPatch,
  type TeamMemberValues,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { schools, teamMembers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { removeMedia, writeMedia } from '../../platform/images.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { renumber as renumberRows } from '../../platform/row-order.ts';
import { presentTeamMemberAdmin } from './presenters.ts';
import { isMemberOf, teamRows } from './store.ts';

/**
 * The about page's team (spec 1 §2 "School page editing: … team section"): people added,
 * changed, moved one place at a time and deleted by the school's admins, each with a square
 * photo. Every change holds the school's row (no key update), so that two admins changing the
 * team take turns and its places stay 0, 1, 2…; every query names the school as well as the
 * person: another school's is not found.
 */

/** Waits for, then holds, the school's row until the transaction ends. */
async function lockSchool(db: Db, schoolId: number): Promise<void> {
  await db
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.id, schoolId))
    .for('no key update');
}

/** Sets the places of `ids` to 0, 1, 2… (platform/row-order.ts). */
const renumber = (db: Db, schoolId: number, ids: readonly number[]) =>
  renumberRows(
    db,
    teamMembers,
    { id: teamMembers.id, schoolId: teamMembers.schoolId, position: teamMembers.sortOrder },
    schoolId,
    ids,
  );

/** 400 `{"user": [notAMember]}` unless `userId` (when given) is a member of the school. */
async function assertLinkable(db: Db, schoolId: number, userId: number | null | undefined) {
  if (userId == null) return;
  if (!(await isMemberOf(db, schoolId, userId)))
    throw badRequest({ user: [ABOUT_REFS.notAMember] });
}

/** Person `memberId` of the school as School settings shows them, or 404. */
export async function teamMemberAdmin(
  db: Db,
  schoolId: number,
  memberId: number,
  mediaUrl: MediaUrl,
): Promise<TeamMemberAdmin> {
  const rows = await teamRows(db, schoolId);
  const order = rows.findIndex((row) => row.id === memberId);
  const row = rows[order];
  if (!row) throw notFound();
  return presentTeamMemberAdmin(row, mediaUrl, order);
}

/**
 * Adds a person at the end of the team. 400 `{"user"}` when the linked profile is not a member
 * of the school; 400 `{"detail"}` when the team has TEAM_MEMBERS_MAX people.
 */
export async function createTeamMember(
  db: Db,
  schoolId: number,
  input: TeamMemberValues,
  mediaUrl: MediaUrl,
): Promise<TeamMemberAdmin> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const rows = await teamRows(tx, schoolId);
    if (rows.length >= TEAM_MEMBERS_MAX) {
      throw badRequest({ detail: messageRef('about', 'teamFull', { max: TEAM_MEMBERS_MAX }) });
    }
    await assertLinkable(tx, schoolId, input.user);
    const [row] = await tx
      .insert(teamMembers)
      .values({
        schoolId,
        name: input.name,
        title: input.position,
        biography: input.biography,
        userId: input.user,
        sortOrder: rows.length,
      })
      .returning({ id: teamMembers.id });
    if (!row) throw notFound();
    return teamMemberAdmin(tx, schoolId, row.id, mediaUrl);
  });
}

/**
 * Changes the fields given of person `memberId` and/or moves them to place `order` (from 0; the
 * others keep their order around them; past the end is last). 400 `{"user"}` for a profile
 * that is not a member's; 404 when not a person of the school's team.
 */
export async function updateTeamMember(
  db: Db,
  schoolId: number,
  memberId: number,
  input: TeamMemberPatch,
  mediaUrl: MediaUrl,
): Promise<TeamMemberAdmin> {
  return db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const rows = await teamRows(tx, schoolId);
    if (!rows.some((row) => row.id === memberId)) throw notFound();
    await assertLinkable(tx, schoolId, input.user);
    const changes: Partial<typeof teamMembers.$inferInsert> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.position !== undefined) changes.title = input.position;
    if (input.biography !== undefined) changes.biography = input.biography;
    if (input.user !== undefined) changes.userId = input.user;
    if (Object.keys(changes).length > 0) {
      await tx
        .update(teamMembers)
        .set(changes)
        .where(and(eq(teamMembers.id, memberId), eq(teamMembers.schoolId, schoolId)));
    }
    const ids = rows.map((row) => row.id);
    await renumber(
      tx,
      schoolId,
      input.order === undefined ? ids : moveOption(ids, memberId, input.order),
    );
    return teamMemberAdmin(tx, schoolId, memberId, mediaUrl);
  });
}

/**
 * Deletes person `memberId` of the team, the others closing up; their photo's file is removed
 * once the row is gone. 404 when not a person of the school's team.
 */
export async function deleteTeamMember(
  db: Db,
  schoolId: number,
  memberId: number,
  mediaRoot: string,
): Promise<void> {
  const photo = await db.transaction(async (tx) => {
    await lockSchool(tx, schoolId);
    const [gone] = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.id, memberId), eq(teamMembers.schoolId, schoolId)))
      .returning({ photo: teamMembers.photo });
    if (!gone) throw notFound();
    const rest = await teamRows(tx, schoolId);
    await renumber(
      tx,
      schoolId,
      rest.map((row) => row.id),
    );
    return gone.photo;
  });
  await removeMedia(mediaRoot, photo);
}

/**
 * Points person `memberId`'s photo at `key` (null: none), the row locked so that two uploads
 * at once leave one file, not a lost one. Returns the key it replaced; 404 when not a person of
 * the school's team.
 */
async function pointPhotoAt(
  db: Db,
  schoolId: number,
  memberId: number,
  key: string | null,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const where = and(eq(teamMembers.id, memberId), eq(teamMembers.schoolId, schoolId));
    const [before] = await tx
      .select({ photo: teamMembers.photo })
      .from(teamMembers)
      .where(where)
      .for('update');
    if (!before) throw notFound();
    await tx.update(teamMembers).set({ photo: key }).where(where);
    return before.photo;
  });
}

/**
 * Replaces person `memberId`'s photo: writes `data` (a square WebP) at `key` under
 * `mediaRoot`, points the row at it, then removes the old file; a failed update removes the new
 * file instead. 404 when not a person of the school's team.
 */
export async function replaceTeamPhoto(
  db: Db,
  schoolId: number,
  memberId: number,
  opts: { mediaRoot: string; key: string; data: Buffer },
): Promise<void> {
  await writeMedia(opts.mediaRoot, opts.key, opts.data);
  let previous: string | null;
  try {
    previous = await pointPhotoAt(db, schoolId, memberId, opts.key);
  } catch (error) {
    await removeMedia(opts.mediaRoot, opts.key);
    throw error;
  }
  await removeMedia(opts.mediaRoot, previous);
}

/** Removes person `memberId`'s photo (row, then file). 404 when not a person of the team. */
export async function removeTeamPhoto(
  db: Db,
  schoolId: number,
  memberId: number,
  mediaRoot: string,
): Promise<void> {
  await removeMedia(mediaRoot, await pointPhotoAt(db, schoolId, memberId, null));
}
