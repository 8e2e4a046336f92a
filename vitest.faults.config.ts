import { defineConfig } from 'vitest/config';

/**
 * The fault suite (issue 35 item 2; docs/testing.md "Fault suite"): `npm run test:faults`.
 * Apart from `vitest.config.ts`, so that `npm test` does not run it: each file starts its own
 * PostgreSQL cluster and Redis server (apps/server/faults/support/services.ts), spawns compiled
 * server instances and breaks things on purpose, which takes minutes, not seconds.
 */
export default defineConfig({
  test: {
    name: 'faults',
    root: 'apps/server',
    include: ['faults/**/*.fault.test.ts'],
    // Builds the server once and keeps other builds from replacing its dist/ during the run.
    globalSetup: ['faults/support/build-hold.ts'],
    // Two files at a time: each runs a PostgreSQL, a Redis and one or two servers.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
