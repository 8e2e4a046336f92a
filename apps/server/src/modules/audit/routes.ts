import {
  AUDIT_LOG_PATHS,
  AuditLogExportQuerySchema,
  AuditLogExportResponses,
  AuditLogFacetsResponses,
  AuditLogListResponses,
  AuditLogParamsSchema,
  AuditLogQuerySchema,
  fastifyPath,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import { schoolSettingsActor } from '../schools/index.ts';
import { auditLogCsv } from './export.ts';
import { presentAuditEntry } from './presenters.ts';
import { auditLogFacets, listAuditLog } from './service.ts';

/**
 * School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs", spec 2 §6 "School admins
 * … manage roles and logs"): the school's audit log, for its admins and super users, from the
 * school's own host (another school's id: 404). The entries are written by the platform
 * (platform/audit.ts), not here; reading them is not logged.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/schools/{id}/logs/?user=&action=&target_type=&target_id=&from=&to=&page=&page_size=:
   * a page of entries, newest first (`{count, next, previous, results}`), each with who, when,
   * action, target, status and its first changes. 400 for a bad filter; 401; 403 for anyone
   * but the school's admins and super users; 404 for another school's id.
   */
  app.get(
    fastifyPath(AUDIT_LOG_PATHS.logs),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "The school's audit log (admins)",
        params: AuditLogParamsSchema,
        querystring: AuditLogQuerySchema,
        response: AuditLogListResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { query } = request;
      const { rows, count, changes } = await listAuditLog(db, actor, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) =>
          presentAuditEntry(row, changes.get(row.entry.txid) ?? [], mediaUrl),
        ),
      };
    },
  );

  /**
   * GET /api/schools/{id}/logs/export/?user=&action=&target_type=&target_id=&from=&to=&lang=:
   * the same entries as a CSV download (`text/csv`, `;`; headers in `lang`, else the request's
   * language; dates in the school's time zone; formula-like cells start with `'`), the newest
   * AUDIT_EXPORT_MAX. 200; 400; 401; 403; 404.
   */
  app.get(
    fastifyPath(AUDIT_LOG_PATHS.logsExport),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Download the school's audit log (CSV, admins)",
        params: AuditLogParamsSchema,
        querystring: AuditLogExportQuerySchema,
        response: AuditLogExportResponses,
      },
    },
    async (request, reply) => {
      const actor = await schoolSettingsActor(request, db);
      const { fileName, csv } = await auditLogCsv(db, actor, request.query);
      // With a content type other than JSON, Fastify sends the text as it is.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(csv);
    },
  );

  /**
   * GET /api/schools/{id}/logs/facets/: the choices of the page's filters, from what the log
   * holds: `{users, actions: [{action, method, route}], target_types}`. 200; 401; 403 for
   * anyone but the school's admins and super users; 404 for another school's id.
   */
  app.get(
    fastifyPath(AUDIT_LOG_PATHS.logsFacets),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Who, which actions and which targets the school's audit log holds (admins)",
        params: AuditLogParamsSchema,
        response: AuditLogFacetsResponses,
      },
    },
    async (request) => {
      const actor = await schoolSettingsActor(request, db);
      const { people, actions, targetTypes } = await auditLogFacets(db, actor);
      return {
        users: people.map((person) => presentUserSummary(person, mediaUrl)),
        actions,
        target_types: targetTypes,
      };
    },
  );
};
