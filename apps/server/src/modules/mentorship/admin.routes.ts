import {
  fastifyPath,
  MENTORSHIP_PATHS,
  MentorSearchQuerySchema,
  MentorSearchResponses,
  MentorStatsExportQuerySchema,
  MentorStatsExportResponses,
  MentorStatsQuerySchema,
  MentorStatsResponses,
  MentorshipSettingsResponses,
  MentorshipSettingsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { acrossSchools } from '../../platform/request-scope.ts';
import { myPendingCount, searchMentors } from './mentors.service.ts';
import { canMentor, canReadMentorStats, canSetMentorship } from './policy.ts';
import { presentMentorCard } from './presenters.ts';
import { getMentorshipSettings, saveMentorshipSettings } from './settings.service.ts';
import { mentorStats, mentorStatsCsv } from './stats.service.ts';

/**
 * The mentor search (issue 33 item 2), the school's mentorship settings (item 1, school
 * admins) and the mentor statistics of every school (item 5, super users).
 */
export const mentorsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/mentorship/mentors/?type=&degree_id=&sector=&city=&graduation_year=&q=&page=: the
   * school's mentors matching the filters, by name, each with their capacity, accepted mentees,
   * `full` and the viewer's open match with them; `my_pending` the viewer's pending requests.
   * 200 a page; 400 per field; 401; 403 without the mentorship view.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.mentors),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['mentorship'],
        summary: 'Search mentors',
        querystring: MentorSearchQuerySchema,
        response: MentorSearchResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canMentor);
      const { query } = request;
      const { rows, count } = await searchMentors(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentMentorCard(row, mediaUrl)),
        my_pending: await myPendingCount(db, actor),
      };
    },
  );

  /** GET /api/school-settings/mentorship/: the cap and the validation flag. 200; 401; 403. */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "The school's mentorship settings",
        response: MentorshipSettingsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canSetMentorship);
      return getMentorshipSettings(db, actor.school.id);
    },
  );

  /**
   * PUT /api/school-settings/mentorship/ `{max_mentees_per_mentor: 1..50|null,
   * validate_mentorship}`: saves them (turning validation off lets the waiting requests
   * through). 200 as saved; 400 per field; 401; 403 for anyone but the school's admins.
   */
  app.put(
    fastifyPath(MENTORSHIP_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Save the school's mentorship settings",
        body: MentorshipSettingsSchema,
        response: MentorshipSettingsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canSetMentorship);
      return saveMentorshipSettings(db, actor, request.body);
    },
  );

  /**
   * GET /api/superadmin/mentor-stats/?school_id=&page=&page_size=: per mentor and school, the
   * requests, accepted, refused, timed out and the median response time in hours, over every
   * school (the audited platform-wide path). 200 a page; 400; 401; 403 for all but super users.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.stats),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['superadmin'],
        summary: 'Mentor statistics (super users)',
        querystring: MentorStatsQuerySchema,
        response: MentorStatsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadMentorStats);
      const { query } = request;
      const { rows, count } = await acrossSchools(
        request,
        db,
        'mentor stats: super-user read',
        actor.user.id,
        (tx) => mentorStats(tx, query, mediaUrl),
      );
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows,
      };
    },
  );

  /**
   * GET /api/superadmin/mentor-stats/export/?school_id=&lang=: the same as a CSV download
   * (`;`, headers in `lang`, else the request's language). 200; 400; 401; 403.
   */
  app.get(
    fastifyPath(MENTORSHIP_PATHS.statsExport),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['superadmin'],
        summary: 'Download the mentor statistics (CSV, super users)',
        querystring: MentorStatsExportQuerySchema,
        response: MentorStatsExportResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadMentorStats);
      const { fileName, csv } = await acrossSchools(
        request,
        db,
        'mentor stats export: super-user read',
        actor.user.id,
        (tx) => mentorStatsCsv(tx, request.query.school_id, request.query.lang ?? actor.locale),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );
};
