import { SchoolDetailsParamsSchema, SchoolDetailsResponses } from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { withSchool } from '../../platform/school-scope.ts';
import { findSchoolBySubdomain } from '../../platform/tenancy.ts';
import { presentSchoolDetails } from './presenters.ts';
import { getSchoolParts } from './service.ts';

/** Routes of the schools module (spec 2 §7). */
export const schoolsRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/schools/{subdomain}/details/: the school's public details and features,
   * used by the web app at start (spec 2 §7). Public: anonymous visitors need the
   * branding for the login page. 404 `{"detail"}` for an unknown subdomain. Served from
   * the cache without a transaction; a miss reads the parts in the named school's scope.
   */
  app.get(
    '/schools/:subdomain/details/',
    {
      config: { schoolScope: false },
      schema: {
        tags: ['schools'],
        summary: "A school's public details and features",
        params: SchoolDetailsParamsSchema,
        response: SchoolDetailsResponses,
      },
    },
    async (request) => {
      const subdomain = request.params.subdomain.toLowerCase();
      // Every page load asks for it: kept per school for the cache's TTL on this instance.
      const details = await request.server.schoolCaches.details.get(subdomain, async () => {
        const school = await findSchoolBySubdomain(db, subdomain);
        if (!school) return null;
        const parts = await withSchool(db, school.id, (tx) => getSchoolParts(tx, school));
        return presentSchoolDetails(school, parts, mediaUrl);
      });
      if (!details) throw notFound('School not found.');
      return details;
    },
  );
};
