import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { dueErasures, ERASE_JOB, runErasure } from './erasure.service.ts';
import { EXPIRE_JOB, EXPORT_JOB, expireExports, runExport } from './exports.service.ts';
import type { Tell } from './tell.ts';

/** The sweep that runs erasures whose job was lost (every hour, and at start). */
export const ERASURE_SWEEP_JOB = 'personal-data.sweep';
const SWEEP_CRON = '17 * * * *';

/**
 * Declares the jobs of personal data on the app's queue: the export (up to 10 minutes: a large
 * archive), its expiry, the erasure (up to 15 minutes: its scrub reads every text column) and
 * the hourly sweep of erasures due.
 */
export async function registerPersonalDataJobs(
  app: FastifyInstance,
  opts: { db: Db; mediaRoot: string; tell: Omit<Tell, 'db' | 'school' | 'member'> },
): Promise<void> {
  const exportRt = { ...opts, queue: app.queue, log: app.log };
  const erasureRt = { db: opts.db, mediaRoot: opts.mediaRoot, log: app.log };
  await app.queue.createQueue(EXPORT_JOB, { expireInSeconds: 600, retryLimit: 3 });
  await app.queue.createQueue(ERASE_JOB, { expireInSeconds: 900, retryLimit: 5 });
  await app.queue.work<{ exportId: number; schoolId: number }>(EXPORT_JOB, (job) =>
    runExport(exportRt, job.data),
  );
  await app.queue.work<{ schoolId: number }>(EXPIRE_JOB, (job) =>
    expireExports(exportRt, job.data),
  );
  await app.queue.work<{ requestId: number }>(ERASE_JOB, async (job) => {
    await runErasure(erasureRt, job.data);
  });
  await app.queue.work(ERASURE_SWEEP_JOB, async () => {
    for (const requestId of await dueErasures(erasureRt)) {
      await runErasure(erasureRt, { requestId });
    }
  });
  await app.queue.schedule(ERASURE_SWEEP_JOB, SWEEP_CRON);
}
