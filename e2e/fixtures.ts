import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';

/** The origin of a school's subdomain in browser tests. */
export const schoolOrigin = (subdomain: string) => `http://${subdomain}.localhost:${E2E_PORT}`;

/**
 * Fails on serious or critical axe violations of the page as it is now, listing each
 * rule with the elements concerned.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = blocking.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

/** Waits until the school shell has rendered (school details loaded and themed). */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('html[data-school]').waitFor({ state: 'attached' });
  await page.locator('main').first().waitFor();
}

export const test = base.extend<{
  /** Opens a URL as a person would, waits for the shell, and runs axe on the page. */
  visit: (url: string) => Promise<void>;
}>({
  visit: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      await waitForShell(page);
      await expectAccessible(page);
    });
  },
  // Every test also ends with an axe check of the page it left the browser on.
  page: async ({ page }, use) => {
    await use(page);
    if (!page.isClosed() && page.url().startsWith('http')) {
      await expectAccessible(page);
    }
  },
});

export { expect };
