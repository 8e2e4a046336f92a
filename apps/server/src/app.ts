import type { AppConfig } from '@alumni/domain';
import fastifyCookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, mediaDir } from './config.ts';
import type { Database } from './db/client.ts';
import { schoolsRoutes } from './modules/schools/routes.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { tenancyPlugin } from './platform/tenancy.ts';
import { registerWebApp } from './platform/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

/**
 * Builds the Fastify app on an open, migrated database (tests call it with their own).
 * Registers, in order: error shape, security headers, cookies, tenancy, OpenAPI, the API
 * modules under `/api`, media files, and the SPA when `config.webDist` is set.
 */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);

  registerErrorHandler(app);
  // The SPA page sets its own nonce-based CSP (platform/web.ts); JSON needs none.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCookie);
  await app.register(tenancyPlugin, {
    db: database.db,
    baseDomain: config.baseDomain,
    defaultSchool: config.defaultSchool,
  });
  await registerOpenApi(app);

  const mediaUrl = (key: string | null) =>
    key ? `${config.mediaUrl.replace(/\/$/, '')}/${key}` : null;
  await app.register(
    async (api) => {
      await api.register(schoolsRoutes, { db: database.db, mediaUrl });
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: mediaDir(config),
    prefix: '/media/',
    decorateReply: false,
    // Uploaded files are served as attachments unless they are images.
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
      res.header('cache-control', 'public, max-age=3600');
    },
  });

  if (config.webDist) {
    await registerWebApp(app, { webDist: config.webDist, appConfig: appConfigOf(config) });
  }
  return app;
}

/** The subset of the configuration the SPA receives (spec 2 §7 environment settings). */
export function appConfigOf(config: Config): AppConfig {
  return {
    baseDomain: config.baseDomain,
    defaultSchool: config.defaultSchool,
    vendorUrl: config.vendorUrl,
    boostUrl: config.boostUrl,
    legalUrl: config.legalUrl,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
  };
}
