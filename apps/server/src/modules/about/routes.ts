import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { schoolPagesRoutes } from './edit.routes.ts';
import { aboutReadRoutes } from './read.routes.ts';
import { teamRoutes } from './team.routes.ts';

/**
 * The about module (spec 1 §2 "School page editing"; issue 31 item 6): the about page's reads
 * and School settings → school pages (presentations, key numbers, team and photos).
 */
export const aboutRoutes: FastifyPluginAsyncZod<{
  db: Db;
  mediaUrl: MediaUrl;
  mediaRoot: string;
}> = async (app, { db, mediaUrl, mediaRoot }) => {
  await app.register(aboutReadRoutes, { db, mediaUrl });
  await app.register(schoolPagesRoutes, { db, mediaUrl });
  await app.register(teamRoutes, { db, mediaUrl, mediaRoot });
};
