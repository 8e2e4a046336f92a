import {
  type Locale,
  PROFILE_MESSAGES,
  ROLE,
  type RoleChangeRequestInput,
  roleChangeDiffers,
  type TimelineUpdateSchema,
  timelineIssues,
  VALIDATION_MESSAGES,
} from '@alumni/domain';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  campuses,
  degrees,
  educations,
  roleChangeRequests,
  timelineEntries,
  userRoles,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { UserRoleRow } from '../../platform/authentication.ts';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.ts';
import { inSequence } from '../../platform/in-sequence.ts';
import { messagesFor } from '../../platform/messages.ts';
import { pagedQuery } from '../../platform/paged-query.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import { assertKeepsAnAdmin } from '../schools/index.ts';
import { type Change, type Member, recordChange, type TimelineEntryRow } from './service.ts';

/**
 * A member's roles from their profile (spec 1 §2 Profile roles modal and timeline modal,
 * §3 User role and Timeline entry, §4 User and roles): timelines, role change requests and
 * their decision, and role removal.
 */

/** The member's role `roleId` in the request's school, or 404. */
export function memberRole(member: Member, roleId: number): UserRoleRow {
  const role = member.roles.find((r) => r.id === roleId);
  if (!role) throw notFound();
  return role;
}

// Timeline.

export async function getTimeline(db: Db, roleId: number): Promise<TimelineEntryRow[]> {
  return db
    .select()
    .from(timelineEntries)
    .where(eq(timelineEntries.userRoleId, roleId))
    .orderBy(asc(timelineEntries.kind), asc(timelineEntries.id));
}

/**
 * Replaces a role's timeline: every entry must point at one of the member's own educations
 * or work experiences, each kind once (400 `{"entries.<i>.<field>"}` otherwise, nothing
 * changed). Returns the new entries.
 */
export async function replaceTimeline(
  db: Db,
  change: Change,
  role: UserRoleRow,
  input: z.infer<typeof TimelineUpdateSchema>,
  locale: Locale,
): Promise<TimelineEntryRow[]> {
  const [ownEducations, ownExperiences] = await inSequence([
    db.select({ id: educations.id }).from(educations).where(eq(educations.userId, change.userId)),
    db
      .select({ id: workExperiences.id })
      .from(workExperiences)
      .where(eq(workExperiences.userId, change.userId)),
  ]);
  const issues = timelineIssues(locale, input.entries, {
    educations: ownEducations.map((r) => r.id),
    experiences: ownExperiences.map((r) => r.id),
  });
  if (Object.keys(issues).length) throw badRequest(issues);
  return db.transaction(async (tx) => {
    await tx.delete(timelineEntries).where(eq(timelineEntries.userRoleId, role.id));
    const rows = input.entries.length
      ? await tx
          .insert(timelineEntries)
          .values(
            input.entries.map((e) => ({
              userRoleId: role.id,
              kind: e.kind,
              educationId: e.education ?? null,
              workExperienceId: e.work_experience ?? null,
            })),
          )
          .returning()
      : [];
    await recordChange(
      tx,
      change,
      'timeline_updated',
      { role: role.id, entries: rows.length },
      { touch: true },
    );
    return rows.sort((a, b) => a.kind - b.kind);
  });
}

// Role change requests.

/** 400 `{"degree"}` / `{"campus"}` unless the ids (when given) belong to `school`. */
async function assertSchoolChoices(
  db: Db,
  school: SchoolRow,
  input: { degree?: number | null | undefined; campus?: number | null | undefined },
  locale: Locale,
): Promise<void> {
  const invalid = VALIDATION_MESSAGES[locale].invalidChoice;
  const [degree, campus] = await inSequence([
    input.degree == null
      ? null
      : db
          .select({ id: degrees.id })
          .from(degrees)
          .where(and(eq(degrees.id, input.degree), eq(degrees.schoolId, school.id))),
    input.campus == null
      ? null
      : db
          .select({ id: campuses.id })
          .from(campuses)
          .where(and(eq(campuses.id, input.campus), eq(campuses.schoolId, school.id))),
  ]);
  const issues: Record<string, string[]> = {};
  if (degree && !degree.length) issues.degree = [invalid];
  if (campus && !campus.length) issues.campus = [invalid];
  if (Object.keys(issues).length) throw badRequest(issues);
}

