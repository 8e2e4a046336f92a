import { JOB_ATTACHMENT_MAX_BYTES } from '@alumni/domain';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { publicationRuntime, registerPublication } from '../../platform/publication/scheduling.ts';
import { adsRoutes } from './ads.routes.ts';
import { applicationsRoutes } from './applications.routes.ts';
import { EXPIRY_CRON, EXPIRY_JOB, type ExpiryRuntime, sweepExpiry } from './expiry.ts';
import { jobAdFeedCards } from './feed-cards.ts';
import { jobAdListUsers } from './list-users.ts';
import type { JobsOptions } from './options.ts';
import { jobAdsArea, pendingJobAdsQueue } from './publication.ts';
import { updateLinkRoutes } from './update-link.routes.ts';
import { sendWeeklySummaries, WEEKLY_CRON, WEEKLY_JOB } from './weekly.ts';

/**
 * Jobs (spec 1 §2 Jobs, §3 Job ad and Job application, §4 Job ad, §5 Job; issue 15, server
 * foundation): job ads under the shared publication workflow with validation by Jobs
 * validators (the `jobad` validation queue, the `jobs.publish` job and `jobs.sweep`),
 * deactivation and reactivation, the 90-day archive and day-83 warning (`jobs.expiry`, every
 * hour and at start), applications with a CV and a cover letter, and the weekly summary of
 * new ads (`jobs.weekly`, Mondays), and the update links of ads (update-link.routes.ts). Job
 * ads use four of the school's static lists (contract type, sector, experience, role), whose
 * options they count (list-users.ts).
 */
export const jobsModuleRoutes: FastifyPluginAsyncZod<JobsOptions & { config: Config }> = async (
  app,
  options,
) => {
  app.validationQueues.register(pendingJobAdsQueue);
  app.feedSubjects.register(jobAdFeedCards(options.mediaUrl));
  for (const user of jobAdListUsers) app.staticListUsage.register(user);
  await app.register(multipart, {
    limits: { fileSize: JOB_ATTACHMENT_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });
  const schedule = await registerPublication(app, options.db, jobAdsArea);
  const expiry: ExpiryRuntime = {
    ...publicationRuntime(app, options.db),
    mailer: options.mailer,
    urls: options.config,
  };
  await app.queue.work(EXPIRY_JOB, async () => {
    await sweepExpiry(expiry);
  });
  await app.queue.schedule(EXPIRY_JOB, EXPIRY_CRON);
  app.addHook('onReady', async () => {
    void sweepExpiry(expiry).catch((error) =>
      app.log.error({ err: error }, 'jobs expiry sweep failed'),
    );
  });
  await app.queue.work(WEEKLY_JOB, async () => {
    await sendWeeklySummaries(expiry);
  });
  await app.queue.schedule(WEEKLY_JOB, WEEKLY_CRON);
  const deps = { mediaRoot: options.mediaRoot, schedule };
  await app.register(adsRoutes, { ...options, deps });
  await app.register(applicationsRoutes, options);
  await app.register(updateLinkRoutes, { ...options, deps });
};
