import type { ProfileImageKind } from '@alumni/domain';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  educations,
  hobbies,
  profileLinks,
  profileLogs,
  roleChangeRequests,
  timelineEntries,
  userRoles,
  userSchoolSettings,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import type { UserRoleRow, UserRow } from '../../platform/authentication.ts';
import { notFound } from '../../platform/errors.ts';
import { removeMedia, writeMedia } from '../../platform/images.ts';
import { visibleMemberRole } from '../../platform/member-visibility.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import { prepared } from '../../platform/prepared.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { memberBadgeIds } from '../badges/index.ts';

/**
 * Profiles (spec 1 §2 Profile, §3 User, Profile items): the member a profile belongs to
 * (always looked up in the request's school), what the profile holds, its logs, and the
 * picture and banner. Profile items live in `items.service.ts`; roles and timeline in
 * `roles.service.ts`.
 */

export type ExperienceRow = typeof workExperiences.$inferSelect;
export type EducationRow = typeof educations.$inferSelect;
export type HobbyRow = typeof hobbies.$inferSelect;
export type LinkRow = typeof profileLinks.$inferSelect;
export type TimelineEntryRow = typeof timelineEntries.$inferSelect;
export type RoleChangeRequestRow = typeof roleChangeRequests.$inferSelect;
export type ProfileLogRow = typeof profileLogs.$inferSelect;

/** A member of the request's school: the user, their roles there, and their recruiter consent. */
export interface Member {
  user: UserRow;
  /** The user's roles in this school that were not refused, oldest first. */
  roles: UserRoleRow[];
  /** `visible_to_recruiters` of the user's settings in this school. */
  visibleToRecruiters: boolean;
  /**
   * Whether the school's members may see them (visibleMemberRole on one of their roles):
   * false for a registrant waiting for validation.
   */
  visibleToMembers: boolean;
}

/**
 * The member `userId` of `school`, or 404 `{"detail"}` when they hold no role there
 * (refused registrations do not count): another school's member is never found, so ids
 * cannot be probed across schools (DESIGN §4). With `self` (the caller is `userId`), the
 * user is found without a role too, with `roles` empty: one's own account is not another
 * school's data, and a super user signed in on a school where they hold no role still has
 * a profile page there (issue 12).
 */
export async function findMember(
  db: Db,
  school: SchoolRow,
  userId: number,
  { self = false }: { self?: boolean } = {},
): Promise<Member> {
  // Every profile page (and every profile edit) starts here: prepared, per school flag.
  const shape = `profile_member_roles_${Number(school.showInactive)}`;
  const rows = await prepared(db, shape, () =>
    db
      .select({
        role: userRoles,
        visible: visibleMemberRole(userRoles, users.isActive, school.showInactive).mapWith(Boolean),
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(
          eq(userRoles.userId, sql.placeholder('userId')),
          eq(userRoles.schoolId, sql.placeholder('schoolId')),
          isNull(userRoles.refusedAt),
        ),
      )
      .orderBy(asc(userRoles.id))
      .prepare(shape),
  ).execute({ userId, schoolId: school.id });
  if (!rows.length && !self) throw notFound();
  const roles = rows.map((r) => r.role);
  const [row] = await prepared(db, 'profile_member_user', () =>
    db
      .select({ user: users, visible: userSchoolSettings.visibleToRecruiters })
      .from(users)
      .leftJoin(
        userSchoolSettings,
        and(
          eq(userSchoolSettings.userId, users.id),
          eq(userSchoolSettings.schoolId, sql.placeholder('schoolId')),
        ),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('profile_member_user'),
  ).execute({ userId, schoolId: school.id });
  if (!row) throw notFound();
  return {
    user: row.user,
    roles,
    visibleToRecruiters: row.visible ?? false,
    visibleToMembers: rows.some((r) => r.visible),
  };
}

/** Who changes whose profile, from which school: what every change logs. */
export interface Change {
  schoolId: number;
  userId: number;
  actorId: number;
}

/**
 * Writes a `profile_logs` row for a change (spec 1 §2 Profile "logs") and, when `touch`,
 * stamps `users.last_profile_update` (what the profile-update prompt reads, spec 2 §2).
 */
export async function recordChange(
  db: Db,
  change: Change,
  action: string,
  detail: Record<string, unknown>,
  opts: { touch: boolean },
): Promise<void> {
  await db.insert(profileLogs).values({
    userId: change.userId,
    schoolId: change.schoolId,
    actorId: change.actorId,
    action,
    detail,
  });
  if (opts.touch) {
    const now = new Date();
    await db
      .update(users)
      .set({ lastProfileUpdate: now, updatedAt: now })
      .where(eq(users.id, change.userId));
  }
}

/** Everything a profile shows, unfiltered: the presenter decides what the viewer sees. */
export interface ProfileData {
  member: Member;
  experiences: ExperienceRow[];
  educations: EducationRow[];
  hobbies: HobbyRow[];
  links: LinkRow[];
  /** Pending change request per user role id. */
  pendingChanges: Map<number, RoleChangeRequestRow>;
  /** Timeline entries per user role id. */
  timeline: Map<number, TimelineEntryRow[]>;
  /** Ids of the school's badges the member holds. */
  badges: number[];
}

/**
 * Reads a member's profile items: experiences (current ones first, then newest start),
 * educations (newest year first), hobbies, links, and for their roles in this school the
 * pending change requests and timelines, and the badges they hold in school `schoolId`.
 */
export async function loadProfile(db: Db, member: Member, schoolId: number): Promise<ProfileData> {
  const userId = member.user.id;
  const roleIds = member.roles.map((r) => r.id);
  // Every profile page runs these six: prepared once each (platform/prepared.ts), run in turn
  // on the request's connection.
  const byUser = { userId: sql.placeholder('userId') };
  const ofRoles = sql.placeholder('roleIds');
  const experienceRows = await prepared(db, 'profile_experiences', () =>
    db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.userId, byUser.userId))
      .orderBy(
        desc(workExperiences.currentOccupation),
        desc(workExperiences.startDate),
        desc(workExperiences.id),
      )
      .prepare('profile_experiences'),
  ).execute({ userId });
  const educationRows = await prepared(db, 'profile_educations', () =>
    db
      .select()
      .from(educations)
      .where(eq(educations.userId, byUser.userId))
      .orderBy(desc(educations.graduationYear), desc(educations.id))
      .prepare('profile_educations'),
  ).execute({ userId });
  const hobbyRows = await prepared(db, 'profile_hobbies', () =>
    db
      .select()
      .from(hobbies)
      .where(eq(hobbies.userId, byUser.userId))
      .orderBy(asc(hobbies.id))
      .prepare('profile_hobbies'),
  ).execute({ userId });
  const linkRows = await prepared(db, 'profile_links', () =>
    db
      .select()
      .from(profileLinks)
      .where(eq(profileLinks.userId, byUser.userId))
      .orderBy(asc(profileLinks.id))
      .prepare('profile_links'),
  ).execute({ userId });
  const requestRows = await prepared(db, 'profile_pending_changes', () =>
    db
      .select()
      .from(roleChangeRequests)
      .where(
        and(
          sql`${roleChangeRequests.userRoleId} = any(${ofRoles}::int[])`,
          eq(roleChangeRequests.status, 'pending'),
        ),
      )
      .prepare('profile_pending_changes'),
  ).execute({ roleIds });
  const entryRows = await prepared(db, 'profile_timeline', () =>
    db
      .select()
      .from(timelineEntries)
      .where(sql`${timelineEntries.userRoleId} = any(${ofRoles}::int[])`)
      .orderBy(asc(timelineEntries.kind), asc(timelineEntries.id))
      .prepare('profile_timeline'),
  ).execute({ roleIds });
  const timeline = new Map<number, TimelineEntryRow[]>();
  for (const entry of entryRows) {
    timeline.set(entry.userRoleId, [...(timeline.get(entry.userRoleId) ?? []), entry]);
  }
  return {
    member,
    experiences: experienceRows,
    educations: educationRows,
    hobbies: hobbyRows,
    links: linkRows,
    pendingChanges: new Map(requestRows.map((r) => [r.userRoleId, r])),
    timeline,
    badges: await memberBadgeIds(db, schoolId, userId),
  };
}

