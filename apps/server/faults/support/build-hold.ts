import { type ChildProcess, spawn } from 'node:child_process';
import { buildServer } from './instance.ts';

/**
 * Global setup of the fault suite (vitest.faults.config.ts): builds the server once if stale,
 * then holds /tmp/alumni-build.lock shared until the run ends, so that no build of the same
 * checkout (`flock /tmp/alumni-build.lock node scripts/build.mjs`, exclusive) replaces
 * `apps/server/dist` while the suite's instances start and restart from it: a restart after a
 * kill -9 found it half written. Builds of others wait for the run; the run waits for theirs.
 */

const LOCK = '/tmp/alumni-build.lock';
let holder: ChildProcess | undefined;

/**
 * Builds, then takes the shared lock; resolves once it is held. The lock is held by a `flock`
 * child reading its stdin: it lets go when the run ends (teardown) or this process dies (the
 * pipe closes), never later. Sets FAULTS_BUILD_HELD=1 for the workers (no build of their own).
 * Skipped with FAULTS_TSX=1 (the sources run, no dist) and FAULTS_NO_BUILD=1.
 */
export async function setup(): Promise<void> {
  if (process.env.FAULTS_TSX === '1' || process.env.FAULTS_NO_BUILD === '1') return;
  buildServer();
  const proc = spawn('flock', ['-s', LOCK, 'sh', '-c', 'echo held; read _'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  holder = proc;
  await new Promise<void>((resolve, reject) => {
    proc.stdout?.once('data', () => resolve());
    proc.once('exit', (code) => reject(new Error(`flock -s ${LOCK} exited with ${code}`)));
  });
  process.env.FAULTS_BUILD_HELD = '1';
}

/** Lets go of the shared lock (closes the holder's stdin) and waits for it to exit. */
export async function teardown(): Promise<void> {
  const proc = holder;
  holder = undefined;
  if (!proc || proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.stdin?.end();
  await exited;
}
