import {
  EMAILING_PATHS,
  fastifyPath,
  MassMailCreateResponses,
  MassMailCreateSchema,
  MassMailDraftSchema,
  MassMailListResponses,
  MassMailParamsSchema,
  MassMailPreviewResponses,
  MassMailResponses,
  MassMailTestResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import type { BulkOperations } from '../../platform/bulk-operations.ts';
import type { MailTransport } from '../../platform/mail.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { authorizeBulkAdmin, getBulkOperationOf } from '../bulk-operations/index.ts';
import {
  deliverMassMail,
  MASS_MAIL_SEND_JOB,
  type MassMailParams,
  type MassMailSendJob,
  massMailMember,
} from './delivery.ts';
import {
  getMassMail,
  listMassMails,
  previewMassMail,
  startMassMail,
  testMassMail,
} from './service.ts';

/**
 * Mass mail (issue 34 item 2; spec 2 §6 "School admins … mass-mail"; docs/areas/emailing.md):
 * the school admins' routes (compose, preview, test, send, list, report), the `mass_mail` kind
 * of bulk operation registered with the runner, and the `mass_mail.send` job that delivers each
 * member's mail at the configured rate (`MASS_MAIL_PER_MINUTE`). 401 signed out; 403 for anyone
 * but the school's admins and super users.
 */
export const emailingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  config: Config;
  bulkOperations: BulkOperations;
  transport: MailTransport;
}> = async (app, { db, mediaUrl, config, bulkOperations, transport }) => {
  const perMinute = config.massMailPerMinute;
  bulkOperations.register<MassMailParams>('mass_mail', (ctx) =>
    massMailMember(ctx, { queue: app.queue, perMinute }),
  );
  const runtime = { db, transport, urls: config, log: app.log };
  await app.queue.work<MassMailSendJob>(MASS_MAIL_SEND_JOB, async (job) => {
    await deliverMassMail(runtime, job.data);
  });
  const schema = { tags: ['emailing'] };

  /** GET /api/mass-mails/: the school's 50 most recent mass mails, newest first, with counts. */
  app.get(
    fastifyPath(EMAILING_PATHS.massMails),
    {
      preValidation: requireSignedIn,
      schema: { ...schema, summary: "The school's mass mails", response: MassMailListResponses },
    },
    async (request) => listMassMails(db, await authorizeBulkAdmin(request, db), mediaUrl),
  );

  /**
   * POST /api/mass-mails/ `{subject, body, list, user_ids | filters}` → 202 the bulk operation,
   * pending (follow it at `GET /api/bulk-operations/{id}/`, read the report at
   * `GET /api/mass-mails/{id}/`). 400 per field (subject 1–200, body with text, list, no, both
   * or an empty selection, nobody matching).
   */
  app.post(
    fastifyPath(EMAILING_PATHS.massMails),
    {
      preValidation: requireSignedIn,
      schema: {
        ...schema,
        summary: 'Send an e-mail to many members (a bulk operation)',
        body: MassMailCreateSchema,
        response: MassMailCreateResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      const id = await startMassMail(db, actor, bulkOperations, request.body);
      return reply.code(202).send(await getBulkOperationOf(db, actor, id, mediaUrl));
    },
  );

  /** GET /api/mass-mails/{id}/: one mass mail with its report; 404 for another school's. */
  app.get(
    fastifyPath(EMAILING_PATHS.massMail),
    {
      preValidation: requireSignedIn,
      schema: {
        ...schema,
        summary: 'A mass mail and its report',
        params: MassMailParamsSchema,
        response: MassMailResponses,
      },
    },
    async (request) =>
      getMassMail(db, await authorizeBulkAdmin(request, db), request.params.id, mediaUrl),
  );

  /** POST /api/mass-mails/preview/ `{subject, body, list}`: the e-mail as recipients see it. */
  app.post(
    fastifyPath(EMAILING_PATHS.preview),
    {
      preValidation: requireSignedIn,
      schema: {
        ...schema,
        summary: 'Preview a mass mail',
        body: MassMailDraftSchema,
        response: MassMailPreviewResponses,
      },
    },
    async (request) => previewMassMail(await authorizeBulkAdmin(request, db), config, request.body),
  );

  /** POST /api/mass-mails/test/ `{subject, body, list}`: 202, the e-mail sent to the admin alone. */
  app.post(
    fastifyPath(EMAILING_PATHS.test),
    {
      preValidation: requireSignedIn,
      schema: {
        ...schema,
        summary: 'Send a mass mail to oneself',
        body: MassMailDraftSchema,
        response: MassMailTestResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorizeBulkAdmin(request, db);
      return reply.code(202).send(await testMassMail(actor, config, app.mailer, request.body));
    },
  );
};
