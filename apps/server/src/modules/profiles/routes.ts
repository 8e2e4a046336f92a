import {
  fastifyPath,
  hasRoleInSchool,
  isSchoolAdmin,
  PROFILE_PATHS,
  ProfileLogListResponses,
  ProfileMuteResponses,
  ProfilePageQuerySchema,
  ProfileResponses,
  ProfileUserParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { fieldViewerKind, hiddenFields } from '../../platform/field-visibility.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { documentsRoutes } from './documents.routes.ts';
import { educationsRoutes } from './educations.routes.ts';
import { experienceListUsers } from './experience-lists.ts';
import { experiencesRoutes } from './experiences.routes.ts';
import { itemsRoutes } from './items.routes.ts';
import type { ProfilesOptions } from './options.ts';
import { picturesRoutes } from './pictures.routes.ts';
import {
  authorizeOnMember,
  canEditProfile,
  canValidateProfiles,
  canViewProfile,
  isOwnerOrAdmin,
  isRecruiterViewer,
  seesPendingEducation,
} from './policy.ts';
import { presentLog, presentProfile } from './presenters.ts';
import { declaredEducationsQueue, roleChangesQueue } from './queues.ts';
import { rolesRoutes } from './roles.routes.ts';
import { listLogs, loadProfile, muteProfilePrompt } from './service.ts';

/**
 * The profile API of the "Members" issue (spec 1 §2 Profile, §3 User and Profile items,
 * §4 User and roles; spec 2 §7 the two profile calls): the profile, its items, roles,
 * timeline, logs and pictures, and the validation of declared educations and role changes.
 * Every `/users/{id}/…` route finds the member in the request's school first (404 for
 * anyone else's), then asks the policy (policy.ts). Params, queries and bodies are checked
 * by the contract (`@alumni/domain` api/profiles.ts, api/profile-items.ts) before the
 * handler; an anonymous request gets 401 before any 400 (requireSignedIn).
 */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesOptions> = async (app, opts) => {
  const { db, mediaUrl } = opts;
  app.validationQueues.register(roleChangesQueue);
  app.validationQueues.register(declaredEducationsQueue);
  for (const user of experienceListUsers) app.staticListUsage.register(user);

  /**
   * GET /api/users/{id}/profile/ (spec 2 §7): the profile as the viewer may see it: header,
   * summary, roles in this school (with pending change requests), the ids of the school's
   * badges the member holds (issue 31 item 8), experiences, educations,
   * hobbies, links, timeline (owner and admins), last update, prompt mute and `can_edit`.
   * Salary and statistics fields are null except for the owner and school admins; an
   * education waiting for validation shows to its owner and the school's validators only.
   * Phone, e-mail, birth date and city as the member lets the viewer see them (issue 34 item
   * 6, platform/field-visibility.ts: null when hidden; the owner and admins see them all).
   * 401 signed out; 404 unless the user holds a role in this school; 403 without the
   * user-list permission, or for a recruiter when the member is not visible to recruiters.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.profile),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "A member's profile",
        params: ProfileUserParamsSchema,
        response: ProfileResponses,
      },
    },
    async (request) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        canViewProfile,
      );
      const privateFields = isOwnerOrAdmin(ctx, member);
      const viewer = fieldViewerKind({
        admin: isSchoolAdmin(ctx.user, ctx.permissionSchool),
        recruiter: isRecruiterViewer(ctx),
      });
      const hidden = await hiddenFields(db, [member.user.id], viewer, ctx.user.id);
      return presentProfile(
        await loadProfile(db, member, ctx.school.id),
        {
          privateFields,
          pendingChanges: privateFields || canValidateProfiles(ctx),
          seesPendingEducation: (schoolId) => seesPendingEducation(ctx, member, schoolId),
          canEdit: canEditProfile(ctx, member),
          hiddenFields: hidden.get(member.user.id) ?? new Set(),
        },
        mediaUrl,
      );
    },
  );

  /**
   * POST /api/users/me/profile-prompt/mute/ (spec 2 §2 "Closing the prompt mutes it"): sets
   * the signed-in member's `mute_profile_update`; returns `{mute_profile_update: true}`.
   * 401 signed out, 403 without a role in this school.
   */
  app.post(
    fastifyPath(PROFILE_PATHS.mutePrompt),
    {
      schema: {
        tags: ['profiles'],
        summary: 'Mute the profile-update prompt',
        response: ProfileMuteResponses,
      },
    },
    async (request) => {
      const { authUser } = await authorize(request, db, ({ user, permissionSchool }) =>
        hasRoleInSchool(user, permissionSchool),
      );
      await muteProfilePrompt(db, authUser.id);
      return { mute_profile_update: true };
    },
  );

  /**
   * GET /api/users/{id}/logs/?page=&page_size= (spec 1 §2 Profile "logs"): who changed what
   * on the member's profile from this school, newest first, `{count, next, previous,
   * results: [{id, action, detail, actor, created_at}]}`. The owner and school admins;
   * 401, 403, 404 as the profile.
   */
  app.get(
    fastifyPath(PROFILE_PATHS.logs),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['profiles'],
        summary: "A member's profile logs",
        params: ProfileUserParamsSchema,
        querystring: ProfilePageQuerySchema,
        response: ProfileLogListResponses,
      },
    },
    async (request) => {
      const { ctx, member } = await authorizeOnMember(
        request,
        db,
        request.params.id,
        isOwnerOrAdmin,
      );
      const { page, page_size: pageSize } = request.query;
      const { count, rows } = await listLogs(db, ctx.school.id, member.user.id, {
        page,
        pageSize,
      });
      return {
        count,
        ...pageLinks(request.url, page, pageSize, count),
        results: rows.map(presentLog),
      };
    },
  );

  await app.register(experiencesRoutes, opts);
  await app.register(educationsRoutes, opts);
  await app.register(itemsRoutes, opts);
  await app.register(documentsRoutes, opts);
  await app.register(rolesRoutes, opts);
  await app.register(picturesRoutes, opts);
};
