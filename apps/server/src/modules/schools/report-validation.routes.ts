import {
  fastifyPath,
  REPORT_VALIDATION_PATHS,
  ReportValidationBodySchema,
  ReportValidationParamsSchema,
  ReportValidationResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { getReportValidation, saveReportValidation } from './report-validation.service.ts';
import { schoolSettingsActor } from './settings-actor.ts';

/**
 * School settings "report validation" (spec 1 §2 Settings, §3 School flags `validate_report`,
 * §4 Reports; docs/areas/feed.md "Report validation"), for the school's admins.
 */
export const reportValidationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  /**
   * GET /api/schools/{id}/report-validation/: 200 `{validate_report}`, whether the school's
   * post reports wait for a moderator; 401; 403 for non-admins; 404 for another school's id.
   */
  app.get(
    fastifyPath(REPORT_VALIDATION_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "The school's report validation setting",
        params: ReportValidationParamsSchema,
        response: ReportValidationResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      return getReportValidation(db, ctx.school.id);
    },
  );

  /**
   * PUT /api/schools/{id}/report-validation/ `{validate_report}`: on, post reports filed from
   * now on wait for a moderator (the post visible meanwhile) and Report validators see them;
   * off, they are accepted on arrival (the post hidden at once) and left to the admins. Every
   * instance sees the flag at once and the validators' counters follow it
   * (`school.changed`, part `report_validation`). 200 the setting as saved; 400
   * `{"validate_report"}`; 401; 403 for non-admins; 404 for another school's id.
   */
  app.put(
    fastifyPath(REPORT_VALIDATION_PATHS.settings),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['schools'],
        summary: "Save the school's report validation setting",
        params: ReportValidationParamsSchema,
        body: ReportValidationBodySchema,
        response: ReportValidationResponses,
      },
    },
    async (request) => {
      const ctx = await schoolSettingsActor(request, db);
      const saved = await saveReportValidation(db, ctx.school.id, request.body);
      await ctx.emit(db, 'school.changed', { part: 'report_validation' });
      return saved;
    },
  );
};
