import { budget, expect, signInAs, test, waitForSettled } from '../fixtures.ts';

// Issue 16 (Lighthouse): a page of the frame paints the school's bar from its HTML, before any
// script has run (it painted nothing for 1.4 s on desktop, 5.2 s on a throttled phone), and
// the frame's header takes its place without anything moving.
const MEMBER = 'member@demo.example.org';

/** The box of the school's logo in the shell (scripts blocked) or in the header. */
async function logoBox(page: import('@playwright/test').Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  expect(box, selector).not.toBeNull();
  return box as { x: number; y: number; width: number; height: number };
}

for (const [screen, viewport] of [
  ['desktop', { width: 1350, height: 940 }],
  ['mobile', { width: 412, height: 823 }],
] as const) {
  test.describe(`app shell (${screen})`, () => {
    test.use({ viewport });

    test("paints the school's bar before the scripts; the header replaces it in place", async ({
      page,
    }) => {
      test.setTimeout(budget(60_000));
      await signInAs(page, MEMBER);

      // No script at all: what the HTML alone paints.
      await page.route('**/*.js', (route) => route.abort());
      await page.goto('/dashboard');
      const shell = page.locator('#app-shell');
      await expect(shell).toBeVisible();
      await expect(shell).toHaveAttribute('aria-hidden', 'true');
      await expect(shell).toHaveAttribute('data-name', 'École Demo');
      // Decoration: not in the page's text, so nothing reads or finds the name twice.
      await expect(page.getByText('École Demo')).toHaveCount(0);
      const shellLogo = await logoBox(page, '#app-shell img');
      const shellBar = await logoBox(page, '#app-shell');
      await page.unroute('**/*.js');

      // With the app: the shell is gone and the header's logo sits where the shell's was.
      await page.goto('/dashboard');
      await waitForSettled(page);
      await expect(shell).toHaveCount(0);
      // The header has a bar per screen size: the one shown.
      const logo = await logoBox(page, 'header img:visible');
      for (const key of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(logo[key] - shellLogo[key]), `logo ${key}`).toBeLessThanOrEqual(1);
      }
      const bar = await logoBox(page, 'header');
      expect(Math.abs(bar.height - shellBar.height), 'bar height').toBeLessThanOrEqual(1);
    });
  });
}
