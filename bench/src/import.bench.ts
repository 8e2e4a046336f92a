/**
 * Benchmark: the member import command (`npm run members:import`, issue 16 item 4). Needs
 * PostgreSQL (DATABASE_URL). For each size (BENCH_IMPORT_ROWS, default `10000,100000`) it
 * creates a throwaway database seeded with the demo schools, writes a member file of that
 * many lines shaped like the spec's sample (/work/shared/data/members-sample.csv, kept as
 * apps/server/test/fixtures/members-sample.csv: the same names, degrees, campuses, roles
 * and the same 6.75 % of invalid lines, each copy of the sample with its own e-mails), then
 * runs the compiled command in its own process under `/usr/bin/time -v` with invitations,
 * as an operator would. The time is the command's wall clock (start of the process to its
 * exit: reading, checking, writing, queuing and delivering the invitations to the outbox);
 * the memory is its peak resident set. Checks what it did (accounts created, one outbox
 * message each) and writes `bench/results/import[-BENCH_LABEL].json`.
 * BENCH_PROFILE=<dir> writes a V8 CPU profile of the command there.
 * Targets: 100,000 lines in at most 30 s with at most 250 MB peak.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, outboxMessages, seedDemo } from '@alumni/server/tools';
import { count } from 'drizzle-orm';

if (!process.env.DATABASE_URL) {
  process.stderr.write('The import benchmark needs PostgreSQL: set DATABASE_URL.\n');
  process.exit(1);
}
const TIME = '/usr/bin/time';
if (!existsSync(TIME)) {
  process.stderr.write('The import benchmark measures memory with /usr/bin/time (GNU time).\n');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '../..');
const sizes = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const label = process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : '';
const work = mkdtempSync(path.join(os.tmpdir(), 'alumni-import-bench-'));

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale', 'domain', 'server'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(1);

/**
 * `rows` member lines after the header: the sample's 400 lines over and over, each copy's
 * e-mails and external refs made its own (`name.1234@x` → `name.1234.c7@x`), so that
 * within a copy the sample's duplicate stays a duplicate and invalid e-mails stay invalid.
 */
function memberFile(rows: number): string {
  const sample = readFileSync(path.join(root, 'apps/server/test/fixtures/members-sample.csv'))
    .toString()
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  const [header, ...lines] = sample;
  const out: string[] = [header ?? ''];
  for (let i = 0; i < rows; i++) {
    const copy = Math.floor(i / lines.length);
    const cells = (lines[i % lines.length] ?? '').split(';');
    if (copy > 0) {
      cells[2] = (cells[2] ?? '').replace(/^([^@]*)@/, `$1.c${copy}@`);
      if (cells[6]) cells[6] = `${cells[6]}-${copy}`;
    }
    out.push(cells.join(';'));
  }
  return `${out.join('\n')}\n`;
}

/** Runs the compiled command on `file` under GNU time; returns its output, seconds and peak MB. */
function runImport(file: string, databaseUrl: string, profileDir: string | null) {
  const args = [
    '-v',
    process.execPath,
    '--conditions=alumni-dist',
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    path.join(root, 'apps/server/dist/cli/members-import.js'),
    '--school',
    'demo',
    '--file',
    file,
    '--json',
  ];
  return new Promise<{ result: Record<string, unknown>; seconds: number; peakMb: number }>(
    (resolve, reject) => {
      const started = process.hrtime.bigint();
      const child = spawn(TIME, args, {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      // 'close', not 'exit': the child may exit before its stdout has been read to the end.
      child.on('close', (code) => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
        if (code !== 0 || !rss) {
          reject(new Error(`members-import exited ${code}:\n${stderr}`));
          return;
        }
        try {
          resolve({
            result: JSON.parse(stdout) as Record<string, unknown>,
            seconds: Math.round(seconds * 100) / 100,
            peakMb: Math.round(Number(rss[1]) / 1024),
          });
        } catch (error) {
          // Rejected, not thrown from this callback: the database is dropped on the way out.
          reject(error);
        }
      });
    },
  );
}

const runs: Record<string, unknown>[] = [];
try {
  for (const rows of sizes) {
    const database = await createTestDatabase();
    try {
      await seedDemo(database.db, { mediaDir: path.join(work, `media-${rows}`) });
      const file = path.join(work, `members-${rows}.csv`);
      writeFileSync(file, memberFile(rows));
      const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : null;
      const run = await runImport(file, database.url ?? '', profileDir);
      const invalid = (run.result.invalid as unknown[]).length;
      const [outbox] = await database.db.select({ n: count() }).from(outboxMessages);
      // What the command must have done, so that a fast run is also a right one.
      if (run.result.created !== run.result.valid || outbox?.n !== run.result.created) {
        throw new Error(
          `${rows} rows: created ${run.result.created} of ${run.result.valid} valid, ${outbox?.n} invitations`,
        );
      }
      const line = {
        rows,
        valid: run.result.valid,
        invalid,
        created: run.result.created,
        invitations: outbox?.n ?? 0,
        seconds: run.seconds,
        peak_mb: run.peakMb,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
      runs.push(line);
    } finally {
      await database.close();
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const out = path.join(root, 'bench/results', `import${label}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Math.round(l * 100) / 100) },
      target: { rows: 100_000, max_seconds: 30, max_peak_mb: 250 },
      runs,
    },
    null,
    2,
  )}\n`,
);
process.stdout.write(`Written ${path.relative(root, out)}\n`);