/** Whether the school has degrees (the request then needs one). */
export async function schoolHasDegrees(db: Db, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: degrees.id })
    .from(degrees)
    .where(eq(degrees.schoolId, schoolId))
    .limit(1);
  return Boolean(row);
}

/**
 * Asks for a new degree, graduation year and campus on one of the member's roles (spec 1
 * §4): degree and campus must be the school's, the request must change something, and a
 * role holds one pending request at a time (400 `{"detail"}` otherwise). Flags the role
 * `has_pending_change`. Returns the request with its role and user.
 */
export async function requestRoleChange(
  db: Db,
  change: Change,
  school: SchoolRow,
  role: UserRoleRow,
  input: RoleChangeRequestInput,
  locale: Locale,
) {
  await assertSchoolChoices(db, school, input, locale);
  const requested = {
    degree: input.degree ?? null,
    graduation_year: input.graduation_year,
    campus: input.campus ?? null,
  };
  const current = {
    degree: role.degreeId,
    graduation_year: role.graduationYear,
    campus: role.campusId,
  };
  if (!roleChangeDiffers(current, requested)) {
    throw badRequest({ non_field_errors: [PROFILE_MESSAGES[locale].changeIsEmpty] });
  }
  const id = await db.transaction(async (tx) => {
    // Flagging first serialises concurrent requests on the role: the second finds it set.
    const [flagged] = await tx
      .update(userRoles)
      .set({ hasPendingChange: true })
      .where(and(eq(userRoles.id, role.id), eq(userRoles.hasPendingChange, false)))
      .returning({ id: userRoles.id });
    if (!flagged) throw badRequest({ detail: PROFILE_MESSAGES[locale].changeAlreadyPending });
    const [row] = await tx
      .insert(roleChangeRequests)
      .values({
        userRoleId: role.id,
        schoolId: school.id,
        degreeId: requested.degree,
        graduationYear: requested.graduation_year,
        campusId: requested.campus,
      })
      .returning({ id: roleChangeRequests.id });
    if (!row) throw new Error('role change request insert returned nothing');
    await recordChange(
      tx,
      change,
      'role_change_requested',
      { role: role.id, request: row.id, ...requested },
      { touch: false },
    );
    return row.id;
  });
  return getRoleChangeRequest(db, school.id, id);
}

const requestColumns = {
  request: roleChangeRequests,
  role: userRoles,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

/** A request of `schoolId` with its role and user, or 404. */
export async function getRoleChangeRequest(db: Db, schoolId: number, id: number) {
  const [row] = await db
    .select(requestColumns)
    .from(roleChangeRequests)
    .innerJoin(userRoles, eq(userRoles.id, roleChangeRequests.userRoleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(roleChangeRequests.id, id), eq(roleChangeRequests.schoolId, schoolId)));
  if (!row) throw notFound();
  return row;
}
export type RoleChangeRequestView = Awaited<ReturnType<typeof getRoleChangeRequest>>;

const requestsIn = (schoolId: number, status: 'pending' | 'accepted' | 'refused') =>
  and(eq(roleChangeRequests.schoolId, schoolId), eq(roleChangeRequests.status, status));

/** How many role change requests of `school` wait for validation: part of the `userrole` counter. */
export async function countPendingRoleChanges(db: Db, school: SchoolRow): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(roleChangeRequests)
    .where(requestsIn(school.id, 'pending'));
  return total?.n ?? 0;
}

/** One page of the school's requests in `status`: pending ones oldest first, decided newest first. */
export async function listRoleChangeRequests(
  db: Db,
  schoolId: number,
  status: 'pending' | 'accepted' | 'refused',
  page: { page: number; pageSize: number },
) {
  const where = requestsIn(schoolId, status);
  return pagedQuery(
    { page: page.page, page_size: page.pageSize },
    db
      .select(requestColumns)
      .from(roleChangeRequests)
      .innerJoin(userRoles, eq(userRoles.id, roleChangeRequests.userRoleId))
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(where)
      .orderBy(
        status === 'pending'
          ? asc(roleChangeRequests.createdAt)
          : desc(roleChangeRequests.decidedAt),
        asc(roleChangeRequests.id),
      )
      .$dynamic(),
    db.select({ count: count() }).from(roleChangeRequests).where(where),
  );
}

