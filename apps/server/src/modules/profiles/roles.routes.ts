import {
  fastifyPath,
  isSchoolAdmin,
  PROFILE_PATHS,
  ProfileRoleDeletedResponses,
  ProfileRoleParamsSchema,
  RoleChangeBodySchema,
  RoleChangeDecisionParamsSchema,
  RoleChangeDecisionResponses,
  RoleChangeListQuerySchema,
  RoleChangeListResponses,
  RoleChangeResponses,
  roleChangeRequestSchema,
  TimelineBodySchema,
  TimelineResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { parseInput } from '../../platform/contract.ts';
import { requestLocale } from '../../platform/locale.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { ProfilesOptions } from './options.ts';
import {
  authorizeOnMember,
  canManageProfile,
  canRequestRoleChange,
  canValidateProfiles,
  changeOf,
  isOwnerOrAdmin,
} from './policy.ts';
import { presentRoleChangeRequest, presentTimelineEntry } from './presenters.ts';
import {
  decideRoleChange,
  deleteRole,
  getTimeline,
  listRoleChangeRequests,
  memberRole,
  replaceTimeline,
  requestRoleChange,
  schoolHasDegrees,
} from './roles.service.ts';

/**
 * A member's roles from the profile (spec 1 §2 Profile roles modal and timeline modal, §3
 * User role and Timeline entry, §4 User and roles) and the "Roles" tab of the validations
 * centre (role change requests).
 */
export const rolesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, { db }) => {
  /**
   * GET /api/users/{id}/roles/{roleId}/timeline/ (owner and admins): the role's timeline
   * `{role, entries: [{kind, education, work_experience}]}`, kinds Current 0, Before 1,
   * After6 2, After24 3, LatestWorkExp 4, MaxDegreeType 5. 404 for a role not in this school.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.timeline),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "A role's timeline",
        params: ProfileRoleParamsSchema,
        response: TimelineResponses,
      },
    },
    async (request) => {
      const { member } = await authorizeOnMember(request, db, request.params.id, canManageProfile);
      const role = memberRole(member, request.params.roleId);
      return { role: role.id, entries: (await getTimeline(db, role.id)).map(presentTimelineEntry) };
    },
  );

  /**
   * PUT /api/users/{id}/roles/{roleId}/timeline/ `{entries: [{kind, education |
   * work_experience}]}` (owner and admins): replaces the role's timeline. Each entry points
   * at one of THIS member's educations or experiences, each kind once; otherwise 400
   * `{"entries.<i>.<field>"}` and nothing changes. 200 with the new timeline.
   */
  app.put(
    fastifyPath(PROFILE_PATHS.timeline),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "Replace a role's timeline",
        params: ProfileRoleParamsSchema,
        body: TimelineBodySchema,
        response: TimelineResponses,
      },
    },
    async (request) => {
      const params = request.params;
      const { ctx, member } = await authorizeOnMember(request, db, params.id, canManageProfile);
      const role = memberRole(member, params.roleId);
      const rows = await replaceTimeline(
        db,
        changeOf(ctx, member),
        role,
        request.body,
        requestLocale(request),
      );
      return { role: role.id, entries: rows.map(presentTimelineEntry) };
    },
  );

  /**
   * POST /api/users/{id}/roles/{roleId}/change-requests/ `{degree, graduation_year, campus}`
   * (the owner; roles modal): asks the school to change the role's degree, year or campus.
   * Degree and campus must be the school's (required when it has some), the year in the
   * selector's range; one pending request per role (400 `{"detail"}`), and it must change
   * something (400 `{"non_field_errors"}`). 201 with the request; the role shows
   * `has_pending_change`. The route schema (RoleChangeBodySchema) checks the fields' types
   * and ids; which are required depends on the school, so the handler parses the body
   * again with roleChangeRequestSchema for this school (parseInput), which also checks the
   * year's range and names every missing field at once.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.roleChangeRequests),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Ask for a change of degree, year or campus',
        params: ProfileRoleParamsSchema,
        body: RoleChangeBodySchema,
        response: RoleChangeResponses,
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const params = request.params;
      const { ctx, member } = await authorizeOnMember(request, db, params.id, canRequestRoleChange);
      const role = memberRole(member, params.roleId);
      const schema = roleChangeRequestSchema({
        today: new Date(),
        campusRequired: ctx.school.hasCampus,
        degreeRequired: await schoolHasDegrees(db, ctx.school.id),
      });
      const input = parseInput(schema, request.body);
      const row = await requestRoleChange(
        db,
        changeOf(ctx, member),
        ctx.school,
        role,
        input,
        locale,
      );
      await ctx.emit(db, 'role_change.requested', { requestId: row.request.id });
      return reply.status(201).send(presentRoleChangeRequest(row));
    },
  );

  /**
   * GET /api/role-change-requests/?status=pending|accepted|refused&page=&page_size= (school
   * admins and validators of scope User): the school's requests in that status, `{count,
   * next, previous, results: [{id, status, user, role, requested, …}]}`; 401, 403.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.pendingRoleChanges),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Role change requests of this school',
        querystring: RoleChangeListQuerySchema,
        response: RoleChangeListResponses,
      },
    },
    async (request) => {
      const { school } = await authorize(request, db, canValidateProfiles);
      const { page, page_size: pageSize, status } = request.query;
      const { count, rows } = await listRoleChangeRequests(db, school.id, status, {
        page,
        pageSize,
      });
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: rows.map(presentRoleChangeRequest),
      };
    },
  );

  /**
   * POST /api/role-change-requests/{id}/accept/ or /refuse/ (school admins and User
   * validators): accepting applies the requested degree, year and campus to the role;
   * either way the role's pending flag is cleared and the profile logs it. 200 with the
   * request; 404 for another school's or an already decided one; 409 when another
   * validator decided it meanwhile.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.roleChangeDecision),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Accept or refuse a role change request',
        params: RoleChangeDecisionParamsSchema,
        response: RoleChangeDecisionResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateProfiles);
      const decided = await decideRoleChange(db, actor, request.params);
      await actor.emit(db, 'role_change.decided', {
        requestId: request.params.id,
        decision: request.params.decision,
      });
      return presentRoleChangeRequest(decided);
    },
  );

  /**
   * DELETE /api/users/{id}/roles/{roleId}/ (the owner or a school admin): removes the role
   * and detaches its education (spec 1 §4: it becomes mutable and loses its role). A member
   * keeps at least one role in the school unless an admin removes it (400 `{"detail"}`), and
   * the school its last active admin (409 `{"detail"}`, issue 31). 204; 401, 403, 404.
   */
  app.delete(
    fastifyPath(PROFILE_PATHS.role),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: 'Remove a role',
        params: ProfileRoleParamsSchema,
        response: ProfileRoleDeletedResponses,
      },
    },
    async (request, reply) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        isOwnerOrAdmin,
      );
      const role = memberRole(member, request.params.roleId);
      await deleteRole(db, changeOf(ctx, member), member, role, {
        admin: isSchoolAdmin(ctx.user, ctx.permissionSchool),
        locale: requestLocale(request),
      });
      return reply.status(204).send(null);
    },
  );
};
