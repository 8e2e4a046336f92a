/**
 * A mail worker in its own process, for the kill -9 test (platform/mail-queue.test.ts).
 * Opens `DATABASE_URL` (or the PGlite folder `DATA_DIR`), works the `mail.send` queue
 * with the outbox transport, prints `delivered <key>` once a message is stored and then
 * never completes the job, so that the test can SIGKILL it mid-send.
 */
import { openDatabase } from '../src/db/client.ts';
import { createMailTransport, workMail } from '../src/platform/mail.ts';
import { createJobQueue } from '../src/platform/queue.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? 'memory://',
});
const queue = createJobQueue(database, {
  onError: (error) => process.stderr.write(`queue error: ${error.message}\n`),
  pollingIntervalSeconds: 0.5,
});
await queue.start();
const transport = createMailTransport({ db: database.db, mailFrom: 'Test <test@example.org>' });
await workMail(queue, transport, {
  afterDelivery: (keys) => {
    process.stdout.write(`delivered ${keys.join(' ')}\n`);
    return new Promise<void>(() => undefined);
  },
});
process.stdout.write('ready\n');
