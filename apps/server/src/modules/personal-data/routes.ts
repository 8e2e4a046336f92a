import { stat } from 'node:fs/promises';
import {
  ErasureCancelResponses,
  ErasureCreateResponses,
  ErasureStateResponses,
  FieldVisibilityPatchResponses,
  FieldVisibilityPatchSchema,
  FieldVisibilityResponses,
  fastifyPath,
  MemberErasureCancelResponses,
  MemberErasureParamsSchema,
  MemberErasureResponses,
  PERSONAL_DATA_PATHS,
  PersonalDataExportCreateResponses,
  PersonalDataExportDownloadResponses,
  PersonalDataExportListResponses,
  PersonalDataExportParamsSchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { sendFileDownload } from '../../platform/downloads.ts';
import type { Mailer } from '../../platform/mail.ts';
import { authorize } from '../../platform/policy.ts';
import {
  cancelMemberErasure,
  cancelOwnErasure,
  pendingErasure,
  requestMemberErasure,
  requestOwnErasure,
} from './erasure.service.ts';
import { exportFile, listExports, requestExport } from './exports.service.ts';
import { registerPersonalDataJobs } from './jobs.ts';
import { isAdmin, isMember } from './policy.ts';
import { presentErasure, presentExport } from './presenters.ts';
import { getFieldVisibility, updateFieldVisibility } from './visibility.service.ts';

export interface PersonalDataOptions {
  db: Db;
  mediaRoot: string;
  mailer: Mailer;
  config: Config;
}

const tags = ['personal-data'];

/**
 * Personal data (issue 34 item 6; docs/areas/personal-data.md): the member's field visibility,
 * their exports and their erasure, and an admin's erasure of a member. 401 signed out, 403
 * without a role in the school (admin routes: without being its admin).
 */
export const personalDataRoutes: FastifyPluginAsyncZod<PersonalDataOptions> = async (app, opts) => {
  const { db, mediaRoot } = opts;
  const tell = { mailer: opts.mailer, urls: opts.config };
  const scheduling = { db, queue: app.queue, tell, log: app.log };
  await registerPersonalDataJobs(app, { db, mediaRoot, tell });

  /** GET /api/personal-data/visibility/: who sees the member's phone, e-mail, birth date, city. */
  app.get(
    fastifyPath(PERSONAL_DATA_PATHS.visibility),
    { schema: { tags, summary: 'Who sees my contact fields', response: FieldVisibilityResponses } },
    async (request) => {
      const actor = await authorize(request, db, isMember);
      return getFieldVisibility(db, actor.authUser.id);
    },
  );

  /** PATCH /api/personal-data/visibility/: sets any of the four to public, members or nobody. */
  app.patch(
    fastifyPath(PERSONAL_DATA_PATHS.visibility),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Choose who sees my contact fields',
        body: FieldVisibilityPatchSchema,
        response: FieldVisibilityPatchResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, isMember);
      return updateFieldVisibility(db, actor.authUser.id, request.body);
    },
  );

  /** GET /api/personal-data/exports/: the member's latest exports here, newest first. */
  app.get(
    fastifyPath(PERSONAL_DATA_PATHS.exports),
    { schema: { tags, summary: 'My data exports', response: PersonalDataExportListResponses } },
    async (request) => {
      const actor = await authorize(request, db, isMember);
      return { results: (await listExports(db, actor)).map(presentExport) };
    },
  );

  /**
   * POST /api/personal-data/exports/: asks the ZIP of the member's data, built by the job
   * queue and announced in the bell and by mail. 202 the export (pending); 409 while one is
   * being built.
   */
  app.post(
    fastifyPath(PERSONAL_DATA_PATHS.exports),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'Export my data', response: PersonalDataExportCreateResponses },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, isMember);
      const row = await requestExport(db, actor, app.queue);
      return reply.status(202).send(presentExport(row));
    },
  );

  /**
   * GET /api/personal-data/exports/{id}/download/: the ZIP, to its owner signed in, while
   * ready and unexpired; 404 otherwise (another member's, another school's, expired).
   */
  app.get(
    fastifyPath(PERSONAL_DATA_PATHS.exportDownload),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Download my data export',
        params: PersonalDataExportParamsSchema,
        response: PersonalDataExportDownloadResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, isMember);
      const found = await exportFile(db, actor, request.params.id, mediaRoot);
      const { size } = await stat(found.file);
      return sendFileDownload(reply, {
        path: found.file,
        size,
        contentType: 'application/zip',
        fileName: found.name,
      });
    },
  );

  /** GET /api/personal-data/erasure/: `{erasure}`, the member's pending erasure or null. */
  app.get(
    fastifyPath(PERSONAL_DATA_PATHS.erasure),
    { schema: { tags, summary: 'My pending erasure', response: ErasureStateResponses } },
    async (request) => {
      const actor = await authorize(request, db, isMember);
      return presentErasure(await pendingErasure(db, actor.authUser.id));
    },
  );

  /**
   * POST /api/personal-data/erasure/: asks the erasure of the member's account, effective
   * after the grace period (ERASURE_GRACE_DAYS) unless cancelled; 202 `{erasure}`; 409 when
   * one is pending.
   */
  app.post(
    fastifyPath(PERSONAL_DATA_PATHS.erasure),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'Erase my account', response: ErasureCreateResponses },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, isMember);
      return reply.status(202).send(presentErasure(await requestOwnErasure(scheduling, actor)));
    },
  );

  /** DELETE /api/personal-data/erasure/: cancels the member's own pending erasure; 404 without. */
  app.delete(
    fastifyPath(PERSONAL_DATA_PATHS.erasure),
    {
      preValidation: requireSignedIn,
      schema: { tags, summary: 'Cancel my erasure', response: ErasureCancelResponses },
    },
    async (request) => {
      const actor = await authorize(request, db, isMember);
      await cancelOwnErasure(db, actor);
      return { erasure: null };
    },
  );

  /**
   * POST /api/personal-data/members/{id}/erasure/: a school admin asks the erasure of a
   * member (their account when only this school holds them, else their presence here), after
   * the same grace period; 202 `{erasure}`; 404 for a non-member; 403 for themselves or
   * another admin; 409 when one is pending.
   */
  app.post(
    fastifyPath(PERSONAL_DATA_PATHS.memberErasure),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Erase a member's data",
        params: MemberErasureParamsSchema,
        response: MemberErasureResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, isAdmin);
      const row = await requestMemberErasure(scheduling, actor, request.params.id);
      return reply.status(202).send(presentErasure(row));
    },
  );

  /** DELETE /api/personal-data/members/{id}/erasure/: cancels an admin's pending erasure; 204. */
  app.delete(
    fastifyPath(PERSONAL_DATA_PATHS.memberErasure),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "Cancel a member's erasure",
        params: MemberErasureParamsSchema,
        response: MemberErasureCancelResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, isAdmin);
      await cancelMemberErasure(db, actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
