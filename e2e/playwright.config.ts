import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where an unknown school redirects in browser tests: a loopback page, no network needed. */
export const E2E_VENDOR_URL = `http://127.0.0.1:${E2E_PORT}/vendor-site`;

/**
 * Browser tests: Playwright drives Debian's Chromium against the real server (built SPA,
 * fresh seeded database: PostgreSQL when DATABASE_URL is set, embedded otherwise).
 */
export default defineConfig({
  testDir: './tests',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // CI runs on a 2-core machine shared with other suites, where a page load or an axe run takes
  // a few seconds: the same steps get three times the budget (fixtures.ts `budget`).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: `http://demo.localhost:${E2E_PORT}`,
    // A trace records the page's frames as it goes (a screencast the browser encodes): kept
    // for every test, the whole suite took 13.6 min here, 10.0 min without (2026-11-29, 110
    // tests). Recorded on a failed test's retry (CI retries once) instead; locally `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As a visitor who asked for reduced motion (the theme honours it): a modal that slides in
    // while Playwright clicks in it can take the click elsewhere. On a loaded CI machine the
    // roles modal was still moving after Playwright found its button stable, and the click
    // landed on the modal's title (profile.spec.ts, 2026-11-26).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
  },
  // Publishing new terms asks every member of the school to accept them before anything else:
  // the terms journey runs once every other test is done, so that no test signing a member in
  // meets the acceptance dialog meanwhile (a race between two workers, not a wait). Alone:
  // `npx playwright test --no-deps tests/terms-change.spec.ts`.
  projects: [
    { name: 'journeys', testIgnore: /terms-change\.spec\.ts$/ },
    { name: 'terms', testMatch: /terms-change\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'node server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/schools/demo/details/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      VENDOR_URL: E2E_VENDOR_URL,
      // No network here: tiles from a closed loopback port fail at once, without noise.
      MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1, two workers at a time: at 30 a minute (the
      // default, tested by the API suite) a fast run hit 429 on a sign-in. A person does not.
      AUTH_RATE_LIMIT: '600',
    },
  },
});
