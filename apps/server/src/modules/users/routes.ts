import {
  fastifyPath,
  hasRoleInSchool,
  MeResponses,
  PasswordChangeBodySchema,
  PasswordChangeResponses,
  PersonalDataBodySchema,
  PingResponses,
  SessionResponses,
  SettingsBodySchema,
  SettingsResponses,
  UpdateMeResponses,
  USER_PATHS,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { loadAuthUser, requireSignedIn, requireUser } from '../../platform/authentication.ts';
import { requestLocale } from '../../platform/locale.ts';
import { messagesFor } from '../../platform/messages.ts';
import { authorize, type SignedInPolicyContext } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { SESSION_COOKIE } from '../../platform/sessions.ts';
import { presentCurrentUser } from './me.ts';
import { presentUserSchoolSettings } from './presenters.ts';
import {
  changePassword,
  getUserSchoolSettings,
  updatePersonalData,
  updateUserSchoolSettings,
} from './service.ts';

/** Profile and settings belong to users holding a role in the school (spec 2 §6 Menu visibility). */
const memberOfSchool = ({ user, permissionSchool }: SignedInPolicyContext) =>
  hasRoleInSchool(user, permissionSchool);

/** Current-user routes (spec 2 §7). */
export const usersRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /** GET /api/users/me/: the signed-in user's fields (spec 2 §7); 401 `{"detail"}` when signed out. */
  app.get(
    fastifyPath(USER_PATHS.me),
    { schema: { tags: ['users'], summary: 'The current user', response: MeResponses } },
    async (request) => {
      const user = await requireUser(request);
      return await presentCurrentUser(request, db, user, mediaUrl);
    },
  );

  /**
   * GET /api/auth/session/: `{user}` with the signed-in user's fields as `/api/users/me/`
   * gives them, or `{user: null}` when signed out (never 401: the web asks on every page
   * load, and an anonymous visitor is not an error). Here rather than in the auth module
   * because it presents the users module's payload.
   */
  app.get(
    fastifyPath(USER_PATHS.session),
    {
      schema: { tags: ['users'], summary: 'Who the visitor is', response: SessionResponses },
    },
    async (request) => {
      const user = await request.currentUser();
      if (!user) return { user: null };
      return {
        user: await presentCurrentUser(request, db, user, mediaUrl),
      };
    },
  );

  /** GET /api/users/ping/: cheap authentication check; `{id}` or 401. */
  app.get(
    fastifyPath(USER_PATHS.ping),
    { schema: { tags: ['users'], summary: 'Authentication check', response: PingResponses } },
    async (request) => ({ id: (await requireUser(request)).id }),
  );

  /** PATCH /api/users/me/: saves personal data (spec 1 §5 Profile); 400 per field; returns the user. */
  app.patch(
    fastifyPath(USER_PATHS.me),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['users'],
        summary: 'Update personal data',
        body: PersonalDataBodySchema,
        response: UpdateMeResponses,
      },
    },
    async (request) => {
      const { authUser } = await authorize(request, db, memberOfSchool);
      await updatePersonalData(db, authUser.id, request.body);
      const user = (await loadAuthUser(db, authUser.id)) ?? authUser;
      return await presentCurrentUser(request, db, user, mediaUrl);
    },
  );

  /**
   * POST /api/users/me/password/ `{current_password, password, password_confirm}`: changes
   * the password and ends the user's other sessions; 400 for a wrong current password.
   */
  app.post(
    fastifyPath(USER_PATHS.password),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['users'],
        summary: 'Change password',
        body: PasswordChangeBodySchema,
        response: PasswordChangeResponses,
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      // Any signed-in user changes their own password; through the policy gate, so that an
      // admin's change is audited like their other writes (platform/audit.ts: no hash logged).
      const { authUser: user } = await authorize(request, db, () => true);
      await changePassword(db, user, request.body, request.cookies[SESSION_COOKIE], locale);
      return { detail: messagesFor(locale).passwordUpdated };
    },
  );

  /** GET /api/users/me/settings/: the user's settings in this school (spec 1 §3 User school settings). */
  app.get(
    fastifyPath(USER_PATHS.settings),
    {
      schema: {
        tags: ['users'],
        summary: 'My settings in this school',
        response: SettingsResponses,
      },
    },
    async (request) => {
      const { authUser, school } = await authorize(request, db, memberOfSchool);
      return presentUserSchoolSettings(await getUserSchoolSettings(db, authUser.id, school.id));
    },
  );

  /** PATCH /api/users/me/settings/: saves any subset of the settings; returns them all. */
  app.patch(
    fastifyPath(USER_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['users'],
        summary: 'Update my settings in this school',
        body: SettingsBodySchema,
        response: SettingsResponses,
      },
    },
    async (request) => {
      const { authUser, school } = await authorize(request, db, memberOfSchool);
      return presentUserSchoolSettings(
        await updateUserSchoolSettings(db, authUser.id, school.id, request.body),
      );
    },
  );
};
