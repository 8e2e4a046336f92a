import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  schoolOrigin,
  signIn,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Issue 12, "Shell": page titles, numbers in the route's language, no 401/404 noise in the
// console on normal use, one login-redirect rule, no group nested under its own name, the
// super user's profile on a school where they hold no role, and confirmed report decisions.
const SUPER = 'super@example.org';
const ADMIN = 'admin@demo.example.org';
const MEMBER = 'member@demo.example.org';

/**
 * Every 401 and 404 the page meets from now on, as answers and as console messages: the
 * browser logs each failed request in the console ("Failed to load resource: … 401").
 */
function noiseOf(page: Page): string[] {
  const noise: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 || response.status() === 404) {
      noise.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /\b40[14]\b/.test(message.text())) {
      noise.push(`console: ${message.text()}`);
    }
  });
  return noise;
}

test.describe('document titles', () => {
  test('name the page and the school, in the route language', async ({ page, visit }) => {
    await visit('/login');
    await expect(page).toHaveTitle('Connexion – École Demo');
    await visit('/en/login');
    await expect(page).toHaveTitle('Sign in – École Demo');
    await visit('/en/no/such/page');
    await expect(page).toHaveTitle('Page not found – École Demo');
    await visit('/page/nulle-part/ni/ailleurs');
    await expect(page).toHaveTitle('Page introuvable – École Demo');
  });

  test('follow client-side navigation, with the school’s feature names', async ({ page }) => {
    await signIn(page, MEMBER);
    await expect(page).toHaveTitle('Accueil – École Demo');
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('button', { name: 'Membres' })
      .click();
    await page.getByRole('menuitem', { name: 'Annuaire' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(page).toHaveTitle('Annuaire – École Demo');
  });
});

test('numbers follow the route language: English format on /en', async ({ page, visit }) => {
  // The demo's key numbers are typed '12 000' and '94 %'.
  await visit('/en');
  const numbers = page.getByRole('region', { name: /^(Key numbers|Chiffres clés)$/ });
  await expect(numbers).toContainText('12,000');
  await expect(numbers).toContainText('94%');
  await visit('/');
  await expect(numbers).toContainText('12\u202f000');
  await expect(numbers).toContainText('94\u00a0%');
});

test.describe('no 401 or 404 in the console on normal use', () => {
  test('anonymous page loads', async ({ page }) => {
    const noise = noiseOf(page);
    for (const path of ['/', '/about', '/en/dashboard', '/directory']) {
      await page.goto(path);
      await waitForSettled(page);
    }
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdirectory$/);
    expect(noise).toEqual([]);
  });

  test('a member’s normal visit', async ({ page }) => {
    test.setTimeout(budget(60_000));
    const noise = noiseOf(page);
    await signIn(page, MEMBER);
    for (const path of ['/feed', '/directory', '/profile', '/settings', '/en/dashboard']) {
      await page.goto(path);
      await waitForSettled(page);
    }
    expect(noise).toEqual([]);
  });

  test('the super user on campus-en, where they hold no role, sees their own profile', async ({
    page,
  }) => {
    test.setTimeout(budget(60_000));
    const noise = noiseOf(page);
    await page.goto(`${schoolOrigin('campus-en')}/en/login`);
    await waitForSettled(page);
    await page.getByLabel('Email address').fill(SUPER);
    await page.getByLabel('Password', { exact: true }).fill('Alumni-demo-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en\/dashboard$/);
    await page.goto(`${schoolOrigin('campus-en')}/en/profile`);
    await expect(page).toHaveURL(/\/en\/profile\/\d+$/);
    await waitForSettled(page);
    await expect(page.getByRole('heading', { name: 'Sophie Marchand', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Profile – Northbridge Campus');
    await page.goto(`${schoolOrigin('campus-en')}/en/directory`);
    await waitForSettled(page);
    expect(noise).toEqual([]);
  });
});

test('one login-redirect rule: the page in the login page language', async ({ page }) => {
  // campus-en prefers English: /about goes to the English login page, and back to /en/about.
  for (const [from, redirect] of [
    ['/about', '%2Fen%2Fabout'],
    ['/en/directory', '%2Fen%2Fdirectory'],
  ]) {
    await page.goto(`${schoolOrigin('campus-en')}${from}`);
    await expect(page).toHaveURL(new RegExp(`/en/login\\?redirect=${redirect}$`));
    await waitForSettled(page);
  }
});

test('the navbar nests no entry under a group of the same name', async ({ page }) => {
  await signIn(page, MEMBER);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  // The demo's blog is named "Actualités", the news group's name.
  await expect(nav.getByRole('link', { name: 'Actualités', exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Actualités' })).toHaveCount(0);
  // The members group keeps its entries, none of them named "Membres".
  await nav.getByRole('button', { name: 'Membres' }).click();
  await expect(page.getByRole('menuitem', { name: 'Annuaire' })).toBeVisible();
  // The open menu holds menu items only (no focus placeholder without a role).
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

/** Waits until the page's animations (a modal opening) are over, for a faithful screenshot. */
async function animationsDone(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
}

/** A post by `author` reported by `reporter`, both API clients; returns the post's text. */
async function reportedPost(author: APIRequestContext, reporter: APIRequestContext) {
  const text = `Publication à modérer ${Date.now()} ${Math.floor(Math.random() * 1e6)}`;
  const post = await author.post('/api/posts/', { data: { content: `<p>${text}</p>` } });
  expect(post.status(), 'post created').toBe(201);
  const { id } = (await post.json()) as { id: number };
  const report = await reporter.post('/api/reports/', {
    data: { type: 'post', object_id: id, reasons: ['spam'], description: '' },
  });
  expect(report.status(), 'report created').toBe(201);
  return text;
}

test('accepting and finishing a report are confirmed, and the notices say what happened', async ({
  page,
}, testInfo) => {
  test.setTimeout(budget(90_000));
  const superUser = await apiSignIn(SUPER);
  const moderator = await createActiveMember(superUser, { firstName: 'Mia', lastName: 'Modère' });
  await superUser.dispose();
  const admin = await apiSignIn(ADMIN);
  const assigned = await admin.put(`/api/validators/${moderator.id}/`, { data: { scopes: [5] } });
  expect(assigned.status(), 'Report scope given').toBe(200);
  const reporter = await apiSignIn(MEMBER);
  const accepted = await reportedPost(admin, reporter);
  const finished = await reportedPost(admin, reporter);
  await admin.dispose();
  await reporter.dispose();

  await signInAs(page, moderator.email, moderator.password);
  await page.goto('/validations?tab=reports');
  await waitForSettled(page);
  await expect(page.getByTestId('reports-help')).toContainText('Terminer clôt un signalement');

  // Accept: asked first, saying the post will be hidden from everyone.
  const card = page.getByTestId('report-card').filter({ hasText: accepted });
  await card
    .getByRole('button', { name: 'Accepter le signalement concernant Antoine Delacroix' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Accepter ce signalement ?' });
  await expect(dialog).toContainText(
    'La publication de Antoine Delacroix sera masquée pour tous les membres.',
  );
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await animationsDone(page);
  await page.screenshot({ path: testInfo.outputPath('report-accept-confirm-fr.png') });
  // Cancelling decides nothing.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('report-status')).toHaveText('En attente');
  await card
    .getByRole('button', { name: 'Accepter le signalement concernant Antoine Delacroix' })
    .click();
  await dialog.getByRole('button', { name: 'Accepter', exact: true }).click();
  await expect(
    page.getByText(
      'Signalement accepté : la publication de Antoine Delacroix est masquée pour tous les membres.',
    ),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // Finish, in English: explained in its dialog.
  await page.goto('/en/validations?tab=reports');
  await waitForSettled(page);
  const other = page.getByTestId('report-card').filter({ hasText: finished });
  await other.getByRole('button', { name: 'Finish the report about Antoine Delacroix' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish this report with no action?' });
  await expect(finish).toContainText('Finish closes the report as handled');
  await expect(finish).toBeVisible();
  await animationsDone(page);
  await page.screenshot({ path: testInfo.outputPath('report-finish-confirm-en.png') });
  await finish.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(
    page.getByText("Report finished with no action: Antoine Delacroix's post stays visible."),
  ).toBeVisible();
});
