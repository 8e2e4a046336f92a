import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * API files that take far longer than the others (each probes every operation of the
 * contract: minutes on the CI machine, where most files take seconds). Vitest runs files it
 * has no timings for in the order it finds them, which put these last on a clean clone: the
 * run then waited minutes for them on one worker while the others were idle.
 */
const SLOWEST_FIRST = [
  'test/fuzz-bodies.test.ts',
  'test/fuzz-parameters.test.ts',
  'test/tenant-isolation.test.ts',
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
        },
      },
    ],
  },
});
