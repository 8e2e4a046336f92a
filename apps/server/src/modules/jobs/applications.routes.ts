import {
  DOCUMENT_MESSAGES,
  fastifyPath,
  IMAGE_MESSAGES,
  JOB_ATTACHMENT_MAX_BYTES,
  JOB_PATHS,
  JobAdParamsSchema,
  JobApplicationBodySchema,
  JobApplicationFileParamsSchema,
  JobApplicationFileResponses,
  JobApplicationListResponses,
  JobApplicationMarkBodySchema,
  JobApplicationMarkResponses,
  JobApplicationParamsSchema,
  JobApplicationResponses,
  JobFileUploadBodySchema,
  JobFileUploadResponses,
  JobLogoUploadBodySchema,
  JobLogoUploadResponses,
  MyJobApplicationsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { multipartBody } from '../../platform/contract.ts';
import { sendDownload } from '../../platform/downloads.ts';
import { readImageUpload, readUpload } from '../../platform/images.ts';
import { authorize } from '../../platform/policy.ts';
import {
  applyToJobAd,
  listApplications,
  markApplication,
  myApplications,
  readApplicationFile,
  resendApplication,
} from './applications.service.ts';
import { storeJobFile, storeLogo } from './files.ts';
import type { JobsOptions } from './options.ts';
import { canReadJobs } from './policy.ts';
import {
  presentAdApplication,
  presentJobApplication,
  presentMyJobApplication,
} from './presenters.ts';

/** A logo upload at most (bytes): a photo of a company's logo. */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Applications and uploads (spec 1 §2 Jobs "application modal", §3 Job application, §5 Job;
 * issue 15 items 1 and 4): the logo and document uploads an ad or an application refers to
 * by key, applying (one per person and ad), sending again, the author's list and the files,
 * downloaded only by the applicant, the ad's author and admins.
 */
export const applicationsRoutes: FastifyPluginAsyncZod<JobsOptions> = async (
  app,
  { db, mediaUrl, mediaRoot, mailer },
) => {
  const tags = ['jobs'];
  // A new application is mailed to the ad's author, the link built from the configuration.
  const mail = { mailer, urls: app.config };

  /**
   * POST /api/jobs/logos/: uploads a company logo (multipart field `file`, JPEG, PNG, WebP or
   * GIF), stored cropped to 200×200 as WebP. 201 `{key, url, width, height}`: pass `key` as
   * the ad's `logo`. 400 `{"file"}`; 413; 401; 403.
   */
  app.post(
    fastifyPath(JOB_PATHS.logos),
    {
      preValidation: requireSignedIn,
      bodyLimit: LOGO_MAX_BYTES * 2,
      schema: {
        tags,
        summary: 'Upload a company logo',
        consumes: ['multipart/form-data'],
        body: multipartBody(JobLogoUploadBodySchema),
        response: JobLogoUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const upload = await readImageUpload(request, {
        maxBytes: LOGO_MAX_BYTES,
        messages: IMAGE_MESSAGES[actor.locale],
      });
      const logo = await storeLogo(actor, upload, mediaRoot);
      return reply.status(201).send({ ...logo, url: mediaUrl(logo.key) ?? '' });
    },
  );

  /**
   * POST /api/jobs/files/: uploads a document (multipart field `file`: a PDF or Word
   * document judged by its content, 3 MB at most), kept outside the public folders. 201
   * `{key, name}`: pass it as an ad's `attachment` or an application's `cv`/`cover_letter`.
   * 400 `{"file"}`; 413; 401; 403.
   */
  app.post(
    fastifyPath(JOB_PATHS.files),
    {
      preValidation: requireSignedIn,
      bodyLimit: JOB_ATTACHMENT_MAX_BYTES * 2,
      schema: {
        tags,
        summary: 'Upload a document (attachment, CV, cover letter)',
        consumes: ['multipart/form-data'],
        body: multipartBody(JobFileUploadBodySchema),
        response: JobFileUploadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const upload = await readUpload(request, {
        maxBytes: JOB_ATTACHMENT_MAX_BYTES,
        messages: DOCUMENT_MESSAGES[actor.locale],
      });
      return reply.status(201).send(await storeJobFile(actor, upload, mediaRoot));
    },
  );

  /**
   * POST /api/jobs/{id}/applications/: the actor applies (spec 1 §3 Job application). 201
   * with the application; 409 "already applied" (spec 2 §8), or the ad is not active or
   * past its deadline; 400 per field; 401; 403 (restricted, or their own ad); 404.
   */
  app.post(
    fastifyPath(JOB_PATHS.applications),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Apply to a job ad',
        params: JobAdParamsSchema,
        body: JobApplicationBodySchema,
        response: JobApplicationResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const input = { ...request.body, id: request.params.id };
      const row = await applyToJobAd(db, actor, input, { mediaRoot, mail });
      return reply.status(201).send(presentJobApplication(row, mediaUrl));
    },
  );

  /**
   * PUT /api/jobs/{id}/applications/mine/: the actor sends their application again after
   * the "already applied" warning, replacing it: the second and last time (maxJobApplication
   * 2). 200 with it; 409 after that or when the ad closed; 400; 401; 403; 404 without one.
   */
  app.put(
    fastifyPath(JOB_PATHS.myApplication),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Send an application again',
        params: JobAdParamsSchema,
        body: JobApplicationBodySchema,
        response: { ...JobApplicationResponses, 200: JobApplicationResponses[201] },
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const input = { ...request.body, id: request.params.id };
      return presentJobApplication(await resendApplication(db, actor, input, mediaRoot), mediaUrl);
    },
  );

  /**
   * GET /api/jobs/my-applications/: the actor's applications in this school, newest first,
   * each with its ad's position, company, city and status (settings "my applications").
   * 200; 401; 403.
   */
  app.get(
    fastifyPath(JOB_PATHS.myApplications),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'My applications', response: MyJobApplicationsResponses },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const rows = await myApplications(db, actor);
      return rows.map((row) => presentMyJobApplication(row, mediaUrl));
    },
  );

  /**
   * GET /api/jobs/{id}/applications/: the ad's applications, newest first, for its author
   * and admins. 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(JOB_PATHS.applications),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "A job ad's applications",
        params: JobAdParamsSchema,
        response: JobApplicationListResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const rows = await listApplications(db, actor, request.params.id);
      return rows.map((row) => presentAdApplication(row, mediaUrl));
    },
  );

  /**
   * PATCH /api/jobs/{id}/applications/{applicationId}/ `{mark}`: the ad's author or an admin
   * marks an application new, shortlisted or declined (issue 15 item 4). 200 with it; 400;
   * 401; 403; 404.
   */
  app.patch(
    fastifyPath(JOB_PATHS.application),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Mark an application',
        params: JobApplicationParamsSchema,
        body: JobApplicationMarkBodySchema,
        response: JobApplicationMarkResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadJobs);
      const input = { ...request.params, mark: request.body.mark };
      return presentAdApplication(await markApplication(db, actor, input), mediaUrl);
    },
  );

  /**
   * GET /api/jobs/{id}/applications/{applicationId}/{file}/ (`cv` or `cover_letter`): the
   * file as a download, for the applicant, the ad's author and admins only (404 for anyone
   * else); its own type, `Content-Disposition: attachment`, `nosniff`, not cached.
   */
  app.get(
    fastifyPath(JOB_PATHS.applicationFile),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Download an application's CV or cover letter",
        params: JobApplicationFileParamsSchema,
        response: JobApplicationFileResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadJobs);
      const file = await readApplicationFile(db, actor, { ...request.params, mediaRoot });
      return sendDownload(reply, file);
    },
  );
};
