import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importReasonText } from '@alumni/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { MalformedFileError } from '../modules/imports/csv.ts';
import { importDegreeFile } from '../modules/imports/degrees.service.ts';
import { findSchoolBySubdomain } from '../platform/tenancy.ts';
import { exitWhenFlushed, writeOut } from './output.ts';

const USAGE = 'Usage: npm run degrees:import -- --school <subdomain> --file <path> [--json]';

/**
 * `npm run degrees:import -- --school <subdomain> --file <path> [--json]`: imports degree
 * lines `degree;subsection;section` (no header) into a school in one transaction, the same
 * service as `POST /api/imports/degrees/`: names the school has are updated, new ones
 * created. Reads the server's configuration and migrates first. Prints a summary, or with
 * `--json` one object `{rows, created, updated, invalid, warnings}`. Exits 0 when the file
 * was read, 1 for a malformed file, an unknown school or bad arguments.
 */
async function run(): Promise<number> {
  const { values } = parseArgs({
    options: {
      school: { type: 'string' },
      file: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.school || !values.file) throw new Error(USAGE);
  const content = readFileSync(values.file);

  const database = await openDatabase(loadConfig(process.env));
  try {
    await database.migrate();
    const school = await findSchoolBySubdomain(database.db, values.school);
    if (!school) throw new Error(`Unknown school "${values.school}".`);
    const result = await importDegreeFile(
      database.db,
      school,
      { name: path.basename(values.file), content },
      { userId: null, source: 'cli' },
    );
    if (values.json) {
      await writeOut(`${JSON.stringify(result)}\n`);
      return 0;
    }
    const lines = [
      `${path.basename(values.file)} → ${school.name} (${school.subdomain})`,
      `${result.rows} lines: ${result.created} degrees created, ${result.updated} updated, ${result.invalid.length} invalid.`,
      ...result.invalid.map((e) => `  line ${e.line}: ${importReasonText(e, 'en')}`),
      ...result.warnings.map((w) => `Warning: ${w}`),
    ];
    await writeOut(`${lines.join('\n')}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

run().then(
  // Exit once stdout is flushed: a long answer piped to another program is not cut.
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
