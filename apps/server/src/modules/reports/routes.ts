import {
  canChangeReportStatus,
  canModerateReports,
  hasRoleInSchool,
  initialReportStatus,
  isPostRemovedByReports,
  REPORT_MESSAGES,
  type ReportStatus,
  type ReportType,
  reportCreateSchema,
  reportStatusSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { requestLocale } from '../../platform/locale.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize, type SignedInPolicyContext } from '../../platform/policy.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { parseInput } from '../../platform/validation.ts';
import { findVisiblePost } from '../feed/index.ts';
import { presentReport } from './presenters.ts';
import { pendingReportsQueue } from './queue.ts';
import {
  MyReportsQuerySchema,
  ReportBodyDoc,
  ReportListQuerySchema,
  ReportListResponses,
  ReportParamsSchema,
  ReportResponses,
  ReportStatusBodyDoc,
} from './schemas.ts';
import {
  createReport,
  findReport,
  findReportedMember,
  hasOpenReport,
  listReports,
  postReportStatuses,
  type ReportRow,
  setReportStatus,
} from './service.ts';

export interface ReportsOptions {
  db: Db;
  mediaUrl: MediaUrl;
}

/**
 * Reports and blocks (spec 1 §3 Report, §4 Reports; issue "Feed, reports…"): members report
 * a member or a post; a user report is accepted at once and blocks the member for its author
 * only; a post report waits for a moderator (super user, school admin, Report validator),
 * whose acceptance hides the post for everyone until a refusal shows it again.
 */
export const reportsRoutes: FastifyPluginAsyncZod<ReportsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  app.validationQueues.register(pendingReportsQueue);
  const isModerator = (ctx: SignedInPolicyContext) =>
    canModerateReports(ctx.user, ctx.permissionSchool);
  /** Whether the viewer may move the report at all: moderators always, its author to withdraw it. */
  const present = (ctx: SignedInPolicyContext, row: ReportRow) =>
    presentReport(
      row,
      isModerator(ctx) ||
        (row.author.id === ctx.user.id &&
          canChangeReportStatus({ isModerator: false, isAuthor: true }, row.status, 'cancelled')),
      mediaUrl,
    );

  /** A page of the school's reports matching `filter`, as `{count, next, previous, results}`. */
  async function reportPage(
    ctx: SignedInPolicyContext,
    url: string,
    query: { page: number; page_size: number },
    filter: { status?: ReportStatus; type?: ReportType; authorId?: number },
  ) {
    const { rows, count } = await listReports(db, {
      schoolId: ctx.school.id,
      ...filter,
      page: query.page,
      pageSize: query.page_size,
    });
    return {
      count,
      ...pageLinks(url, query.page, query.page_size, count),
      results: rows.map((row) => present(ctx, row)),
    };
  }

  /**
   * POST /api/reports/ `{type: "user"|"post", object_id, reasons, description}`: a member of
   * the school reports a member of it or one of its posts they can see. A user report is
   * `accepted` at once (the reporter stops seeing that member's posts and comments); a post
   * report is `pending` and the validators' counters go up. 201 with the report; 400 per
   * field, or `{"non_field_errors"}` for oneself, one's own post, or a report already open;
   * 404 `{"detail"}` for nothing of that id in this school; 401, 403.
   */
  app.post(
    '/reports/',
    {
      attachValidation: true,
      schema: {
        tags: ['reports'],
        summary: 'Report a member or a post',
        body: ReportBodyDoc,
        response: ReportResponses,
      },
    },
    async (request, reply) => {
      const ctx = await authorize(request, db, (c) => hasRoleInSchool(c.user, c.permissionSchool));
      const locale = requestLocale(request);
      const messages = REPORT_MESSAGES[locale];
      const input = parseInput(reportCreateSchema(locale), request.body);
      const target =
        input.type === 'post'
          ? // Only a post the reporter can see: not one already removed, nor one of a blocked member.
            await findVisiblePost(db, {
              schoolId: ctx.school.id,
              viewerId: ctx.user.id,
              postId: input.object_id,
            }).then((post) => (post ? { reportedUserId: post.authorId, postId: post.id } : null))
          : await findReportedMember(db, { schoolId: ctx.school.id, userId: input.object_id });
      if (!target) throw notFound(messages.notFound);
      if (target.reportedUserId === ctx.user.id) {
        throw badRequest({ non_field_errors: [messages.ownObject] });
      }
      const report = { schoolId: ctx.school.id, authorId: ctx.user.id, type: input.type, target };
      if (await hasOpenReport(db, report)) {
        throw badRequest({ non_field_errors: [messages.alreadyReported] });
      }
      const status = initialReportStatus(input.type);
      const id = await createReport(db, {
        ...report,
        reasons: input.reasons,
        description: input.description,
        status,
      });
      await ctx.emit(db, 'report.created', {
        reportId: id,
        type: input.type,
        status,
        authorId: ctx.user.id,
      });
      const row = await findReport(db, ctx.school.id, id);
      if (!row) throw notFound();
      return reply.status(201).send(present(ctx, row));
    },
  );

  /**
   * GET /api/reports/?status=&type=&page=&page_size=: the school's reports, newest first, for
   * moderators (super users, school admins, Report validators); 403 for others. 200
   * `{count, next, previous, results}`.
   */
  app.get(
    '/reports/',
    {
      attachValidation: true,
      schema: {
        tags: ['reports'],
        summary: "The school's reports (moderators)",
        querystring: ReportListQuerySchema,
        response: ReportListResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, isModerator);
      const query = parseInput(ReportListQuerySchema, request.query);
      return reportPage(ctx, request.url, query, {
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
    '/reports/mine/',
    {
      attachValidation: true,
      schema: {
        tags: ['reports'],
        summary: 'My reports and blocks',
        querystring: MyReportsQuerySchema,
        response: ReportListResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) => hasRoleInSchool(c.user, c.permissionSchool));
      const query = parseInput(MyReportsQuerySchema, request.query);
      return reportPage(ctx, request.url, query, { authorId: ctx.user.id });
    },
  );

  /**
   * PATCH /api/reports/{id}/ `{status}`: a moderator gives any other status at any time; the
   * report's author may only withdraw it (`cancelled`) while pending or accepted, which also
   * lifts their block. Accepting a post report hides the post for everyone, refusing it
   * afterwards shows it again; the post's author and the reporter are notified and the
   * validators' counters follow. 200 with the report; 400 `{"status"}`; 401; 403 for
   * anyone else (a member, a validator of other scopes); 404 for another school's report.
   */
  app.patch(
    '/reports/:id/',
    {
      attachValidation: true,
      schema: {
        tags: ['reports'],
        summary: "Change a report's status",
        params: ReportParamsSchema,
        body: ReportStatusBodyDoc,
        response: ReportResponses,
      },
    },
    async (request) => {
      const ctx = await authorize(request, db, (c) => hasRoleInSchool(c.user, c.permissionSchool));
      const locale = requestLocale(request);
      const { id } = parseInput(ReportParamsSchema, request.params);
      const report = await findReport(db, ctx.school.id, id);
      if (!report) throw notFound();
      const moderator = isModerator(ctx);
      const isAuthor = report.authorId === ctx.user.id;
      if (!moderator && !isAuthor) throw forbidden();
      const { status } = parseInput(reportStatusSchema(locale), request.body);
      if (!canChangeReportStatus({ isModerator: moderator, isAuthor }, report.status, status)) {
        if (!moderator && status !== 'cancelled') throw forbidden();
        throw badRequest({ status: [REPORT_MESSAGES[locale].statusNotAllowed] });
      }
      const postId = report.type === 'post' ? (report.post?.id ?? null) : null;
      const removedBefore = postId
        ? isPostRemovedByReports(await postReportStatuses(db, postId))
        : false;
      await setReportStatus(db, { id, status, actorId: ctx.user.id });
      if (postId) {
        const removedAfter = isPostRemovedByReports(await postReportStatuses(db, postId));
        if (removedAfter !== removedBefore) {
          await ctx.emit(db, removedAfter ? 'post.removed' : 'post.restored', {
            postId,
            authorId: report.reportedUserId,
          });
        }
      }
      await ctx.emit(db, 'report.status_changed', {
        reportId: id,
        authorId: report.authorId,
        actorId: ctx.user.id,
        from: report.status,
        to: status satisfies ReportStatus,
      });
      const row = await findReport(db, ctx.school.id, id);
      if (!row) throw notFound();
      return present(ctx, row);
    },
  );
};
