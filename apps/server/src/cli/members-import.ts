import { closeSync, createReadStream, openSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importReasonText } from '@alumni/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { applyInSchool, refreshImportStatistics } from '../modules/imports/apply.service.ts';
import { IMPORT_BATCH_ROWS } from '../modules/imports/check.service.ts';
import { MalformedFileError } from '../modules/imports/csv.ts';
import {
  createMailTransport,
  createQueuedMailer,
  MAIL_JOB_MESSAGES,
  MAIL_QUEUE,
  workMail,
} from '../platform/mail.ts';
import { schoolOrigin } from '../platform/public-url.ts';
import { createJobQueue } from '../platform/queue.ts';
import { findSchoolBySubdomain } from '../platform/tenancy.ts';
import { exitWhenFlushed, writeOut } from './output.ts';

const USAGE =
  'Usage: npm run members:import -- --school <subdomain> --file <path> [--dry-run] [--no-invite] [--json]';

/**
 * `npm run members:import -- --school <subdomain> --file <path> [--dry-run] [--no-invite]
 * [--json]`: imports a member CSV into a school as a super user would after validating it
 * (spec 1 §5 User import), through the same service as the API's validate step. Reads the
 * server's configuration (DATABASE_URL, else the embedded database in DATA_DIR), migrates,
 * reads the file as a stream and checks it whole (its report stored with it), then applies
 * it a batch of 1,000 lines at a time, each batch in its own transaction with an invitation
 * queued (an activation link on `http://<subdomain>.<BASE_DOMAIN>:<PORT>`) for each of its
 * members never invited, delivering them as it goes (outbox unless SMTP_URL is set), and
 * records it as an applied import. Memory stays flat whatever the file's size (issue 16).
 * Killed at any point, running it again creates the accounts and sends exactly the
 * invitations still missing.
 * `--no-invite` sends none (the members show as "not invited"); `--dry-run` changes nothing
 * and reports what applying would do; `--json` prints one JSON object `{rows, valid, invalid,
 * created, roles_added}` and nothing else on stdout. Exits 0 when the file was read (even
 * with invalid lines), 1 for a malformed file, an unknown school or bad arguments, with the
 * message on stderr.
 */
/** Writes to stdout, waiting when the pipe is full (a long list of invalid lines). */
const write = writeOut;

async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      school: { type: 'string' },
      file: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'no-invite': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.school || !values.file) throw new Error(USAGE);
  const file = values.file;
  // Read as a stream, twice (check, then apply): fails here when the file cannot be opened.
  closeSync(openSync(file, 'r'));
  const dryRun = values['dry-run'] ?? false;

  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const school = await findSchoolBySubdomain(database.db, values.school);
    if (!school) throw new Error(`Unknown school "${values.school}".`);
    // Invitations go through the job queue like the server's: written with the members,
    // then delivered here (a running server's workers may take some too).
    const queue = createJobQueue(database, {
      onError: (error) => process.stderr.write(`Job queue: ${error.message}\n`),
    });
    await queue.start();
    const transport = createMailTransport({
      db: database.db,
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom,
    });
    // Deliveries of about an import batch's invitations at a time (20 jobs of 50), and at
    // most two batches' waiting: pg-boss sorts every waiting job of the queue on each fetch.
    await workMail(queue, transport, { batchSize: 20 });
    const origin = schoolOrigin(config, school.subdomain);
    const result = await applyInSchool(
      database.db,
      school,
      {
        name: path.basename(file),
        content: () => createReadStream(file, { highWaterMark: 256 * 1024 }),
      },
      {
        userId: null,
        source: 'cli',
        dryRun,
        invite: values['no-invite'] ? null : { mailer: createQueuedMailer(queue), origin },
        beforeBatch: () =>
          queue.drain([MAIL_QUEUE], 10 * 60_000, {
            atMost: 2 * Math.ceil(IMPORT_BATCH_ROWS / MAIL_JOB_MESSAGES),
          }),
      },
    );
    await queue.drain([MAIL_QUEUE], 10 * 60_000);
    await queue.stop();
    // The directory is planned with fresh counts at once (issue 34 item 8).
    if (!dryRun) {
      await refreshImportStatistics(database.db, result, (error) =>
        process.stderr.write(`Warning: statistics not refreshed: ${String(error)}\n`),
      );
    }
    transport.close();
    for (const warning of result.warnings) process.stderr.write(`Warning: ${warning}\n`);

    // The invalid lines are read back from the report a page at a time and written out.
    if (values.json) {
      const { rows, valid, created, roles_added } = result;
      await write(`{"rows":${rows},"valid":${valid},"invalid":[`);
      let first = true;
      for await (const page of result.invalidLines()) {
        if (!page.length) continue;
        await write(`${first ? '' : ','}${page.map((e) => JSON.stringify(e)).join(',')}`);
        first = false;
      }
      await write(`],"created":${created},"roles_added":${roles_added}}\n`);
      return 0;
    }
    const lines = [
      `${path.basename(file)} → ${school.name} (${school.subdomain})${dryRun ? ', dry run: nothing was changed' : ''}`,
      `${result.rows} lines: ${result.valid} valid, ${result.invalid_count} invalid.`,
      dryRun
        ? `Would create ${result.created} accounts and add ${result.roles_added} roles to existing accounts.`
        : `Created ${result.created} accounts and added ${result.roles_added} roles to existing accounts; ${result.invited} invitations sent.`,
      ...(result.invalid_count ? ['Invalid lines:'] : []),
    ];
    await write(`${lines.join('\n')}\n`);
    for await (const page of result.invalidLines()) {
      const text = page.map((e) => `  line ${e.line}: ${importReasonText(e, 'en')}\n`).join('');
      if (text) await write(text);
    }
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  // Exit once stdout is flushed: on a pipe its writes are asynchronous, and exiting at once
  // cut a long `--json` answer short (6,750 invalid lines of a 100,000-line file).
  exitWhenFlushed,
  (error: unknown) => {
    const message =
      error instanceof MalformedFileError
        ? `The file was not imported: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${message}\n`);
    exitWhenFlushed(1);
  },
);
