import type { Page } from '@playwright/test';
import { expect, schoolOrigin, test, waitForShell } from '../fixtures.ts';
import { E2E_VENDOR_URL } from '../playwright.config.ts';

/** A CSS custom property of the document root, as the browser computes it. */
const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test.describe('school theming and language', () => {
  test("demo's login page carries demo's colours and name, in French", async ({ page, visit }) => {
    await visit('/login');
    await expect(page.getByRole('heading', { name: 'École Demo' })).toBeVisible();
    expect(await cssVar(page, '--school-primary')).toBe('#ffb600');
    expect(await cssVar(page, '--school-secondary')).toBe('#00a19b');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page).toHaveTitle(/École Demo/);
  });

  test('campus-en shows English and its own colours', async ({ page, visit }) => {
    // campus-en prefers English: its unprefixed login page moves to /en on mount.
    await visit(`${schoolOrigin('campus-en')}/login`);
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { name: 'Northbridge Campus' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await cssVar(page, '--school-primary')).toBe('#1d4ed8');
  });

  test('/en/login is English on demo', async ({ page, visit }) => {
    await visit('/en/login');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'École Demo' })).toBeVisible();
  });

  test('the language switch changes the route locale and stores the cookie for 365 days', async ({
    page,
    context,
    visit,
  }) => {
    await visit('/login');
    await page
      .getByRole('button', { name: /langue|language/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});

test.describe('routing and errors', () => {
  test('an unknown route shows 404 "This page could not be found"', async ({ page, visit }) => {
    await visit('/en/this/route/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('This page could not be found')).toBeVisible();
    // demo has public pages: back to the dashboard.
    await expect(page.getByRole('link', { name: /home/i })).toHaveAttribute(
      'href',
      '/en/dashboard',
    );
  });

  test('the error button goes to login when the school has no public pages', async ({
    page,
    visit,
  }) => {
    await visit(`${schoolOrigin('campus-en')}/en/nowhere`);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/en/login');
  });

  test('an unknown school goes to the vendor site', async ({ page }) => {
    await page.goto(`${schoolOrigin('no-such-school')}/login`);
    await expect(page).toHaveURL(E2E_VENDOR_URL);
  });

  test('a protected page sends an anonymous visitor to login with the full path', async ({
    page,
  }) => {
    await page.goto('/directory?view=map');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdirectory%3Fview%3Dmap$/);
    await waitForShell(page);
  });

  test('the dashboard carries no redirect on campus-en', async ({ page }) => {
    await page.goto(`${schoolOrigin('campus-en')}/en/dashboard`);
    await expect(page).toHaveURL(/\/en\/login$/);
    await waitForShell(page);
  });
});

test.describe('mobile bar', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows at most two tabs and opens the drawer', async ({ page, visit }) => {
    await visit('/about');
    const mobileNav = page.getByRole('navigation', { name: 'Navigation mobile' });
    await expect(mobileNav).toBeVisible();
    const tabs = mobileNav.getByTestId('mobile-tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(2);
    // The current page is never one of the tabs.
    for (const href of await tabs.evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
      expect(href).not.toBe('/about');
    }
    await mobileNav.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('drawer-item').first()).toBeVisible();
    const height = await drawer
      .getByTestId('drawer-item')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    // Measured while the drawer may still slide in: sub-pixel differences are not the rule.
    expect(height).toBeCloseTo(72, 0);
  });
});
