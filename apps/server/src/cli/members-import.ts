import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importReasonText } from '@alumni/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { applyInSchool } from '../modules/imports/apply.service.ts';
import { MalformedFileError } from '../modules/imports/csv.ts';
import { createMailTransport, createQueuedMailer, MAIL_QUEUE, workMail } from '../platform/mail.ts';
import { schoolOrigin } from '../platform/public-url.ts';
import { createJobQueue } from '../platform/queue.ts';
import { findSchoolBySubdomain } from '../platform/tenancy.ts';

const USAGE =
  'Usage: npm run members:import -- --school <subdomain> --file <path> [--dry-run] [--no-invite] [--json]';

/**
 * `npm run members:import -- --school <subdomain> --file <path> [--dry-run] [--no-invite]
 * [--json]`: imports a member CSV into a school as a super user would after validating it
 * (spec 1 §5 User import), through the same service as the API's validate step. Reads the
 * server's configuration (DATABASE_URL, else the embedded database in DATA_DIR), migrates,
 * checks the file, and in one transaction applies it, records it as an applied import and
 * queues an invitation (an activation link on `http://<subdomain>.<BASE_DOMAIN>:<PORT>`) for
 * each member of the file never invited, then delivers them (outbox unless SMTP_URL is set).
 * Killed at any point, running it again sends exactly the invitations still missing.
 * `--no-invite` sends none (the members show as "not invited"); `--dry-run` changes nothing
 * and reports what applying would do; `--json` prints one JSON object `{rows, valid, invalid,
 * created, roles_added}` and nothing else on stdout. Exits 0 when the file was read (even
 * with invalid lines), 1 for a malformed file, an unknown school or bad arguments, with the
 * message on stderr.
 */
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
  const content = readFileSync(values.file);
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
    await workMail(queue, transport);
    const origin = schoolOrigin(config, school.subdomain);
    const result = await applyInSchool(
      database.db,
      school,
      { name: path.basename(values.file), content },
      {
        userId: null,
        source: 'cli',
        dryRun,
        invite: values['no-invite'] ? null : { mailer: createQueuedMailer(queue), origin },
      },
    );
    await queue.drain([MAIL_QUEUE], 10 * 60_000);
    await queue.stop();
    transport.close();
    for (const warning of result.warnings) process.stderr.write(`Warning: ${warning}\n`);

    if (values.json) {
      const { rows, valid, invalid, created, roles_added } = result;
      process.stdout.write(`${JSON.stringify({ rows, valid, invalid, created, roles_added })}\n`);
      return 0;
    }
    const lines = [
      `${path.basename(values.file)} → ${school.name} (${school.subdomain})${dryRun ? ', dry run: nothing was changed' : ''}`,
      `${result.rows} lines: ${result.valid} valid, ${result.invalid.length} invalid.`,
      dryRun
        ? `Would create ${result.created} accounts and add ${result.roles_added} roles to existing accounts.`
        : `Created ${result.created} accounts and added ${result.roles_added} roles to existing accounts; ${result.invited} invitations sent.`,
      ...(result.invalid.length ? ['Invalid lines:'] : []),
      ...result.invalid.map((e) => `  line ${e.line}: ${importReasonText(e, 'en')}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message =
      error instanceof MalformedFileError
        ? `The file was not imported: ${error.message}`
        : error instanceof Error
          ? error.message
          : String(error);
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
);
