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
  TINY_PNG,
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
  // The demo's key numbers are typed '1 200' and '94 %'; from a thousand on they are
  // abbreviated (spec 2 §9 "Number abbreviation: k, m, b, t").
  await visit('/en');
  const numbers = page.getByRole('region', { name: /^(Key numbers|Chiffres clés)$/ });
  await expect(numbers).toContainText('1.2k');
  await expect(numbers).toContainText('94%');
  await visit('/');
  await expect(numbers).toContainText('1,2k');
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

test.describe('what search engines and link previews read', () => {
  // Issue 30 item 5: `<html lang="fr">` on English pages, an old article address answering 200
  // with a generic head, `/blog` titled "Alumni" with no description and no feed link, and
  // /robots.txt and /sitemap.xml answering the app's 404 page.
  test('an old article address moves to the new one, in English, naming the feed', async ({
    page,
  }) => {
    const id = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
    // The super user: published at once (and validated when another test turns the school's
    // blog validation on), then renamed with the one admin-level edit that allows.
    const admin = await apiSignIn(SUPER);
    const cover = await admin.post('/api/articles/covers/', {
      multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    const created = await admin.post('/api/articles/', {
      data: {
        title: `Open day ${id}`,
        slug: `open-house-${id}`,
        content: '<p>Come and see the campus.</p>',
        languages: ['fr', 'en'],
        category: 'news',
        cover: (await cover.json()).key,
        publish_at: new Date(Date.now() - 60_000).toISOString(),
      },
    });
    expect(created.status(), 'article written').toBe(201);
    const article = (await created.json()) as { id: number };
    const renamed = await admin.patch(`/api/articles/${article.id}/`, {
      data: { slug: `open-day-${id}` },
    });
    expect(renamed.status(), 'slug changed').toBe(200);
    await admin.dispose();

    const response = await page.goto(`/en/blog/open-house-${id}?ref=mail`);
    expect(response?.request().redirectedFrom()?.url()).toContain(`/en/blog/open-house-${id}`);
    expect(response?.url()).toMatch(new RegExp(`/en/blog/open-day-${id}\\?ref=mail$`));
    // The document as the server wrote it, before the app changes anything.
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en"/i);
    await expect(page.getByRole('heading', { level: 1, name: `Open day ${id}` })).toBeVisible();
    await expect(page.locator('head link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${schoolOrigin('demo')}/api/blog/rss.xml`,
    );
    await expectAccessible(page);
  });

  test('a crawler reads the blog’s title and description, robots.txt and the sitemap', async ({
    browser,
  }) => {
    // No script: what the server wrote is all there is.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${schoolOrigin('demo')}/blog`);
    await expect(page).toHaveTitle('Actualités – École Demo');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Les articles publiés par École Demo\u00a0: actualités et annonces de son réseau.',
    );
    await page.goto(`${schoolOrigin('campus-en')}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const robots = await page.goto(`${schoolOrigin('demo')}/robots.txt`);
    expect(robots?.status()).toBe(200);
    expect(await robots?.text()).toContain(`Sitemap: ${schoolOrigin('demo')}/sitemap.xml`);
    const sitemap = await page.goto(`${schoolOrigin('demo')}/sitemap.xml`);
    expect(sitemap?.status()).toBe(200);
    expect(await sitemap?.text()).toContain(
      `<loc>${schoolOrigin('demo')}/blog/careers-forum-2026-save-the-date</loc>`,
    );
    await context.close();
  });
});
