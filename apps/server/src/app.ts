import type { AppConfig } from '@alumni/domain';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiRoutes } from './api-routes.ts';
import { type Config, mediaDir } from './config.ts';
import type { Database } from './db/client.ts';
import { blogDocumentHead, blogSitemapSource } from './modules/blog/index.ts';
import {
  schoolDetailsForPage,
  schoolFeatureEntries,
  toPermissionSchool,
} from './modules/schools/index.ts';
import { registerApiKeyGate } from './platform/api-keys.ts';
import { authenticationPlugin } from './platform/authentication.ts';
import { type BulkOperations, createBulkOperations } from './platform/bulk-operations.ts';
import { clientErrorHandler } from './platform/client-errors.ts';
import { contractValidatorCompiler, registerJsonParser } from './platform/contract.ts';
import { registerCsrfCheck } from './platform/csrf.ts';
import { createDomainEvents } from './platform/domain-events.ts';
import { frameworkErrors, registerErrorHandler } from './platform/errors.ts';
import { createInProcessBus, createRedisBus, type EventBus } from './platform/event-bus.ts';
import { enabledFeatures, registerFeatureSwitches } from './platform/feature-switches.ts';
import { createFeedSubjects } from './platform/feed-subjects.ts';
import { healthPlugin } from './platform/health.ts';
import { isPublicMediaPath } from './platform/images.ts';
import { type LogSink, loggingOptions, registerRequestIds } from './platform/logging.ts';
import {
  createMailTransport,
  createQueuedMailer,
  type Mailer,
  type MailTransport,
  workMail,
} from './platform/mail.ts';
import { metricsPlugin } from './platform/metrics.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { trustProxyOption } from './platform/proxy-trust.ts';
import { createJobQueue, type JobQueue } from './platform/queue.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { replySerializerCompiler } from './platform/reply-serializer.ts';
import { requestScopePlugin } from './platform/request-scope.ts';
import { registerResponseHeaders } from './platform/response-headers.ts';
import { SchoolCaches } from './platform/school-caches.ts';
import { SessionCache } from './platform/session-cache.ts';
import { siteFilesRoutes } from './platform/site-files.ts';
import { createStaticListUsage } from './platform/static-list-usage.ts';
import { tenancyPlugin } from './platform/tenancy.ts';
import { createValidationQueues } from './platform/validation-queues.ts';
import { registerWebApp } from './platform/web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Mail goes out through the job queue (`mail.send`); see platform/mail.ts. */
    mailer: Mailer;
    /** What delivers mail (SMTP or the outbox), for work that reports each delivery (mass mail). */
    mailTransport: MailTransport;
    /** Background and scheduled jobs (pg-boss on the app's database); see platform/queue.ts. */
    queue: JobQueue;
    /** Per-school caches (row by subdomain, permission data by id); see config.schoolCacheTtlMs. */
    schoolCaches: SchoolCaches;
    /** Live events between instances: Redis pub/sub when REDIS_URL is set, else in-process. */
    bus: EventBus;
    /** Admins' actions on many members, run by the queue; see platform/bulk-operations.ts. */
    bulkOperations: BulkOperations;
  }
}

/**
 * Builds the Fastify app on an open, migrated database (tests call it with their own).
 * Registers, in order: error shape, security headers, cookies, tenancy, OpenAPI, the API
 * modules under `/api`, media files, and the SPA when `config.webDist` is set.
 */
