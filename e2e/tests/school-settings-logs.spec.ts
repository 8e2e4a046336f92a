import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  expectAccessible,
  fieldByLabel,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs", spec 2 §6 "School admins
// … manage roles and logs"): the admin renames a campus of their own through the API, opens
// the logs, filters by themselves and today's date (the filters survive a reload), finds the
// rename with its name before → after, downloads the CSV with the same filters, and on a
// phone reads the entries as cards within the screen's width. The campus is the test's own
// (added, then deleted), so that no other test sees it.

const ADMIN = 'admin@demo.example.org';
const ADMIN_NAME = 'Antoine Delacroix';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    heading: 'Journaux',
    person: 'Personne',
    from: 'Du',
    to: 'Au',
    nextMonth: 'Mois suivant',
    rename: 'Campus — modification',
    details: /^1 modification — Campus — modification/,
    export: 'Exporter en CSV',
    reset: 'Réinitialiser les filtres',
  },
  {
    locale: 'en',
    prefix: '/en',
    heading: 'Logs',
    person: 'Person',
    from: 'From',
    to: 'To',
    nextMonth: 'Next month',
    rename: 'Campuses — changed',
    details: /^1 change — Campuses — changed/,
    export: 'Export as CSV',
    reset: 'Reset the filters',
  },
] as const;

/** The page has no horizontal scroll: nothing is wider than the screen. */
async function expectNoHorizontalScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
}

/**
 * Picks `date` ('YYYY-MM-DD') in the date field `label` as a person does: opens the calendar,
 * clicks the day (named 'D MMMM YYYY' in the page's language by Mantine).
 */
async function pickDay(page: Page, label: string, date: string, locale: string, next: string) {
  await fieldByLabel(page, label).click();
  const picker = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: next }) });
  const name = new Intl.DateTimeFormat(locale === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  await picker.getByRole('button', { name, exact: true }).first().click();
  await expect(picker).toBeHidden();
}

interface World {
  schoolId: number;
  adminId: number;
  timeZone: string;
  campusId: number;
  oldName: string;
  newName: string;
}

/** The test's own campus, added then renamed by the admin through the API. */
async function renamedCampus(admin: APIRequestContext, locale: string): Promise<World> {
  const details = await (await admin.get('/api/schools/demo/details/')).json();
  const me = await (await admin.get('/api/users/me/')).json();
  const stamp = Date.now().toString(36);
  const oldName = `Logs ${locale} ${stamp}`;
  const newName = `${oldName} renommé`;
  const made = await admin.post(`/api/schools/${details.id}/campuses/`, {
    data: { name: oldName },
  });
  expect(made.status()).toBe(201);
  const campusId = (await made.json()).id as number;
  const renamed = await admin.patch(`/api/schools/${details.id}/campuses/${campusId}/`, {
    data: { name: newName },
  });
  expect(renamed.status()).toBe(200);
  return {
    schoolId: details.id,
    adminId: me.id,
    timeZone: details.time_zone,
    campusId,
    oldName,
    newName,
  };
}

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin finds their campus rename in the logs, filtered by themselves and today, and exports it`, async ({
    page,
  }) => {
    const admin = await apiSignIn(ADMIN);
    const world = await renamedCampus(admin, T.locale);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: world.timeZone }).format(new Date());
    try {
      await signInAs(page, ADMIN);
      await page.goto(`${T.prefix}/settings/school?section=logs`);
      await expect(page.getByRole('heading', { level: 2, name: T.heading })).toBeVisible();
      await expect(page.getByTestId('audit-entry').first()).toBeVisible();
      await expectAccessible(page);

      // Filters: the admin themselves, today (from and to).
      await page.getByRole('combobox', { name: T.person }).click();
      await page.getByRole('combobox', { name: T.person }).fill('Delacroix');
      await page.getByRole('option', { name: ADMIN_NAME }).click();
      await expect(page).toHaveURL(new RegExp(`user=${world.adminId}`));
      await pickDay(page, T.from, today, T.locale, T.nextMonth);
      await pickDay(page, T.to, today, T.locale, T.nextMonth);
      await expect
        .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
        .toMatchObject({ user: String(world.adminId), from: today, to: today });

      // A reload keeps them.
      await page.reload();
      await waitForSettled(page);
      await expect(page.getByRole('combobox', { name: T.person })).toHaveValue(ADMIN_NAME);

      // The rename, newest first, with the name before → after.
      const entry = page.getByTestId('audit-entry').filter({ hasText: T.rename }).first();
      await expect(entry).toBeVisible();
      await entry.getByRole('button', { name: T.details }).click();
      const changes = page.getByTestId('audit-changes').first();
      await expect(changes.getByTestId('audit-before')).toHaveText(world.oldName);
      await expect(changes.getByTestId('audit-after')).toHaveText(world.newName);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`logs-${T.locale}-desktop.png`) });

      // The CSV with the same filters, as the link downloads it with the session.
      const href = await page.getByRole('link', { name: T.export }).getAttribute('href');
      expect(href).toContain(`user=${world.adminId}`);
      expect(href).toContain(`from=${today}`);
      expect(href).toContain(`lang=${T.locale}`);
      const csv = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return {
          status: response.status,
          type: response.headers.get('content-type'),
          text: await response.text(),
        };
      }, href ?? '');
      expect(csv.status).toBe(200);
      expect(csv.type).toContain('text/csv');
      expect(csv.text).toContain('patchCampusCampus');
      expect(csv.text).toContain(world.newName);

      // On a phone: one card per entry, nothing wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await waitForSettled(page);
      const card = page.getByTestId('audit-entry').filter({ hasText: T.rename }).first();
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: T.details }).click();
      await expect(card.getByTestId('audit-after')).toHaveText(world.newName);
      await expectNoHorizontalScroll(page);
      await expectAccessible(page);
      await page.screenshot({
        path: test.info().outputPath(`logs-${T.locale}-phone.png`),
        fullPage: true,
      });

      // Reset: every filter goes, the section stays.
      await page.getByRole('button', { name: T.reset }).first().click();
      await expect(page).toHaveURL(/\?section=logs$/);
    } finally {
      const removed = await admin.delete(
        `/api/schools/${world.schoolId}/campuses/${world.campusId}/`,
      );
      expect(removed.status()).toBe(204);
      await admin.dispose();
    }
  });
}
