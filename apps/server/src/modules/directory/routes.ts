import {
  API_MESSAGE_REFS,
  DIRECTORY_PATHS,
  type DirectoryMapPoint,
  DirectoryMapResponses,
  DirectoryQuerySchema,
  DirectoryResponses,
  type DirectoryType,
  directoryListedRoles,
  fastifyPath,
  hasPermission,
  isMemberMapEnabled,
  isSchoolAdmin,
  PERMISSION_VIEWS,
  RecentJoinersQuerySchema,
  RecentJoinersResponses,
  type VisibilityField,
} from '@alumni/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { fieldViewerKind, hiddenFields } from '../../platform/field-visibility.ts';
import { groupByPlace } from '../../platform/geocoding.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { badgeIdsByUser } from '../badges/index.ts';
import { presentDirectoryEntry } from './presenters.ts';
import { searchDirectory } from './search.ts';
import {
  type DirectoryUser,
  type DirectoryViewer,
  directoryCities,
  memberStatuses,
  recentJoiners,
  schoolRolesOf,
} from './service.ts';

/**
 * Who looks at the directory: the school, whether they are its admin, and whether they are
 * an external recruiter (who sees only members visible to recruiters). 401/403 through the
 * policy layer unless the user may list members (spec 2 §6 user list view).
 */
async function directoryViewer(request: FastifyRequest, db: Db, type?: DirectoryType) {
  const { school, user, permissionSchool, authUser } = await authorize(request, db, (ctx) =>
    hasPermission(ctx.user, ctx.permissionSchool, PERMISSION_VIEWS.userList),
  );
  const admin = isSchoolAdmin(user, permissionSchool);
  const recruiter =
    !admin && authUser.roles.some((r) => r.schoolId === school.id && r.isActive && r.isRecruiter);
  // Whose city the viewer sees (issue 34 item 6: each member's choice; admins see all).
  const fields = { kind: fieldViewerKind({ admin, recruiter }), userId: authUser.id };
  // Only admins get the admin list (403 below for anyone else).
  const viewer: DirectoryViewer = {
    recruiter,
    listedRoles: directoryListedRoles(permissionSchool),
    adminList: admin && type === 'list',
    fields,
  };
  return { school, admin, viewer, fields };
}

/** The member's row with the city they hide from the viewer emptied (admins see it all). */
function withoutHidden(user: DirectoryUser, hidden: Map<number, Set<VisibilityField>>) {
  return hidden.get(user.id)?.has('city') ? { ...user, city: null } : user;
}

/** The members directory and its map (spec 1 §2 Directory, issue "Members"). */
export const directoryRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/directory/?search=&degrees=&roles=&campus=&graduation_year=&badge=&type=&cursor=&page_size=
   * → `{count, count_exact, next, results}` (search.ts: keyset pages, "load more"; the count on
   * the first page, exact up to 1,000, estimated beyond). Needs the user-list permission of the school
   * (403 otherwise; 401 signed out, before the query is checked); `type=list` (the admin list:
   * every member whatever their state, with contact columns and `status`, filtered by
   * `status=`) is for school admins; the others follow the school's `show_inactive`. Name
   * search ignores accents and case; lists are comma-separated ids or codes
   * (DirectoryQuerySchema); bad values give 400 per field, in the request's language, and a
   * cursor this server did not hand out 400 `{"cursor"}`.
   */
  app.get(
    fastifyPath(DIRECTORY_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['directory'],
        summary: 'Search the members of this school',
        querystring: DirectoryQuerySchema,
        response: DirectoryResponses,
      },
    },
    async (request) => {
      const query = request.query;
      const { school, admin, viewer } = await directoryViewer(request, db, query.type);
      if (query.type === 'list' && !admin) throw forbidden();
      // The page's members come with their roles, badges and visible city (one statement).
      const page = await searchDirectory(db, school, query, viewer);
      const ids = page.users.map((u) => u.id);
      const statuses = viewer.adminList ? await memberStatuses(db, school, ids) : null;
      return {
        count: page.count,
        count_exact: page.countExact,
        next: page.next,
        results: page.users.map((u) =>
          presentDirectoryEntry(u, page.roles.get(u.id) ?? [], {
            badges: page.badges.get(u.id) ?? [],
            mediaUrl,
            admin: statuses
              ? (statuses.get(u.id) ?? { status: 'not_invited', invitedAt: null })
              : null,
          }),
        ),
      };
    },
  );

  /**
   * GET /api/directory/map/ with the directory's filters → `{count, unplaced, points}`:
   * members grouped by city and placed with the offline gazetteer (no network call).
   * 404 when the school has its map disabled (map_details.enabled or the user map flag).
   */
  app.get(
    fastifyPath(DIRECTORY_PATHS.map),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['directory'],
        summary: 'Members of this school on the map, by city',
        querystring: DirectoryQuerySchema,
        response: DirectoryMapResponses,
      },
    },
    async (request) => {
      const { school, viewer, fields } = await directoryViewer(request, db);
      const map = {
        map_details: { enabled: school.mapEnabled },
        flags: { user_map: school.userMap },
      };
      if (!isMemberMapEnabled(map)) {
        throw notFound(API_MESSAGE_REFS.mapDisabled);
      }
      const cities = await directoryCities(db, school, request.query, viewer, fields);
      const { placed, unplaced } = groupByPlace(cities, (row) => row);
      const total = (rows: typeof cities) => rows.reduce((sum, row) => sum + row.count, 0);
      const points: DirectoryMapPoint[] = placed.map(({ place, rows }) => ({
        lat: place.lat,
        lon: place.lon,
        city: place.name,
        country: place.country,
        count: total(rows),
      }));
      return { count: total(cities), unplaced: total(unplaced), points };
    },
  );

  /**
   * GET /api/directory/recent/?limit= → `{results}`: the members who joined this school
   * most recently (dashboard "recent joiners", spec 1 §2), with `joined_at`; 8 by default,
   * 24 at most (400 `{"limit"}` beyond). Same access as the directory.
   */
  app.get(
    fastifyPath(DIRECTORY_PATHS.recent),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['directory'],
        summary: 'Members who joined this school most recently',
        querystring: RecentJoinersQuerySchema,
        response: RecentJoinersResponses,
      },
    },
    async (request) => {
      const { school, viewer, fields } = await directoryViewer(request, db);
      const rows = await recentJoiners(db, school, viewer, request.query.limit);
      const ids = rows.map((r) => r.user.id);
      const hidden = await hiddenFields(db, ids, fields.kind, fields.userId);
      const roles = await schoolRolesOf(db, school, ids);
      const badges = await badgeIdsByUser(db, school.id, ids);
      return {
        results: rows.map(({ user, joinedAt }) => ({
          ...presentDirectoryEntry(withoutHidden(user, hidden), roles.get(user.id) ?? [], {
            badges: badges.get(user.id) ?? [],
            mediaUrl,
            admin: null,
          }),
          joined_at: joinedAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