/** Closing the profile-update prompt mutes it (spec 2 §2). */
export async function muteProfilePrompt(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ muteProfileUpdate: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * One page of a member's profile logs in `schoolId`, newest first, each with its actor's
 * names (null when the actor's account is gone).
 */
export async function listLogs(
  db: Db,
  schoolId: number,
  userId: number,
  page: { page: number; pageSize: number },
) {
  const where = and(eq(profileLogs.userId, userId), eq(profileLogs.schoolId, schoolId));
  return pagedQuery(
    { page: page.page, page_size: page.pageSize },
    db
      .select({
        log: profileLogs,
        actor: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      })
      .from(profileLogs)
      .leftJoin(users, eq(users.id, profileLogs.actorId))
      .where(where)
      .orderBy(desc(profileLogs.createdAt), desc(profileLogs.id))
      .$dynamic(),
    db.select({ count: count() }).from(profileLogs).where(where),
  );
}

/**
 * Replaces a member's picture or banner with an already processed image: writes the file
 * under `users/<id>/`, stores its media key, logs the change, then removes the old file.
 * Returns the new keys of both images.
 */
export async function replaceProfileImage(
  db: Db,
  change: Change,
  opts: { mediaRoot: string; kind: ProfileImageKind; key: string; data: Buffer },
): Promise<{ picture: string | null; banner: string | null }> {
  await writeMedia(opts.mediaRoot, opts.key, opts.data);
  let previous: string | null = null;
  let saved: { picture: string | null; banner: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ picture: users.picture, banner: users.banner })
        .from(users)
        .where(eq(users.id, change.userId))
        .for('update');
      previous = before?.[opts.kind] ?? null;
      const [after] = await tx
        .update(users)
        .set(opts.kind === 'picture' ? { picture: opts.key } : { banner: opts.key })
        .where(eq(users.id, change.userId))
        .returning({ picture: users.picture, banner: users.banner });
      if (!after) throw notFound();
      await recordChange(tx, change, `${opts.kind}_updated`, {}, { touch: true });
      return after;
    });
  } catch (error) {
    await removeMedia(opts.mediaRoot, opts.key);
    throw error;
  }
  await removeMedia(opts.mediaRoot, previous);
  return saved;
}

/** Removes a member's picture or banner (file and key) and logs it; returns both keys. */
export async function removeProfileImage(
  db: Db,
  change: Change,
  opts: { mediaRoot: string; kind: ProfileImageKind },
): Promise<{ picture: string | null; banner: string | null }> {
  let previous: string | null = null;
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ picture: users.picture, banner: users.banner })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    previous = before?.[opts.kind] ?? null;
    const [after] = await tx
      .update(users)
      .set(opts.kind === 'picture' ? { picture: null } : { banner: null })
      .where(eq(users.id, change.userId))
      .returning({ picture: users.picture, banner: users.banner });
    if (!after) throw notFound();
    if (previous) await recordChange(tx, change, `${opts.kind}_deleted`, {}, { touch: true });
    return after;
  });
  await removeMedia(opts.mediaRoot, previous);
  return saved;
}