export async function buildApp(
  config: Config,
  database: Database,
  /** Where log lines go (process.stdout; tests read their own). */
  opts: { logSink?: LogSink } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config, opts.logSink),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  // The app's work goes through the school-scoped handle (platform/school-scope.ts).
  const db = database.app;
  app.setValidatorCompiler(contractValidatorCompiler);
  registerJsonParser(app);
  app.setSerializerCompiler(replySerializerCompiler({ check: config.checkReplies }));
  app.decorate('config', config);
  app.decorate('database', database);
  const queue = createJobQueue(database, {
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
    defaults: {
      expireInSeconds: config.queueExpireSeconds,
      retryDelaySeconds: config.queueRetryDelaySeconds,
    },
    maintenanceIntervalSeconds: config.queueMaintenanceSeconds,
  });
  await queue.start();
  // Running jobs get half the shutdown's time; the rest is for the pools (platform/shutdown.ts).
  app.addHook('onClose', () => queue.stop(Math.floor(config.shutdownTimeoutMs / 2)));
  app.decorate('queue', queue);
  const transport = createMailTransport({
    db: database.db,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
  });
  app.addHook('onClose', async () => transport.close());
  await workMail(queue, transport);
  app.decorate('mailer', createQueuedMailer(queue));
  app.decorate('mailTransport', transport);

  registerErrorHandler(app);
  registerResponseHeaders(app);
  // X-Request-Id on every answer, the id of its log lines (platform/logging.ts).
  registerRequestIds(app);
  // Replies over 1 KB (JSON, the SPA page) compressed as the client accepts (brotli, gzip),
  // for the routes registered after this; the SPA's assets come precompressed (web.ts).
  // Request bodies are not decompressed: no client of the API sends them compressed.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  await app.register(fastifyCookie);
  // Per-route limits, counted in Redis when there is one (platform/rate-limits.ts).
  const redis = await registerRateLimits(app, config);
  const bus = config.redisUrl
    ? createRedisBus(
        config.redisUrl,
        (error) => app.log.error({ err: error }, 'event bus error'),
        config.redisPrefix,
      )
    : createInProcessBus();
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  // /healthz and /readyz, on any host (platform/health.ts).
  await app.register(healthPlugin, { database, queue, redis });
  // /metrics for a scraper holding METRICS_TOKEN; nothing measured without it.
  if (config.metricsToken) {
    await app.register(metricsPlugin, {
      token: config.metricsToken,
      queue,
      pools: database.pools,
      sockets: () => app.websocketServer?.clients.size ?? 0,
    });
  }
  const schoolCaches = new SchoolCaches(config.schoolCacheTtlMs, bus);
  // Other instances' drops (closing the bus ends the subscription).
  await schoolCaches.listen((error) => app.log.error({ err: error }, 'school cache drop failed'));
  app.decorate('schoolCaches', schoolCaches);
  // Modules subscribe to each other's events and register their validation queues as their
  // plugins are registered below; both exist before any of them.
  app.decorate('domainEvents', createDomainEvents());
  app.decorate('validationQueues', createValidationQueues());
  app.decorate('staticListUsage', createStaticListUsage());
  // Kinds register their per-member effect with their plugins; the runner starts after them.
  app.decorate(
    'bulkOperations',
    createBulkOperations({ db, ownerDb: database.db, queue, log: app.log }),
  );
  app.decorate(
    'feedSubjects',
    createFeedSubjects((scoped, school) => enabledFeatures(app, scoped, school)),
  );
  app.decorate('loadPermissionSchool', toPermissionSchool);
  app.decorate('loadSchoolFeatures', schoolFeatureEntries);
  await app.register(tenancyPlugin, {
    cache: schoolCaches.bySubdomain,
    db: db,
    baseDomain: config.baseDomain,
    defaultSchool: config.defaultSchool,
  });
  // Sessions looked up are kept per instance, forgotten on any change (auth_changed).
  const sessions = new SessionCache(config.sessionCacheTtlMs);
  await sessions.start(database.listen.bind(database), (error) =>
    app.log.error({ err: error }, 'session cache: cannot listen for changes'),
  );
  app.addHook('onClose', () => sessions.close());
  await app.register(authenticationPlugin, { db: db, sessions });
  await app.register(requestScopePlugin, { db, afterWrite: () => sessions.settled() });
  // A switched-off feature's operations answer 404, before the routes' own checks.
  registerFeatureSwitches(app, db);
  // A request carrying an API key only reads, as one identity (platform/api-keys.ts).
  registerApiKeyGate(app);
  registerCsrfCheck(app);
  await registerOpenApi(app);
  // WebSocket upgrades go through the routes' hooks first (modules/discussions/socket.ts): a
  // refused one is answered in HTTP. A frame over 64 KB closes the socket (1009). On close,
  // open sockets are told 1001 (going away: reconnect, to another instance) and the server
  // does not wait for them.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1001);
      app.websocketServer.close();
      done();
    },
  });

  const mediaUrl = (key: string | null) =>
    key ? `${config.mediaUrl.replace(/\/$/, '')}/${key}` : null;
  await registerApiRoutes(app, { db, sessions, mediaUrl });
  // Every kind of bulk operation is registered now: its jobs may run.
  await app.bulkOperations.start();

  await app.register(fastifyStatic, {
    root: mediaDir(config),
    prefix: '/media/',
    decorateReply: false,
    // Only the image folders are public; documents go through their routes' policy.
    allowedPath: isPublicMediaPath,
    // Images, shown inline: their own type, never sniffed, never run if opened directly.
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
      res.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      res.header('cache-control', 'public, max-age=3600');
    },
  });

  // /robots.txt and /sitemap.xml at the site's root, outside the API (issue 30 item 5).
  const schoolDetails = schoolDetailsForPage({ db, mediaUrl });
  await app.register(siteFilesRoutes, {
    config,
    sources: [blogSitemapSource({ db })],
    schoolDetails,
  });
  if (config.webDist) {
    await registerWebApp(app, {
      webDist: config.webDist,
      appConfig: appConfigOf(config),
      documentHead: blogDocumentHead({ db, config, mediaUrl }),
      schoolDetails,
    });
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