/**
 * Accepts (the role takes the requested degree, year and campus) or refuses a pending
 * request of `school`; either way the role's flag is cleared and the member's profile logs
 * the decision. 404 for another school's or an already decided request; 409 `{"detail"}`
 * when another validator decided it between this one's read and write.
 */
export async function decideRoleChange(
  db: Db,
  actor: Actor,
  input: { id: number; decision: 'accept' | 'refuse' },
) {
  const { school } = actor;
  const { id, decision } = input;
  const actorId = actor.user.id;
  const [pending] = await db
    .select({ id: roleChangeRequests.id })
    .from(roleChangeRequests)
    .where(
      and(
        eq(roleChangeRequests.id, id),
        eq(roleChangeRequests.schoolId, school.id),
        eq(roleChangeRequests.status, 'pending'),
      ),
    );
  if (!pending) throw notFound();
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(roleChangeRequests)
      .set({
        status: decision === 'accept' ? 'accepted' : 'refused',
        decidedBy: actorId,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(roleChangeRequests.id, id),
          eq(roleChangeRequests.schoolId, school.id),
          eq(roleChangeRequests.status, 'pending'),
        ),
      )
      .returning();
    // Pending a moment ago: another validator decided it meanwhile.
    if (!request) throw conflict(messagesFor(actor.locale).changedMeanwhile);
    const [role] = await tx
      .update(userRoles)
      .set({
        hasPendingChange: false,
        ...(decision === 'accept'
          ? {
              degreeId: request.degreeId,
              graduationYear: request.graduationYear,
              campusId: request.campusId,
            }
          : {}),
      })
      .where(and(eq(userRoles.id, request.userRoleId), eq(userRoles.schoolId, school.id)))
      .returning();
    if (!role) throw notFound();
    await recordChange(
      tx,
      { schoolId: school.id, userId: role.userId, actorId },
      decision === 'accept' ? 'role_change_accepted' : 'role_change_refused',
      {
        role: role.id,
        request: request.id,
        degree: request.degreeId,
        graduation_year: request.graduationYear,
        campus: request.campusId,
      },
      { touch: false },
    );
  });
  return getRoleChangeRequest(db, school.id, id);
}

// Removing a role.

/**
 * Deletes one of the member's roles in the school (spec 1 §4 "Deleting a role also detaches
 * the current education: it becomes mutable and loses its role"). The member must keep a
 * role in the school unless a school admin removes it (400 `{"detail"}`). The school keeps an
 * active admin (issue 31): removing the last active admin role is refused, 409 `{"detail"}`,
 * decided under the admin role's row lock (schools' assertKeepsAnAdmin). Its timeline and
 * change requests go with it.
 */
export async function deleteRole(
  db: Db,
  change: Change,
  member: Member,
  role: UserRoleRow,
  opts: { admin: boolean; locale: Locale },
): Promise<void> {
  if (!opts.admin && member.roles.length <= 1) {
    throw new HttpError(400, { detail: PROFILE_MESSAGES[opts.locale].lastRoleInSchool });
  }
  await db.transaction(async (tx) => {
    if (role.role === ROLE.SchoolAdmin) await assertKeepsAnAdmin(tx, change.schoolId, [role.id]);
    const detached = await tx
      .update(educations)
      .set({ isImmutable: false, userRoleId: null, updatedAt: new Date() })
      .where(eq(educations.userRoleId, role.id))
      .returning({ id: educations.id });
    const [deleted] = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.id, role.id), eq(userRoles.schoolId, change.schoolId)))
      .returning({ id: userRoles.id });
    if (!deleted) throw notFound();
    if (!opts.admin) {
      const [left] = await tx
        .select({ n: count() })
        .from(userRoles)
        .where(
          and(
            eq(userRoles.userId, member.user.id),
            eq(userRoles.schoolId, change.schoolId),
            isNull(userRoles.refusedAt),
          ),
        );
      if (!left?.n) {
        throw new HttpError(400, { detail: PROFILE_MESSAGES[opts.locale].lastRoleInSchool });
      }
    }
    await recordChange(
      tx,
      change,
      'role_deleted',
      {
        role: role.id,
        code: role.role,
        detached_educations: detached.map((e) => e.id),
      },
      { touch: false },
    );
  });
}
