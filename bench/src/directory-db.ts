/**
 * Makes a kept database for the directory benchmark: `npm run directory-db -w @alumni/bench --
 * NAME N` drops and creates database NAME on the server of DATABASE_URL, migrates it, seeds
 * the demo schools and generates N members (directory-seed.ts). Then run the benchmark on it
 * as many times as needed with BENCH_DATABASE_URL (1,000,000 members take a few minutes to
 * generate). Drop it afterwards: `dropdb NAME`.
 */
import os from 'node:os';
import path from 'node:path';
import { adminQuery, databaseUrlFor, openDatabase, seedDemo } from '@alumni/server/tools';
import { generateMembers } from './directory-seed.ts';

const url = process.env.DATABASE_URL;
const [name, count] = [process.argv[2], Number(process.argv[3] ?? 100_000)];
if (!url || !name || !/^[a-z][a-z0-9_]*$/.test(name) || !Number.isSafeInteger(count)) {
  process.stderr.write('usage: DATABASE_URL=… directory-db NAME MEMBERS (NAME: a-z, 0-9, _)\n');
  process.exit(1);
}
await adminQuery(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await adminQuery(url, `CREATE DATABASE "${name}"`);
const databaseUrl = databaseUrlFor(url, name);
const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
await database.migrate();
await seedDemo(database.db, { mediaDir: path.join(os.tmpdir(), `${name}-media`) });
const seconds = await generateMembers(database.db, count, (done) =>
  process.stderr.write(`members: ${done}\n`),
);
await database.close();
process.stdout.write(`${databaseUrl}: ${count} members in ${seconds} s\n`);
