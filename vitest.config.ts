import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API files that take far longer than the others, longest first (the generated suites probe
 * every operation of the contract; the others start processes, compile or migrate: a minute or
 * more on the CI machine, where most files take seconds). Vitest runs files it has no timings
 * for in the order it finds them, which put some of these last on a clean clone: the run then
 * waited minutes for them on one worker while the others were idle (production-start and the
 * seed's tests ran alone for the last 3 minutes of a run, 2026-11-29). A file added here keeps
 * the order of its measured time (docs/testing.md, "Run time").
 */
const SLOWEST_FIRST = [
  // 10,000 chat messages through two instances: 264 s on a loaded machine (2026-11-29).
  'test/chat-two-instances.test.ts',
  'test/production-start.test.ts',
  'src/seed/seed.test.ts',
  'test/fuzz-bodies-1.test.ts',
  'test/fuzz-bodies-2.test.ts',
  'test/fuzz-parameters.test.ts',
  'src/modules/imports/imports-cli.test.ts',
  'src/modules/imports/imports-kill.test.ts',
  'test/tenant-isolation.test.ts',
  'src/platform/proxy-trust.test.ts',
  'src/platform/redis-prefix.test.ts',
];

/** Vitest's order (failed, then longest by its cache) with SLOWEST_FIRST started first. */
class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      SLOWEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
    const slow = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((file) => rank(file) < 0)];
  }
}

/** One vitest run, three projects: pure domain rules, web unit tests, API tests on a real database. */
export default defineConfig({
  test: {
    // Files in parallel, API files too: each has its own database (a template clone), temporary
    // folder, Redis prefix and port 0. API work is mostly waiting on PostgreSQL and argon2, so
    // three workers keep two cores busy without thrashing. (Set here, not per project: vitest
    // refuses projects of one group with different maxWorkers.)
    maxWorkers: 3,
    // The server project's teardown drops every test database of the run (one per file, about
    // 0.23 s each: a minute for 280 files; test/global-setup.ts). Vitest's default 10 s cut it
    // short and left the rest behind on the server, run after run.
    teardownTimeout: 180_000,
    sequence: { sequencer: SlowestFirstSequencer },
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      { test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          // Files share their worker's modules instead of importing the whole server again
          // each (about 2 s of every file's time on this machine, half of the tier). Each file
          // still has its own database, app, Redis prefix and temporary folder; none mocks a
          // module.
          isolate: false,
          hookTimeout: 60_000,
          // On PostgreSQL: one migrated template database per run, cloned by each file.
          globalSetup: ['test/global-setup.ts'],
          // Fails a file whose queries ran in parallel on one connection (pg's "already
          // executing" warning; issue 35 item 6): test/pg-warnings.ts.
          setupFiles: ['test/pg-warnings.ts'],
        },
      },
    ],
  },
});
