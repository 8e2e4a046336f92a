import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { findSchoolBySubdomain } from '../../platform/tenancy.ts';
import { type MediaUrl, presentSchoolDetails } from './presenters.ts';
import { SchoolDetailsParamsSchema, SchoolDetailsResponses } from './schemas.ts';
import { getSchoolParts } from './service.ts';

/** Routes of the schools module (spec 2 §7). */
export const schoolsRoutes: FastifyPluginAsyncZod<{ db: Db; mediaUrl: MediaUrl }> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/schools/{subdomain}/details/: the school's public details and features,
   * used by the web app at start (spec 2 §7). Public: anonymous visitors need the
   * branding for the login page. 404 `{"detail"}` for an unknown subdomain.
   */
  app.get(
    '/schools/:subdomain/details/',
    {
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
        return school
          ? presentSchoolDetails(school, await getSchoolParts(db, school), mediaUrl)
          : null;
      });
      if (!details) throw notFound('School not found.');
      return details;
    },
  );
};
