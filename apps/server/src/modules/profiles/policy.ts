import {
  canValidateUsers,
  hasPermission,
  isOwnerAllowed,
  isSchoolAdmin,
  isSuperUser,
  PERMISSION_VIEWS,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../platform/authentication.ts';
import { notFound } from '../../platform/errors.ts';
import { authorize, type SignedInPolicyContext } from '../../platform/policy.ts';
import { type Change, findMember, type Member } from './service.ts';

/**
 * Who may do what with a profile (spec 2 §6 on the domain engine). Every predicate takes
 * the member already found in the request's school, so the tenant check comes first: a
 * member of another school is 404 before anyone asks whether the viewer may see them.
 */

type Ctx = SignedInPolicyContext;

/** An external recruiter of this school (and not its admin): sees consenting members only. */
export const isRecruiterViewer = (ctx: Ctx) =>
  !isSchoolAdmin(ctx.user, ctx.permissionSchool) &&
  ctx.authUser.roles.some((r) => r.schoolId === ctx.school.id && r.isActive && r.isRecruiter);

/**
 * View a profile: its owner, super users, and members with the user-list permission; an
 * external recruiter only when the member is `visible_to_recruiters` in this school
 * (spec 2 §6 "External recruiters see only directory profiles that agreed to be public").
 */
export const canViewProfile = (ctx: Ctx, member: Member) =>
  ctx.user.id === member.user.id ||
  isSuperUser(ctx.user) ||
  (hasPermission(ctx.user, ctx.permissionSchool, PERMISSION_VIEWS.userList) &&
    (!isRecruiterViewer(ctx) || member.visibleToRecruiters));

/**
 * Whether the member exists for the viewer at all: members see those visibleMemberRole
 * lets through; a registrant waiting for validation shows only to themselves, super users
 * and those who decide registrations (school admins, validators of scope User).
 */
export const seesMember = (ctx: Ctx, member: Member) =>
  member.visibleToMembers ||
  ctx.user.id === member.user.id ||
  isSuperUser(ctx.user) ||
  canValidateUsers(ctx.user, ctx.permissionSchool);

/** The owner or a school admin: salary and statistics fields, timeline, logs, removing a role. */
export const isOwnerOrAdmin = (ctx: Ctx, member: Member) =>
  ctx.user.id === member.user.id || isSchoolAdmin(ctx.user, ctx.permissionSchool);

/** Edit the profile's items: the owner check of spec 2 §6 (owner, super user, superowner_allowed). */
export const canEditProfile = (ctx: Ctx, member: Member) =>
  isOwnerAllowed(ctx.user, ctx.permissionSchool, member.user.id, PERMISSION_VIEWS.userList);

/** Pictures and timeline: whoever edits the profile, and school admins. */
export const canManageProfile = (ctx: Ctx, member: Member) =>
  canEditProfile(ctx, member) || isOwnerOrAdmin(ctx, member);

/** Ask for a change of degree, year or campus on a role: its owner only. */
export const canRequestRoleChange = (ctx: Ctx, member: Member) => ctx.user.id === member.user.id;

/**
 * Validate the school's profile changes (declared educations, role change requests; the
 * "Roles" tab of the validations centre): school admins and validators of scope User.
 */
export const canValidateProfiles = (ctx: Ctx) => canValidateUsers(ctx.user, ctx.permissionSchool);

/**
 * See an education that waits for validation (spec 1 §4): its owner, and those who
 * validate it (the school it was declared for).
 */
export const seesPendingEducation = (ctx: Ctx, member: Member, educationSchoolId: number | null) =>
  ctx.user.id === member.user.id ||
  (educationSchoolId === ctx.school.id && canValidateProfiles(ctx));

/**
 * The gate of every `/users/{id}/…` route: 401 signed out, then 404 unless user `userId`
 * holds a role in the request's school that the viewer may see (seesMember) or is the caller
 * (their own profile, also where they hold no role: a super user's), then 403 unless
 * `allowed`. Returns the policy context and the member.
 */
export async function authorizeOnMember(
  request: FastifyRequest,
  db: Db,
  userId: number,
  allowed: (ctx: Ctx, member: Member) => boolean,
): Promise<{ ctx: Ctx; member: Member }> {
  const caller = await requireUser(request);
  const school = await request.school();
  const member = await findMember(db, school, userId, { self: caller.id === userId });
  // A member hidden from the viewer is not found (404), whatever `allowed` would say.
  const ctx = await authorize(request, db, (c) => !seesMember(c, member) || allowed(c, member));
  if (!seesMember(ctx, member)) throw notFound();
  return { ctx, member };
}

/** The change a signed-in actor makes to a member's profile from the request's school. */
export const changeOf = (ctx: Ctx, member: Member): Change => ({
  schoolId: ctx.school.id,
  userId: member.user.id,
  actorId: ctx.authUser.id,
});
