import { API_PREFIX } from '@alumni/domain';
import type { FastifyInstance } from 'fastify';
import { mediaDir } from './config.ts';
import type { Db } from './db/client.ts';
import { aboutRoutes } from './modules/about/routes.ts';
import { apiKeysRoutes } from './modules/api-keys/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { badgesRoutes } from './modules/badges/routes.ts';
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
import { schoolsRoutes } from './modules/schools/routes.ts';
import { staticListsRoutes } from './modules/static-lists/routes.ts';
import { termsRoutes } from './modules/terms/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { subscriptionRoutes } from './modules/users/subscription-routes.ts';
import { validationsRoutes } from './modules/validations/routes.ts';
import { validatorsRoutes } from './modules/validators/routes.ts';
import type { SessionCache } from './platform/session-cache.ts';

/**
 * The API's modules, registered under `/api` (API_PREFIX) on the app buildApp prepared: its
 * configuration, mailer, mail transport, queue, event bus, feed subjects and bulk operations
 * are decorated on `app` before this runs. Takes the school-scoped handle `db`, the instance's
 * session cache (the chat socket authenticates with it) and `mediaUrl` (a stored media key →
 * its public URL, or null). Resolves once every module's routes and plugins are registered.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  deps: { db: Db; sessions: SessionCache; mediaUrl: (key: string | null) => string | null },
): Promise<void> {
  const { db, sessions, mediaUrl } = deps;
  const { config, bus } = app;
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
}
