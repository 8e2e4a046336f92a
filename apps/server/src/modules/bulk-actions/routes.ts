import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  BULK_ACTION_PATHS,
  BulkActionResponses,
  BulkBadgesBodySchema,
  BulkExportBodySchema,
  type BulkExportFormat,
  BulkMembersBodySchema,
  BulkOperationParamsSchema,
  BulkRolesBodySchema,
  fastifyPath,
  SignedInErrors,
} from '@alumni/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { bulkOperations } from '../../db/schema/index.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { BulkOperations } from '../../platform/bulk-operations.ts';
import { sendFileDownload } from '../../platform/downloads.ts';
import { notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { type PublicUrlConfig, schoolOrigin } from '../../platform/public-url.ts';
import type { JobQueue } from '../../platform/queue.ts';
import {
  authorizeBulkAdmin,
  exportFileExpiry,
  getBulkOperationOf,
} from '../bulk-operations/index.ts';
import { registerGiveBadges, startGiveBadges } from './badges.ts';
import { registerExports, startExport } from './export.ts';
import { EXPORT_CONTENT_TYPES, exportFileKey } from './export-file.ts';
import { registerInvitations, startInvitations } from './invitations.ts';
import { registerRoleChanges, startRoleChange } from './roles.ts';

/**
 * The admin directory's bulk actions (issue 34 item 1; spec 2 §6 "School admins … change
 * roles in bulk, give badges, invite, regenerate tokens, export"): one POST per action, each
 * answering 202 with the bulk operation it queued (platform/bulk-operations.ts runs it; its
 * progress is at `GET /api/bulk-operations/{id}/`), and the export's file. The kinds register
 * their per-member effects with the runner here. School admins (and super users) only: 401
 * signed out, 403 otherwise; 400 per field (no, both or an empty selection, nobody matching,
 * the action's own fields).
 */
export const bulkActionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
  mailer: Mailer;
  queue: JobQueue;
  config: PublicUrlConfig;
  bulkOperations: BulkOperations;
}> = async (app, { db, mediaUrl, mediaRoot, mailer, queue, config, bulkOperations: bulk }) => {
  registerRoleChanges(bulk);
  registerInvitations(bulk, {
    mailer,
    schoolOrigin: (school) => schoolOrigin(config, school.subdomain),
  });
  registerGiveBadges(bulk);
  await registerExports(bulk, { mediaRoot, queue });

  const tags = ['bulk-operations'];
  /** The operation just started, as its progress route shows it (the actor already checked). */
  const started = (actor: Awaited<ReturnType<typeof authorizeBulkAdmin>>, id: number) =>
    getBulkOperationOf(db, actor, id, mediaUrl);

  /**
   * POST /api/bulk-operations/roles/ `{role, action, user_ids | filters}` → 202: gives
   * (`add`) or takes away (`remove`) role `role` (2–8) of each active member. 403 when the
   * actor may not give it or its grid row grants views they lack; 400 `{"role"}` for a role
   * the school has off.
   */
  app.post(
    fastifyPath(BULK_ACTION_PATHS.roles),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Give or take away a role of many members (a bulk operation)',
        body: BulkRolesBodySchema,
        response: BulkActionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startRoleChange(db, actor, bulk, request.body);
      return reply.code(202).send(await started(actor, id));
    },
  );

  /** POST /api/bulk-operations/invitations/ `{user_ids | filters}` → 202: invites the inactive ones. */
  app.post(
    fastifyPath(BULK_ACTION_PATHS.invitations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Invite many members whose account is not activated (a bulk operation)',
        body: BulkMembersBodySchema,
        response: BulkActionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startInvitations(db, actor, bulk, 'invite', request.body);
      return reply.code(202).send(await started(actor, id));
    },
  );

  /**
   * POST /api/bulk-operations/tokens/ `{user_ids | filters}` → 202: revokes the activation
   * links of the inactive ones and sends each a new one.
   */
  app.post(
    fastifyPath(BULK_ACTION_PATHS.tokens),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Replace the activation links of many inactive members (a bulk operation)',
        body: BulkMembersBodySchema,
        response: BulkActionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startInvitations(db, actor, bulk, 'regenerate_tokens', request.body);
      return reply.code(202).send(await started(actor, id));
    },
  );

  /** POST /api/bulk-operations/badges/ `{badges, user_ids | filters}` → 202; 400 `{"badges"}`. */
  app.post(
    fastifyPath(BULK_ACTION_PATHS.badges),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Give badges to many members (a bulk operation)',
        body: BulkBadgesBodySchema,
        response: BulkActionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startGiveBadges(db, actor, bulk, request.body);
      return reply.code(202).send(await started(actor, id));
    },
  );

  /**
   * POST /api/bulk-operations/exports/ `{columns, format, user_ids | filters}` → 202; once
   * completed, the file is at BULK_ACTION_PATHS.exportFile for 24 hours.
   */
  app.post(
    fastifyPath(BULK_ACTION_PATHS.exports),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: 'Export chosen columns of many members as CSV or XLSX (a bulk operation)',
        body: BulkExportBodySchema,
        response: BulkActionResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startExport(db, actor, bulk, request.body);
      return reply.code(202).send(await started(actor, id));
    },
  );

  /**
   * GET /api/bulk-operations/{id}/file/ → the export's file as a download (private, never
   * cached), while it is kept. 401; 403 for anyone but the school's admins; 404 for another
   * school's operation, one that is not a completed export, or a file expired or gone.
   */
  app.get(
    fastifyPath(BULK_ACTION_PATHS.exportFile),
    {
      preValidation: requireSignedIn,
      schema: {
        tags,
        summary: "A completed export's file",
        params: BulkOperationParamsSchema,
        response: { ...SignedInErrors },
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const [op] = await db
        .select()
        .from(bulkOperations)
        .where(
          and(
            eq(bulkOperations.id, request.params.id),
            eq(bulkOperations.schoolId, actor.school.id),
          ),
        );
      if (!op || !exportFileExpiry(op)) throw notFound();
      const format =
        (op.params as { format?: BulkExportFormat }).format === 'xlsx' ? 'xlsx' : 'csv';
      // The key is made of two ids and the format: always inside the media folder.
      const file = path.join(mediaRoot, exportFileKey(actor.school.id, op.id, format));
      const size = await stat(file).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      if (size === null) throw notFound();
      return sendFileDownload(reply, {
        path: file,
        size,
        contentType: EXPORT_CONTENT_TYPES[format],
        fileName: `export-${op.id}.${format}`,
      });
    },
  );
};
