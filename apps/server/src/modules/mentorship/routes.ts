import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { MediaUrl } from '../../platform/presenters.ts';
import { publicationRuntime } from '../../platform/publication/scheduling.ts';
import { mentorsAdminRoutes } from './admin.routes.ts';
import { followupRoutes } from './followup.routes.ts';
import { matchesRoutes } from './matches.routes.ts';
import { awaitingMentorshipQueue } from './queue.ts';
import { SWEEP_CRON, SWEEP_JOB, type SweepRuntime, sweepMentorship } from './sweep.ts';
import { subscribeMentorshipMail } from './tell.ts';

export interface MentorshipOptions {
  db: Db;
  mediaUrl: MediaUrl;
  mailer: Mailer;
  config: Config;
}

/**
 * Mentorship (issue 33 "Mentorship"; spec 1 §3 Mentorship match, §4 Mentorship request; spec 2
 * §8, §9; docs/areas/mentorship.md): the mentor search, requests and their answers under the
 * school's cap (decided in the database), the `mentorship` validation queue where the school
 * validates matches, meetings and the final rating, the mails of every change, the sweep that
 * reminds, times out and nudges (`mentorship.sweep`, every hour and at start), the school's
 * settings and the super users' mentor statistics.
 */
export const mentorshipRoutes: FastifyPluginAsyncZod<MentorshipOptions> = async (app, options) => {
  app.validationQueues.register(awaitingMentorshipQueue);
  subscribeMentorshipMail(app.domainEvents, { mailer: options.mailer, urls: options.config });
  const sweep: SweepRuntime = publicationRuntime(app, options.db);
  await app.queue.work(SWEEP_JOB, async () => {
    await sweepMentorship(sweep);
  });
  await app.queue.schedule(SWEEP_JOB, SWEEP_CRON);
  app.addHook('onReady', async () => {
    void sweepMentorship(sweep).catch((error) =>
      app.log.error({ err: error }, 'mentorship sweep failed'),
    );
  });
  const routes = { db: options.db, mediaUrl: options.mediaUrl };
  await app.register(matchesRoutes, routes);
  await app.register(followupRoutes, routes);
  await app.register(mentorsAdminRoutes, routes);
};
