/**
 * A member import applied in its own process, for the kill -9 tests of invitations
 * (modules/imports/imports-kill.test.ts). Opens `DATABASE_URL` (or the PGlite folder
 * `DATA_DIR`), applies the file `FILE` to school `SCHOOL` with invitations the way
 * `npm run members:import` does, and stops where `PAUSE` says, printing a line and waiting
 * forever so that the test can SIGKILL it there. `BATCH_ROWS` sets the records per batch.
 * - `batch`: inside batch `PAUSE_BATCH`'s transaction (default 1), its rows written, before
 *   it commits (prints `in-batch`);
 * - `transaction`: every batch committed, inside the last transaction (result and log),
 *   before it commits (prints `in-transaction`);
 * - `committed`: everything committed, no mail delivered (prints `committed`);
 * - `delivery`: the first batch of mail stored in the outbox, its jobs not completed
 *   (prints `delivered <n>`).
 * Mail jobs expire after 3 s, so that a new worker takes the killed ones back quickly.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { applyInSchool } from '../src/modules/imports/apply.service.ts';
import {
  createMailTransport,
  createQueuedMailer,
  MAIL_QUEUE,
  workMail,
} from '../src/platform/mail.ts';
import { createJobQueue } from '../src/platform/queue.ts';
import { findSchoolBySubdomain } from '../src/platform/tenancy.ts';

export const KILL_POLICY = { [MAIL_QUEUE]: { expireInSeconds: 3, retryDelaySeconds: 1 } };

const pause = process.env.PAUSE ?? '';
const forever = () => new Promise<never>(() => undefined);
const say = (line: string) => process.stdout.write(`${line}\n`);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? 'memory://',
});
const queue = createJobQueue(database, {
  onError: (error) => process.stderr.write(`queue error: ${error.message}\n`),
  policies: KILL_POLICY,
  pollingIntervalSeconds: 0.5,
});
await queue.start();
if (pause === 'delivery') {
  const transport = createMailTransport({ db: database.db, mailFrom: 'Test <test@example.org>' });
  await workMail(queue, transport, {
    afterDelivery: (keys) => {
      say(`delivered ${keys.length}`);
      return forever();
    },
  });
} else {
  // Declared, not worked: nothing is delivered by this process.
  await queue.createQueue(MAIL_QUEUE);
}
const school = await findSchoolBySubdomain(database.db, process.env.SCHOOL ?? '');
if (!school) throw new Error(`unknown school ${process.env.SCHOOL}`);
const file = process.env.FILE ?? '';
const result = await applyInSchool(
  database.db,
  school,
  { name: path.basename(file), content: readFileSync(file) },
  {
    userId: null,
    source: 'cli',
    ...(process.env.BATCH_ROWS ? { batchRows: Number(process.env.BATCH_ROWS) } : {}),
    afterBatch: async (_tx, batch) => {
      if (pause !== 'batch' || batch !== Number(process.env.PAUSE_BATCH ?? 1)) return;
      say('in-batch');
      await forever();
    },
    invite: {
      mailer: createQueuedMailer(queue),
      origin: `http://${school.subdomain}.localhost:3000`,
    },
    within: async () => {
      if (pause !== 'transaction') return;
      say('in-transaction');
      await forever();
    },
  },
);
say(`committed ${JSON.stringify({ created: result.created, invited: result.invited })}`);
await forever();
