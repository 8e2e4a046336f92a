import { API_PREFIX, type AppConfig, apiMessageRef } from '@alumni/domain';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { type Config, mediaDir } from './config.ts';
import type { Database } from './db/client.ts';
import { aboutRoutes } from './modules/about/routes.ts';
import { apiKeysRoutes } from './modules/api-keys/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { badgesRoutes } from './modules/badges/routes.ts';
import { blogDocumentHead, blogSitemapSource } from './modules/blog/index.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { bulkActionsRoutes } from './modules/bulk-actions/routes.ts';
import { bulkOperationsRoutes } from './modules/bulk-operations/routes.ts';
import { customPagesRoutes } from './modules/custom-pages/routes.ts';
import { directoryRoutes } from './modules/directory/routes.ts';
import { massMessagesRoutes } from './modules/discussions/mass-messages-routes.ts';
import { messageRemovalPlugin } from './modules/discussions/message-removal.ts';
import { messageStatsRoutes } from './modules/discussions/message-stats-routes.ts';
import { discussionsRoutes } from './modules/discussions/routes.ts';
import { discussionSocketRoutes } from './modules/discussions/socket.ts';
import { duplicatesRoutes } from './modules/duplicates/routes.ts';
import { emailingRoutes } from './modules/emailing/routes.ts';
import { eventsModuleRoutes } from './modules/events/routes.ts';
import { feedRoutes } from './modules/feed/routes.ts';
import { groupsModuleRoutes } from './modules/groups/routes.ts';
import { importsRoutes } from './modules/imports/routes.ts';
import { integrationsRoutes } from './modules/integrations/routes.ts';
import { jobsModuleRoutes } from './modules/jobs/routes.ts';
import { memberDeletionRoutes } from './modules/member-deletion/routes.ts';
import { mentorshipRoutes } from './modules/mentorship/routes.ts';
import { notificationsRoutes } from './modules/notifications/routes.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { personalDataRoutes } from './modules/personal-data/routes.ts';
import { profilesRoutes } from './modules/profiles/routes.ts';
import { registrationRoutes } from './modules/registration/routes.ts';
import { reportsRoutes } from './modules/reports/routes.ts';
import { resourcesRoutes } from './modules/resources/routes.ts';
import {
  schoolDetailsForPage,
  schoolFeatureEntries,
  toPermissionSchool,
} from './modules/schools/index.ts';
import { schoolsRoutes } from './modules/schools/routes.ts';
import { staticListsRoutes } from './modules/static-lists/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { subscriptionRoutes } from './modules/users/subscription-routes.ts';
import { validationsRoutes } from './modules/validations/routes.ts';
import { validatorsRoutes } from './modules/validators/routes.ts';
import { registerApiKeyGate } from './platform/api-keys.ts';
import { authenticationPlugin } from './platform/authentication.ts';
import { type BulkOperations, createBulkOperations } from './platform/bulk-operations.ts';
import { clientErrorHandler } from './platform/client-errors.ts';
import { contractValidatorCompiler, registerJsonParser } from './platform/contract.ts';
import { registerCsrfCheck } from './platform/csrf.ts';
import { createDomainEvents } from './platform/domain-events.ts';
import { frameworkErrors, HttpError, registerErrorHandler } from './platform/errors.ts';
import { createInProcessBus, createRedisBus, type EventBus } from './platform/event-bus.ts';
import { enabledFeatures, registerFeatureSwitches } from './platform/feature-switches.ts';
import { createFeedSubjects } from './platform/feed-subjects.ts';
import { isPublicMediaPath } from './platform/images.ts';
import { loggingOptions } from './platform/logging.ts';
import {
  createMailTransport,
  createQueuedMailer,
  type Mailer,
  type MailTransport,
  workMail,
} from './platform/mail.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { trustProxyOption } from './platform/proxy-trust.ts';
import { createJobQueue, type JobQueue } from './platform/queue.ts';
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
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(config),
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
  });
  await queue.start();
  app.addHook('onClose', () => queue.stop());
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
  // Replies over 1 KB (JSON, the SPA page) compressed as the client accepts (brotli, gzip),
  // for the routes registered after this; the SPA's assets come precompressed (web.ts).
  // Request bodies are not decompressed: no client of the API sends them compressed.
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  await app.register(fastifyCookie);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  // Limits are per route (config.rateLimit); counted in Redis when there is one, so that
  // every instance shares them.
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip ?? 'inject',
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate-limit:` } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        { detail: apiMessageRef('tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }) },
        { 'retry-after': String(Math.ceil(context.ttl / 1000)) },
      ),
  });
  const bus = config.redisUrl
    ? createRedisBus(
        config.redisUrl,
        (error) => app.log.error({ err: error }, 'event bus error'),
        config.redisPrefix,
      )
    : createInProcessBus();
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
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
  await app.register(
    async (api) => {
      await api.register(schoolsRoutes, { db: db, mediaUrl, mediaRoot: mediaDir(config) });
      await api.register(authRoutes, {
        db: db,
        mailer: app.mailer,
        mediaUrl,
        rateLimitPerMinute: config.authRateLimit,
      });
      await api.register(usersRoutes, { db: db, mediaUrl });
      await api.register(subscriptionRoutes, { db });
      await api.register(registrationRoutes, {
        db: db,
        mailer: app.mailer,
        mediaUrl,
        rateLimitPerMinute: config.authRateLimit,
      });
      await api.register(outboxRoutes, { db: db });
      await api.register(messageStatsRoutes, { db });
      // An accepted message report deletes the message (modules/reports → `message.removed`).
      await api.register(messageRemovalPlugin, { bus, mediaUrl, mediaRoot: mediaDir(config) });
      await api.register(importsRoutes, { db: db, mailer: app.mailer, config });
      await api.register(directoryRoutes, { db: db, mediaUrl });
      await api.register(bulkOperationsRoutes, { db, mediaUrl });
      await api.register(bulkActionsRoutes, {
        db,
        mediaUrl,
        mediaRoot: mediaDir(config),
        mailer: app.mailer,
        queue: app.queue,
        config,
        bulkOperations: app.bulkOperations,
      });
      await api.register(massMessagesRoutes, {
        db,
        mediaUrl,
        bus,
        bulkOperations: app.bulkOperations,
      });
      await api.register(memberDeletionRoutes, {
        db,
        mediaUrl,
        bulkOperations: app.bulkOperations,
      });
      await api.register(duplicatesRoutes, { db, mediaUrl });
      await api.register(emailingRoutes, {
        db,
        mediaUrl,
        config,
        bulkOperations: app.bulkOperations,
        transport: app.mailTransport,
      });
      await api.register(validationsRoutes, { db: db, bus });
      await api.register(discussionsRoutes, {
        db,
        bus,
        mediaUrl,
        mediaRoot: mediaDir(config),
        messageRatePerMinute: config.messageRatePerMinute,
      });
      await api.register(discussionSocketRoutes, {
        db,
        sessions,
        bus,
        mediaUrl,
        checkFrames: config.checkReplies,
      });
      await api.register(profilesRoutes, {
        db: db,
        mediaUrl,
        mediaRoot: mediaDir(config),
      });
      await api.register(feedRoutes, {
        db: db,
        mediaUrl,
        mediaRoot: mediaDir(config),
        subjects: app.feedSubjects,
      });
      await api.register(reportsRoutes, { db: db, mediaUrl });
      await api.register(blogRoutes, { db, mediaUrl, mediaRoot: mediaDir(config), config });
      await api.register(eventsModuleRoutes, {
        db,
        mediaUrl,
        mediaRoot: mediaDir(config),
        mailer: app.mailer,
        urls: config,
      });
      await api.register(groupsModuleRoutes, { db, mediaUrl, mediaRoot: mediaDir(config) });
      await api.register(jobsModuleRoutes, {
        db,
        mediaUrl,
        mediaRoot: mediaDir(config),
        mailer: app.mailer,
        config,
      });
      await api.register(mentorshipRoutes, { db, mediaUrl, mailer: app.mailer, config });
      await api.register(personalDataRoutes, {
        db,
        mediaRoot: mediaDir(config),
        mailer: app.mailer,
        config,
      });
      await api.register(notificationsRoutes, { db: db, mediaUrl });
      await api.register(validatorsRoutes, { db: db, mediaUrl });
      await api.register(auditRoutes, { db, mediaUrl });
      await api.register(apiKeysRoutes, { db, mediaUrl });
      await api.register(badgesRoutes, { db });
      await api.register(integrationsRoutes, { db, config });
      await api.register(customPagesRoutes, { db });
      await api.register(resourcesRoutes, { db, mediaRoot: mediaDir(config) });
      await api.register(aboutRoutes, { db, mediaUrl, mediaRoot: mediaDir(config) });
      await api.register(staticListsRoutes, { db });
      await api.register(termsRoutes, { db, mediaUrl, config });
    },
    { prefix: API_PREFIX },
  );
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
