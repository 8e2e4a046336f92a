import {
  fastifyPath,
  MyReportsQuerySchema,
  REPORT_PATHS,
  ReportBodySchema,
  ReportListQuerySchema,
  ReportListResponses,
  ReportParamsSchema,
  ReportResponses,
  ReportStatusBodySchema,
  ReportStatusResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../platform/actor.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { fileReport } from './filing.ts';
import { canChangeStatusOf, canReport, isModerator } from './policy.ts';
import { presentReport } from './presenters.ts';
import { pendingReportsQueue } from './queue.ts';
import { changeReportStatus, listReportsOf, type ReportFilter, type ReportRow } from './service.ts';

export interface ReportsOptions {
  db: Db;
  mediaUrl: MediaUrl;
}

/**
 * Reports and blocks (spec 1 §3 Report, §4 Reports; issue "Feed, reports…"): members report
 * a member or a post; a user report is accepted at once and blocks the member for its author
 * only; a post report waits for a moderator (super user, school admin, Report validator) where
 * the school validates reports (`validate_report`), else it is accepted at once; an accepted
 * post report hides the post for everyone until a refusal shows it again.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  app.validationQueues.register(pendingReportsQueue);
  const present = (actor: Actor, row: ReportRow) =>
    presentReport(row, canChangeStatusOf(actor, row), mediaUrl);

  /** A page of the school's reports matching `filter`, as `{count, next, previous, results}`. */
  async function reportPage(
    actor: Actor,
    url: string,
    query: { page: number; page_size: number },
    filter: ReportFilter,
  ) {
    const { rows, count } = await listReportsOf(db, actor, {
      ...filter,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      count,
      ...pageLinks(url, query.page, query.page_size, count),
      results: rows.map((row) => present(actor, row)),
    };
  }

  /**
   * POST /api/reports/ `{type: "user"|"post", object_id, reasons, description}`: a member of
   * the school reports a member of it or one of its posts they can see. A user report is
   * `accepted` at once (the reporter stops seeing that member's posts and comments); a post
   * report is `pending` and the validators' counters go up where the school validates reports,
   * else `accepted` and the post hidden for everyone at once. 201 with the report; 400 per
   * field, or `{"non_field_errors"}` for oneself, one's own post, or a report already open;
   * 404 `{"detail"}` for nothing of that id in this school; 401, 403.
   */
  app.post(
    fastifyPath(REPORT_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['reports'],
        summary: 'Report a member or a post',
        body: ReportBodySchema,
        response: ReportResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReport);
      const { report } = await fileReport(db, actor, request.body);
      return reply.status(201).send(present(actor, report));
    },
  );

  /**
   * GET /api/reports/?status=&type=&page=&page_size=: the school's reports, newest first, for
   * moderators (super users, school admins, and Report validators where the school validates
   * reports); 403 for others. 200
   * `{count, next, previous, results}`.
   */
  app.get(
    fastifyPath(REPORT_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['reports'],
        summary: "The school's reports (moderators)",
        querystring: ReportListQuerySchema,
        response: ReportListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, isModerator);
      const { query } = request;
      return reportPage(actor, request.url, query, {
        ...(query.status ? { status: query.status } : {}),
        ...(query.type ? { type: query.type } : {}),
      });
    },
  );

  /**
   * GET /api/reports/mine/?page=&page_size=: the signed-in member's own reports in this
   * school (settings tab "reports and blocks"; a block is a user report with status
   * `accepted`). 200 `{count, next, previous, results}`; 401, 403.
   */
  app.get(
    fastifyPath(REPORT_PATHS.mine),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['reports'],
        summary: 'My reports and blocks',
        querystring: MyReportsQuerySchema,
        response: ReportListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReport);
      return reportPage(actor, request.url, request.query, { mine: true });
    },
  );

  /**
   * PATCH /api/reports/{id}/ `{status}`: a moderator gives any other status at any time; the
   * report's author may only withdraw it (`cancelled`) while pending or accepted, which also
   * lifts their block. Accepting a post report hides the post for everyone, refusing it
   * afterwards shows it again; the post's author and the reporter are notified and the
   * validators' counters follow. With `expected_status` (the status the decider saw), 409
   * `{"detail"}` when someone changed the report meanwhile; two decisions at once take
   * turns on the report's row lock. 200 with the report; 400 `{"status"}`; 401; 403 for
   * anyone else (a member, a validator of other scopes); 404 for another school's report.
   */
  app.patch(
    fastifyPath(REPORT_PATHS.report),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['reports'],
        summary: "Change a report's status",
        params: ReportParamsSchema,
        body: ReportStatusBodySchema,
        response: ReportStatusResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReport);
      const { body } = request;
      const { report } = await changeReportStatus(db, actor, {
        id: request.params.id,
        status: body.status,
        expectedStatus: body.expected_status,
      });
      return present(actor, report);
    },
  );
};
