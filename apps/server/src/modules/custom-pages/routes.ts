import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { customPageAdminRoutes } from './admin.routes.ts';
import { customPageReadingRoutes } from './reading.routes.ts';

/** The custom pages (issue 31 item 6): their readers' routes and School settings' (admins). */
export const customPagesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, opts) => {
  await app.register(customPageReadingRoutes, opts);
  await app.register(customPageAdminRoutes, opts);
};
