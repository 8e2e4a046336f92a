import {
  API_MESSAGE_REFS,
  fastifyPath,
  SCHOOL_PATHS,
  SchoolDetailsParamsSchema,
  SchoolDetailsResponses,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { schoolCampusesRoutes } from './campuses.routes.ts';
import { schoolDegreesRoutes } from './degrees.routes.ts';
import { cachedSchoolDetails } from './details.ts';
import { schoolFeaturesRoutes } from './features.routes.ts';
import { schoolImagesRoutes } from './images.routes.ts';
import { schoolInfoRoutes } from './info.routes.ts';
import { publicationSettingsRoutes } from './publication-settings.routes.ts';
import { reportValidationRoutes } from './report-validation.routes.ts';
import { schoolRolesRoutes } from './roles.routes.ts';
import { subscribeSchoolCaches } from './subscribers.ts';

/** Routes of the schools module (spec 2 §7). */
export const schoolsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}> = async (app, { db, mediaUrl, mediaRoot }) => {
  subscribeSchoolCaches(app.domainEvents, app.schoolCaches);
  await app.register(publicationSettingsRoutes, { db });
  await app.register(reportValidationRoutes, { db });
  await app.register(schoolInfoRoutes, { db });
  await app.register(schoolImagesRoutes, { db, mediaUrl, mediaRoot });
  await app.register(schoolCampusesRoutes, { db });
  await app.register(schoolDegreesRoutes, { db });
  await app.register(schoolFeaturesRoutes, { db });
  await app.register(schoolRolesRoutes, { db });

  /**
   * GET /api/schools/{subdomain}/details/: the school's public details and features,
   * used by the web app at start (spec 2 §7). Public: anonymous visitors need the
   * branding for the login page. 404 `{"detail"}` for an unknown subdomain. Served from
   * the cache without a transaction, as JSON text written (and brotli or gzip compressed, as
   * the client accepts) once per cached copy, with a strong ETag (304 on `If-None-Match`); a
   * miss reads the parts in the named school's scope.
   */
  app.get(
    fastifyPath(SCHOOL_PATHS.details),
    {
      config: { schoolScope: false },
      schema: {
        tags: ['schools'],
        summary: "A school's public details and features",
        params: SchoolDetailsParamsSchema,
        response: SchoolDetailsResponses,
      },
    },
    async (request, reply) => {
      // Every page load asks for it (or finds it in the page): kept per school for the
      // cache's TTL on this instance, its text written once per cached copy.
      const cached = await cachedSchoolDetails(
        request.server,
        { db, mediaUrl },
        request.params.subdomain.toLowerCase(),
      );
      if (!cached) throw notFound(API_MESSAGE_REFS.schoolNotFound);
      // Public and the same for everyone: a browser may keep it, asking each time if it changed.
      reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
      if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send(null);
      // Text with a JSON type leaves as it is: it was written by the contract's serializer;
      // compressed once per cached copy and encoding, not per reply.
      return cached.body.send(request, reply);
    },
  );
};
