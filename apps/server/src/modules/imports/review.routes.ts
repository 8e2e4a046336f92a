import {
  fastifyPath,
  IdParamsSchema,
  IMPORT_PATHS,
  ImportChangeResponses,
  ImportDeletedResponses,
  ImportRejectedQuerySchema,
  ImportRejectedResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { Mailer } from '../../platform/mail.ts';
import { authorize } from '../../platform/policy.ts';
import type { PublicUrlConfig } from '../../platform/public-url.ts';
import { refreshImportStatistics, validateImport } from './apply.service.ts';
import { rejectImport } from './decisions.service.ts';
import { schoolOriginOf } from './links.ts';
import { canImport, canValidateImports, withImportScope } from './policy.ts';
import { presentImport } from './presenters.ts';
import { rejectedRowsCsv } from './rejected.service.ts';
import { deleteDraft, submitImport } from './review.service.ts';

/**
 * The review of a member import (spec 1 §5 User import; spec 2 §6 "Super admins … validate
 * imports"; issue 12 item 8): the school's admins submit or delete a draft and download its
 * rejected rows; super users validate (apply, with invitations) or reject a submitted one.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mailer: Mailer;
  config: PublicUrlConfig;
}> = async (app, { db, mailer, config }) => {
  /**
   * POST /api/imports/{id}/submit/ (the school's admins): sends a draft to the super users
   * for validation; 200 with the import, status `submitted`; 400 `{"detail"}` when it is not
   * a draft; 404 for another school's; 409 when someone changed it meanwhile.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.submit),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Submit a draft import for validation',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canImport);
      return presentImport(
        await withImportScope(request, db, actor, (tx) =>
          submitImport(tx, actor, { id: request.params.id }),
        ),
      );
    },
  );

  /**
   * DELETE /api/imports/{id}/ (the school's admins): deletes a draft with its report; 204.
   * 400 `{"detail"}` when it is no longer a draft; 404 for another school's; 409 when it was
   * submitted meanwhile.
   */
  app.delete(
    fastifyPath(IMPORT_PATHS.import),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Delete a draft import',
        params: IdParamsSchema,
        response: ImportDeletedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canImport);
      await withImportScope(request, db, actor, (tx) =>
        deleteDraft(tx, actor, { id: request.params.id }),
      );
      return reply.status(204).send(null);
    },
  );

  /**
   * GET /api/imports/{id}/rejected/?lang=: the import's rejected lines as a CSV download
   * (`text/csv`, `;`): line, reason naming the bad value (in `lang`, else the request's
   * language), then the line's cells; formula-like cells start with `'`. Admins of its
   * school and super users; 404 otherwise.
   */
  app.get(
    fastifyPath(IMPORT_PATHS.rejected),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: "Download an import's rejected lines (CSV)",
        params: IdParamsSchema,
        querystring: ImportRejectedQuerySchema,
        response: ImportRejectedResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canImport);
      const { fileName, csv } = await withImportScope(request, db, actor, (tx) =>
        rejectedRowsCsv(tx, actor, request.params.id, request.query.lang ?? actor.locale),
      );
      // With a content type other than JSON, Fastify sends the text as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  /**
   * POST /api/imports/{id}/validate/ (super users): applies a submitted import in one
   * transaction (new accounts inactive with their role, roles added to existing accounts,
   * each new member's activation token and invitation e-mail, an import log), then tells the
   * admin who submitted it (notification and e-mail). 200 with the import, status `applied`
   * and `result` `{rows, valid, invalid, warnings, created, roles_added}`; 400 `{"detail"}`
   * when not submitted; 403; 404; 409 when decided meanwhile. Once committed, a large import
   * refreshes the planner statistics of the tables it wrote (issue 34 item 8).
   */
  app.post(
    fastifyPath(IMPORT_PATHS.validate),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Validate and apply a submitted import',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateImports);
      const view = await withImportScope(request, db, actor, (tx) =>
        validateImport(tx, actor, request.params, {
          mailer,
          schoolOrigin: schoolOriginOf(config),
        }),
      );
      await refreshImportStatistics(app.database.db, view.import.result, (error) =>
        request.log.error({ err: error, importId: view.import.id }, 'import analyze failed'),
      );
      return presentImport(view);
    },
  );

  /**
   * POST /api/imports/{id}/reject/ (super users): refuses a submitted import; nothing is
   * applied and the admin who submitted it is told. 200 with the import, status `rejected`;
   * 400 `{"detail"}` when not submitted; 409 when decided meanwhile.
   */
  app.post(
    fastifyPath(IMPORT_PATHS.reject),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['imports'],
        summary: 'Reject a submitted import',
        params: IdParamsSchema,
        response: ImportChangeResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canValidateImports);
      return presentImport(
        await withImportScope(request, db, actor, (tx) =>
          rejectImport(tx, actor, request.params, {
            mailer,
            schoolOrigin: schoolOriginOf(config),
          }),
        ),
      );
    },
  );
};
