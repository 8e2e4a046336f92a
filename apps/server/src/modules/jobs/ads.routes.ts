import {
  fastifyPath,
  JOB_PATHS,
  JobAdAttachmentResponses,
  JobAdBodySchema,
  JobAdChangeResponses,
  JobAdDeactivationBodySchema,
  JobAdDeletedResponses,
  JobAdHistoryResponses,
  JobAdListQuerySchema,
  JobAdListResponses,
  JobAdParamsSchema,
  JobAdReactivationBodySchema,
  JobAdResponses,
  JobAdReviewBodySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { viewerKey } from '../../platform/views.ts';
import { createJobAd, editJobAd, type JobDeps, readBack, removeJobAd } from './ads.service.ts';
import { deactivateJobAd, reactivateJobAd } from './lifecycle.service.ts';
import type { JobsOptions } from './options.ts';
import { canReadJobs, canReviewJobs } from './policy.ts';
import { presentJobAd, presentJobAdHistoryEntry, presentJobAdSummary } from './presenters.ts';
import {
  jobAdHistory,
  listJobAds,
  readJobAdAttachment,
  reviewJobAd,
  viewJobAd,
} from './reading.service.ts';

/**
 * Job ads (spec 1 §2 Jobs "list, creation, edit, details"; §4 Job ad; §5 Job; issue 15
 * items 1, 2 and 6): the list with its filters, posting and editing under the publication
 * workflow, reading, the history, a Jobs validator's decision, deactivation and
 * reactivation. Members with the jobs view only.
 */
export const adsRoutes: FastifyPluginAsyncZod<JobsOptions & { deps: JobDeps }> = async (
  app,
  { db, mediaUrl, deps },
) => {
  const tags = ['jobs'];

  /**
   * GET /api/jobs/?contract_type=&sector=&experience=&city=&q=&status=&mine=&page=&page_size=:
   * a page of the school's ads (default active, newest first). 200 `{count, next, previous,
   * results}`; 400; 401; 403.
   */
  app.get(
    fastifyPath(JOB_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Job ads, filtered',
        querystring: JobAdListQuerySchema,
        response: JobAdListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const { query } = request;
      const { rows, count } = await listJobAds(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentJobAdSummary(actor, row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/jobs/: posts a job ad (spec 1 §5 Job): draft, pending validation (the school
   * has `validate_jobads` and the actor is no Jobs validator) or published at `publish_at`
   * (now when not given). 201 with the ad; 400 per field; 401; 403.
   */
  app.post(
    fastifyPath(JOB_PATHS.list),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Post a job ad',
        body: JobAdBodySchema,
        response: JobAdResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const row = await createJobAd(db, actor, request.body, deps);
      return reply.status(201).send(presentJobAd(actor, row, mediaUrl));
    },
  );

  /**
   * GET /api/jobs/{id}/: one ad, for whoever may open it, counting a view unless the reader
   * is its author. 200; 401; 403 (no jobs view, or "restricted access"); 404 (another
   * school's, or a draft, pending or refused ad of someone else).
   */
  app.get(
    fastifyPath(JOB_PATHS.ad),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'A job ad', params: JobAdParamsSchema, response: JobAdResponses },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const viewer = viewerKey(request, actor.user.id);
      return presentJobAd(actor, await viewJobAd(db, actor, request.params.id, viewer), mediaUrl);
    },
  );

  /**
   * PUT /api/jobs/{id}/: replaces an ad's fields under the publication rules (its author, a
   * Jobs validator who validates it, or an admin once it is validated: one admin-level edit).
   * 200 with the ad; 400 per field; 401; 403; 404; 409 after the admin-level edit.
   */
  app.put(
    fastifyPath(JOB_PATHS.ad),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Edit a job ad',
        params: JobAdParamsSchema,
        body: JobAdBodySchema,
        response: JobAdChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const row = await editJobAd(db, actor, { ...request.body, id: request.params.id }, deps);
      return presentJobAd(actor, row, mediaUrl);
    },
  );

  /**
   * DELETE /api/jobs/{id}/: deletes an ad with its applications (its author unless validated
   * and published; admins always). 204; 401; 403; 404.
   */
  app.delete(
    fastifyPath(JOB_PATHS.ad),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Delete a job ad',
        params: JobAdParamsSchema,
        response: JobAdDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      await removeJobAd(db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /api/jobs/{id}/history/: the ad's transitions, oldest first (who, when, from, to,
   * reason). 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(JOB_PATHS.history),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "A job ad's history",
        params: JobAdParamsSchema,
        response: JobAdHistoryResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const rows = await jobAdHistory(db, actor, request.params.id);
      return rows.map((entry) => presentJobAdHistoryEntry(entry, mediaUrl));
    },
  );

  /**
   * GET /api/jobs/{id}/attachment/: the ad's attached document, for whoever may open the ad,
   * as a download (its own type, `Content-Disposition: attachment`, `nosniff`, not cached).
   * 401; 403 (no jobs view, or restricted); 404 without one or for an ad one cannot open.
   */
  app.get(
    fastifyPath(JOB_PATHS.attachment),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Download a job ad's attachment",
        params: JobAdParamsSchema,
        response: JobAdAttachmentResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const file = await readJobAdAttachment(db, actor, {
        id: request.params.id,
        mediaRoot: deps.mediaRoot,
      });
      return sendDownload(reply, file);
    },
  );

  /**
   * POST /api/jobs/{id}/review/ `{decision, reason}`: a Jobs validator validates a pending
   * ad (published at its date) or refuses it with a reason. 200 with the ad; 400
   * `{"reason"}`; 401; 403; 404; 409 when someone decided meanwhile.
   */
  app.post(
    fastifyPath(JOB_PATHS.review),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Validate or refuse a pending job ad',
        params: JobAdParamsSchema,
        body: JobAdReviewBodySchema,
        response: JobAdChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReviewJobs);
      const input = { ...request.body, id: request.params.id };
      return presentJobAd(actor, await reviewJobAd(db, actor, input, deps.schedule), mediaUrl);
    },
  );

  /**
   * POST /api/jobs/{id}/deactivate/ `{filled_how}`: the author or an admin deactivates an
   * active ad, saying how it was filled (spec 1 §4 Job ad). 200 with the ad (`inactive` or
   * `filled`); 400; 401; 403; 404; 409 when it is not active.
   */
  app.post(
    fastifyPath(JOB_PATHS.deactivate),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Deactivate a job ad',
        params: JobAdParamsSchema,
        body: JobAdDeactivationBodySchema,
        response: JobAdChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      await deactivateJobAd(db, actor, { ...request.body, id: request.params.id });
      return presentJobAd(actor, await readBack(db, actor, request.params.id), mediaUrl);
    },
  );

  /**
   * POST /api/jobs/{id}/reactivate/ `{start_date, application_deadline}`: the author or an
   * admin reactivates an inactive or filled ad with new dates, for 90 more days. 200 with
   * the ad; 400; 401; 403; 404; 409 when it is not inactive or filled.
   */
  app.post(
    fastifyPath(JOB_PATHS.reactivate),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Reactivate a job ad',
        params: JobAdParamsSchema,
        body: JobAdReactivationBodySchema,
        response: JobAdChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      await reactivateJobAd(db, actor, { ...request.body, id: request.params.id });
      return presentJobAd(actor, await readBack(db, actor, request.params.id), mediaUrl);
    },
  );
};
