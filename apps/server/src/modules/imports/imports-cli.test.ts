import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { importLogs, outboxMessages } from '../../db/schema/index.ts';

/**
 * `npm run members:import` and `degrees:import` as child processes on a seeded database:
 * the embedded one in a temporary DATA_DIR, or a throwaway PostgreSQL database when
 * DATABASE_URL is set.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const FIXTURES = path.join(ROOT, 'apps/server/test/fixtures');
const SAMPLE = path.join(FIXTURES, 'members-sample.csv');
const expected = JSON.parse(
  readFileSync(path.join(FIXTURES, 'members-sample.expected.json'), 'utf8'),
) as { rows: number; valid: number; invalid: { line: number; reason: string }[] };

const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-cli-'));
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
delete env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | null = null;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}
function cli(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      TSX,
      [path.join(ROOT, 'apps/server/src/cli', script), ...args],
      // Each run starts tsx, which compiles the CLI first: minutes, not seconds, when the
      // machine is loaded (86 s for four runs at load 25).
      { cwd: ROOT, env, timeout: 180_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
const membersImport = (...args: string[]) =>
  cli('members-import.ts', ['--school', 'demo', '--file', SAMPLE, ...args]);

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `cli_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    env.DATABASE_URL = testUrl.toString();
    dropDatabase = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    };
  }
  const seeded = await cli('seed.ts', []);
  if (seeded.code !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
}, 180_000);
afterAll(async () => {
  await dropDatabase?.();
});

describe('npm run members:import (spec 1 §5 User import)', () => {
  it('imports degrees, then the sample: dry run, real run, and a second run that creates nobody', async () => {
    const degrees = await cli('degrees-import.ts', [
      '--school',
      'demo',
      '--file',
      path.join(FIXTURES, 'degrees.csv'),
      '--json',
    ]);
    expect(degrees.code).toBe(0);
    expect(JSON.parse(degrees.stdout)).toEqual({
      rows: 10,
      created: 0,
      updated: 10,
      invalid: [],
      warnings: [],
    });

    const counts = { rows: expected.rows, valid: expected.valid, invalid: expected.invalid };
    const dry = await membersImport('--dry-run', '--json');
    expect(dry.code).toBe(0);
    expect(JSON.parse(dry.stdout)).toEqual({ ...counts, created: expected.valid, roles_added: 0 });

    // Had the dry run changed anything, this run would create fewer accounts.
    const real = await membersImport('--json');
    expect(real.code).toBe(0);
    expect(real.stdout.trim().split('\n')).toHaveLength(1);
    const result = JSON.parse(real.stdout);
    expect(Object.keys(result)).toEqual(['rows', 'valid', 'invalid', 'created', 'roles_added']);
    expect(result).toEqual({ ...counts, created: expected.valid, roles_added: 0 });
    expect(result.created + result.roles_added).toBe(expected.valid);

    const dryAgain = await membersImport('--dry-run', '--json');
    expect(JSON.parse(dryAgain.stdout)).toMatchObject({ created: 0, roles_added: 0 });

    const second = await membersImport();
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('400 lines: 373 valid, 27 invalid.');
    expect(second.stdout).toContain('Created 0 accounts');
    expect(second.stdout).toContain('line 59: invalid email');

    // One invitation per created account, on the school's host; a log per real run.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const [outbox] = await database.db.select({ n: count() }).from(outboxMessages);
      expect(outbox?.n).toBe(expected.valid);
      const [invitation] = await database.db.select().from(outboxMessages).limit(1);
      expect(invitation?.text).toContain('http://demo.localhost:3000/registration?token=');
      const logs = await database.db.select().from(importLogs);
      expect(logs.map((l) => [l.kind, l.source])).toEqual([
        ['degrees', 'cli'],
        ['members', 'cli'],
        ['members', 'cli'],
      ]);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('writes a whole --json answer of 600 KB to a slow reader at the other end of a pipe', async () => {
    // 6,000 invalid lines (about 100 bytes each in the answer); the reader starts after 2 s,
    // so the pipe is full long before the command is done.
    const big = path.join(dataDir, 'big.csv');
    const lines = Array.from(
      { length: 6000 },
      (_, i) => `Jean${i};Dupont;not-an-email-${i}-${'x'.repeat(40)};2000;;4;;`,
    );
    writeFileSync(
      big,
      `first name;last name;email;graduation year;degree;role;external ref;campus\n${lines.join('\n')}\n`,
    );
    const degrees = path.join(dataDir, 'long-degrees.csv');
    writeFileSync(
      degrees,
      `${Array.from({ length: 2000 }, (_, i) => `${'D'.repeat(256)}${i};a;b`).join('\n')}\n`,
    );
    const reader = `setTimeout(() => { const parts = []; process.stdin.on('data', (c) => parts.push(c)); process.stdin.on('end', () => { const all = Buffer.concat(parts); const parsed = JSON.parse(all.toString()); process.stdout.write(JSON.stringify({ bytes: all.length, invalid: parsed.invalid.length })); }); }, 2000);`;
    const piped = (script: string, args: string[]) =>
      new Promise<{ bytes: number; invalid: number }>((resolve, reject) => {
        const command = spawn(TSX, [path.join(ROOT, 'apps/server/src/cli', script), ...args], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'ignore'],
        });
        const consumer = spawn(process.execPath, ['-e', reader], {
          stdio: [command.stdout, 'pipe', 'inherit'],
        });
        let out = '';
        consumer.stdout?.on('data', (chunk: Buffer) => {
          out += chunk.toString();
        });
        consumer.on('close', (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`reader exited ${code}`)),
        );
      });
    const members = await piped('members-import.ts', [
      '--school',
      'demo',
      '--file',
      big,
      '--dry-run',
      '--json',
    ]);
    expect(members.invalid).toBe(6000);
    expect(members.bytes).toBeGreaterThan(600_000);
    const degreeAnswer = await piped('degrees-import.ts', [
      '--school',
      'demo',
      '--file',
      degrees,
      '--json',
    ]);
    expect(degreeAnswer.invalid).toBe(2000);
    expect(degreeAnswer.bytes).toBeGreaterThan(100_000);
  }, 300_000);

  it('exits 1 with the line of a malformed file, or for an unknown school', async () => {
    const bad = path.join(dataDir, 'bad.csv');
    writeFileSync(
      bad,
      'first name;last name;email;graduation year;degree;role;external ref;campus\nA;B;a@b.fr;2000;;4;;\n"C;D;c@d.fr;2000;;4;;\n',
    );
    const malformed = await cli('members-import.ts', ['--school', 'demo', '--file', bad, '--json']);
    expect(malformed.code).toBe(1);
    expect(malformed.stdout).toBe('');
    expect(malformed.stderr).toMatch(/Line 3: /);

    const unknown = await cli('members-import.ts', ['--school', 'nowhere', '--file', SAMPLE]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown school "nowhere"');
  }, 180_000);
});
