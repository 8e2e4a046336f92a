import { budget, expect, signInAs, test, waitForSettled } from '../fixtures.ts';

// Issue 16 part 3: the directory grows with "show more" (keyset cursors) and keeps its
// layout while its members load: the cumulative layout shift (Chromium's layout-shift
// entries, as Lighthouse sums them) stays ≤ 0.1 on Lighthouse's desktop and mobile screens,
// with the members' answer held until the skeleton has painted. Before the skeleton took a
// page's worth of cards of a card's height, the footer jumped: 0.129 on desktop.
const MEMBER = 'member@demo.example.org';

declare global {
  interface Window {
    __layoutShifts: { value: number; sources: string[] }[];
  }
}

// Lighthouse's desktop and mobile screens.
for (const [screen, viewport] of [
  ['desktop', { width: 1350, height: 940 }],
  ['mobile', { width: 412, height: 823 }],
] as const) {
  test.describe(`directory layout (${screen})`, () => {
    test.use({ viewport });
    test('does not shift while the members load, and shows more members on demand', async ({
      page,
    }) => {
      test.setTimeout(budget(60_000));
      await signInAs(page, MEMBER);
      // Every layout shift not caused by the viewer's own input, from the first paint on.
      await page.addInitScript(() => {
        window.__layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            window.__layoutShifts.push({
              value: entry.value,
              sources: (entry.sources ?? []).map((s) =>
                s.node instanceof Element
                  ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 120)
                  : String(s.node?.nodeName),
              ),
            });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The members arrive well after the page has painted, as on a slow connection.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/directory/?*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/directory');
      await expect(page.getByTestId('directory-loading')).toBeVisible();
      release();
      const cards = page.getByTestId('member-card');
      await expect(cards).toHaveCount(24);
      await waitForSettled(page);
      const shifts = await page.evaluate(() => window.__layoutShifts);
      const cls = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.1);

      // "Show more" adds the next members below the first ones.
      await page.getByRole('button', { name: 'Afficher plus de membres' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(24);
      await expect(page.getByTestId('directory-count')).toContainText('membres');
    });
  });
}
