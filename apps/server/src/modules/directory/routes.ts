import {
  DirectoryQuerySchema,
  hasPermission,
  isSchoolAdmin,
  PERMISSION_VIEWS,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../schools/presenters.ts';
import { pageLinks, presentDirectoryEntry } from './presenters.ts';
import { DirectoryResponses } from './schemas.ts';
import { searchDirectory } from './service.ts';

/** The members directory (spec 1 §2 Directory, issue "Members"). */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/directory/?search=&degrees=&roles=&campus=&graduation_year=&type=&page=&page_size=
   * → `{count, next, previous, results}`. Needs the user-list permission of the school
   * (403 otherwise, 401 signed out); `type=list` (the admin list, with contact columns)
   * is for school admins. Name search ignores accents and case; lists are
   * comma-separated ids or codes; bad values give 400 per field.
   */
  app.get(
    '/directory/',
    {
      schema: {
        tags: ['directory'],
        summary: 'Search the members of this school',
        querystring: DirectoryQuerySchema,
        response: DirectoryResponses,
      },
    },
    async (request) => {
      const query = request.query;
      const { school, user, permissionSchool, authUser } = await authorize(request, db, (ctx) =>
        hasPermission(ctx.user, ctx.permissionSchool, PERMISSION_VIEWS.userList),
      );
      const admin = isSchoolAdmin(user, permissionSchool);
      if (query.type === 'list' && !admin) throw forbidden();
      const recruiter =
        !admin &&
        authUser.roles.some((r) => r.schoolId === school.id && r.isActive && r.isRecruiter);
      const page = await searchDirectory(db, school, query, { recruiter });
      return {
        count: page.count,
        ...pageLinks(request.url, query.page, query.page_size, page.count),
        results: page.users.map((u) =>
          presentDirectoryEntry(u, page.roles.get(u.id) ?? [], {
            mediaUrl,
            adminColumns: query.type === 'list',
          }),
        ),
      };
    },
  );
};
