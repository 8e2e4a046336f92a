import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  test as base,
  expect,
  type Locator,
  type Page,
  request,
} from '@playwright/test';
import { E2E_PORT } from './playwright.config.ts';

/** The origin of a school's subdomain in browser tests. */
export const schoolOrigin = (subdomain: string) => `http://${subdomain}.localhost:${E2E_PORT}`;

/**
 * A long journey's time budget: `ms` as measured on a quiet machine, three times that in CI,
 * where the 2-core machine is shared with other suites (load 20+ makes each page load and axe
 * run several times slower). Same factor as playwright.config's CI timeout.
 */
export const budget = (ms: number) => (process.env.CI ? ms * 3 : ms);

/** Password of every seeded account. */
export const SEED_PASSWORD = 'Alumni-demo-2026';

/**
 * An API client for a school's origin, for building data and reading the mail outbox as a
 * person never would. Unsafe requests carry the `Origin` header the server's CSRF check wants,
 * as a browser's would. Node does not resolve `*.localhost` as browsers do: it connects to the
 * loopback address and names the school in the Host header.
 */
export async function apiContext(origin: string = schoolOrigin('demo')) {
  const url = new URL(origin);
  return request.newContext({
    baseURL: `${url.protocol}//127.0.0.1:${url.port}`,
    extraHTTPHeaders: { Host: url.host, Origin: origin },
  });
}

/** An API client (apiContext) signed in as `email`. */
export async function apiSignIn(
  email: string,
  password: string = SEED_PASSWORD,
  origin: string = schoolOrigin('demo'),
): Promise<APIRequestContext> {
  const api = await apiContext(origin);
  const response = await api.post('/api/auth/login/', { data: { email, password } });
  expect(response.status(), `API sign-in of ${email}`).toBe(200);
  return api;
}

/**
 * The first link to `path` (e.g. '/reset') in the newest e-mail sent to `to` that holds one,
 * read from the outbox with a super user's API client; waits for the e-mail to arrive.
 */
export async function mailLink(superUser: APIRequestContext, to: string, path: string) {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"'<>]*`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await superUser.get(`/api/outbox/?to=${encodeURIComponent(to)}`);
        expect(response.ok()).toBe(true);
        const { results } = (await response.json()) as { results: { text: string }[] };
        link = results.map((mail) => pattern.exec(mail.text)?.[0]).find(Boolean);
        return link;
      },
      { message: `an e-mail to ${to} with a ${path} link` },
    )
    .toBeTruthy();
  return link as string;
}

/** Fills and sends the sign-in form of the French login page the browser is on. */
export async function signInWithForm(page: Page, email: string, password: string = SEED_PASSWORD) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * Signs in through the French login page of the school the browser is on and waits for
 * post-login routing to land on the dashboard.
 */
export async function signIn(page: Page, email: string, password: string = SEED_PASSWORD) {
  await page.goto('/login');
  await waitForShell(page);
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the signed-in user's menu in the desktop navbar. */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /^Menu de / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

/**
 * Signs the browser context of `page` in as `email` through the API: the session cookie the
 * server sets is put in the context for the school's `origin`, as a sign-in through the form
 * would leave it. For tests whose subject is elsewhere (the sign-in form has its own journeys:
 * accounts.spec.ts, and every `signIn` call); it skips the login page and the dashboard, about
 * 2 s a sign-in on this machine. The page stays where it is: navigate next.
 */
export async function signInAs(
  page: Page,
  email: string,
  password: string = SEED_PASSWORD,
  origin: string = schoolOrigin('demo'),
): Promise<void> {
  const api = await apiSignIn(email, password, origin);
  const { cookies } = await api.storageState();
  await api.dispose();
  expect(cookies.length, `session cookie of ${email}`).toBeGreaterThan(0);
  await page.context().addCookies(
    cookies.map(({ name, value, httpOnly, sameSite }) => ({
      name,
      value,
      url: origin,
      httpOnly,
      sameSite,
    })),
  );
}

/**
 * A browser page of its own (a new context: its own cookies), signed in as `email` through the
 * API (signInAs) and still blank: navigate next.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  password: string = SEED_PASSWORD,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, email, password);
  return page;
}

/**
 * A form control by its label, exactly, required ones included (Mantine ends their label with
 * an asterisk), within `scope` (a page, a dialog, a group).
 */
export const fieldByLabel = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Errors of a script that ran while the page navigated away: the analysis must start again. */
const NAVIGATED = /Execution context was destroyed|navigat|frame was detached|Cannot find context/i;

/**
 * What the page shows now, as a short hash of its address and markup (classes and inline
 * styles included): two analyses of the same fingerprint would give the same answer.
 */
const fingerprint = (page: Page) =>
  page.evaluate(() => {
    const text = location.href + document.documentElement.outerHTML;
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    return `${text.length}:${hash >>> 0}`;
  });

/** The fingerprint of the last page each page object passed axe on. */
const passedAxe = new WeakMap<Page, string>();

/**
 * Fails on serious or critical axe violations of the page as it is now, listing each
 * rule with the elements concerned. Runs once the page is settled (waitForSettled); if the
 * page navigates during the analysis (a redirect, post-login routing), it analyses the page
 * it lands on instead of failing with "Execution context was destroyed". A page unchanged
 * since it last passed (same address and markup) is not analysed again: an analysis takes
 * 2–3 s on the CI machine, most of the browser suite's time.
 */
export async function expectAccessible(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await waitForSettled(page);
    const url = page.url();
    let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
    let before: string;
    try {
      before = await fingerprint(page);
      if (passedAxe.get(page) === before) return;
      const started = Date.now();
      // Only violations are read: axe then does not gather every passing node. Legacy mode
      // runs `axe.run` in the page itself; the default opens a blank page per analysis to
      // merge frames' partial results (2–3× slower here), which only cross-origin frames
      // need, and the app has none that load in tests (video embeds have no network).
      results = await new AxeBuilder({ page })
        .setLegacyMode(true)
        .options({ resultTypes: ['violations'] })
        .analyze();
      if (process.env.AXE_TIMING) {
        appendFileSync(process.env.AXE_TIMING, `${Date.now() - started} ${page.url()}\n`);
      }
    } catch (error) {
      if (attempt < 3 && NAVIGATED.test(String(error))) continue;
      throw error;
    }
    if (page.url() !== url && attempt < 3) continue;
    const blocking = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    const report = blocking.map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    if (report.length === 0) passedAxe.set(page, before);
    expect(report, `axe violations on ${page.url()}`).toEqual([]);
    return;
  }
}

/**
 * Opens `url` in `page` as a person would (any signed-in page of a test, not only the
 * fixture's own: `visit` is this for it), waits for it to settle and runs axe on it.
 */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectAccessible(page);
}

/** Waits until the school shell has rendered (school details loaded and themed). */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('html[data-school]').waitFor({ state: 'attached' });
  await page.locator('main').first().waitFor();
}

/**
 * Waits until the page is settled, without a fixed pause: the document loaded, the shell
 * rendered, no page or section still showing its loader (PageLoader), and the address the
 * same across two animation frames (no client-side navigation under way).
 */
export async function waitForSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForShell(page);
  await expect(page.getByTestId('page-loader')).toHaveCount(0);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const href = location.href;
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(location.href === href && document.readyState === 'complete'),
          ),
        );
      }),
  );
}

export const test = base.extend<{
  /** Opens a URL as a person would, waits for the page to settle, and runs axe on it. */
  visit: (url: string) => Promise<void>;
}>({
  visit: async ({ page }, use) => {
    await use(async (url: string) => {
      await page.goto(url);
      await expectAccessible(page);
    });
  },
  // Every passing test also ends with an axe check of the page it left the browser on (a
  // failed one has said what went wrong: a check of a half-done page would only add noise).
  page: async ({ page }, use, testInfo) => {
    await use(page);
    if (
      testInfo.status === testInfo.expectedStatus &&
      !page.isClosed() &&
      page.url().startsWith('http')
    ) {
      await expectAccessible(page);
    }
  },
});

export { expect };

/**
 * A new active member of demo of its own (register, activation link from the outbox, the
 * school admin's acceptance), built through the API for tests that change a profile.
 * `superUser` reads the outbox.
 */
export async function createActiveMember(
  superUser: APIRequestContext,
  opts: {
    firstName: string;
    lastName: string;
    password?: string;
    /** 'recruiter': an external recruiter's account (spec 1 §2 registration, role External). */
    accountType?: 'community' | 'recruiter';
  },
): Promise<{ email: string; password: string; id: number }> {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = opts.password ?? 'Membre-e2e-2026!';
  const anonymous = await apiContext();
  const school = await (await anonymous.get('/api/schools/demo/details/')).json();
  const registered = await anonymous.post('/api/registration/', {
    data: {
      account_type: opts.accountType ?? 'community',
      first_name: opts.firstName,
      last_name: opts.lastName,
      civility: null,
      date_birth: '1990-02-03',
      city: 'Lille',
      email,
      password,
      password_confirm: password,
      terms_use: true,
      privacy_policy: true,
      role: opts.accountType === 'recruiter' ? 7 : 4,
      graduation_year: 2012,
      campus: school.campuses[0].id,
    },
  });
  expect(registered.status(), `registration of ${email}`).toBe(201);
  const token = new URL(await mailLink(superUser, email, '/registration?token=')).searchParams.get(
    'token',
  );
  expect((await anonymous.post('/api/registration/activation/', { data: { token } })).ok()).toBe(
    true,
  );
  await anonymous.dispose();
  const admin = await apiSignIn('admin@demo.example.org');
  const pending = await (await admin.get('/api/registrations/')).json();
  const item = pending.results.find((r: { user: { email: string } }) => r.user.email === email);
  expect((await admin.post(`/api/registrations/${item.id}/accept/`)).ok()).toBe(true);
  await admin.dispose();
  const member = await apiSignIn(email, password);
  const me = await (await member.get('/api/users/me/')).json();
  await member.dispose();
  return { email, password, id: me.id as number };
}

/**
 * A day ('YYYY-MM-DD') as French pages write it and Mantine's French calendar names its day
 * buttons: '2 décembre 2026' (the date fields' format, `D MMMM YYYY`).
 */
export const frenchDate = (date: string) =>
  new Intl.DateTimeFormat('fr', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** Clicks the button of day `date` in the open calendar `picker`, going to its month. */
async function clickDay(picker: Locator, date: string) {
  const day = picker.getByRole('button', { name: frenchDate(date), exact: true }).first();
  for (let month = 0; month < 24 && (await day.count()) === 0; month++) {
    await picker.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await day.click();
}

/**
 * Picks a day in a date field of a French page (ui/form/DateField, Mantine's picker in the
 * page's language) as a person does: opens it by its label, goes to the month and clicks the
 * day, which closes the calendar. `date` is 'YYYY-MM-DD', the text the form keeps.
 */
export async function pickDate(page: Page, label: string, date: string) {
  await fieldByLabel(page, label).click();
  const picker = page.getByRole('dialog').filter({
    has: page.getByRole('button', { name: 'Mois suivant' }),
  });
  await clickDay(picker, date);
  await expect(picker).toBeHidden();
}

/**
 * Picks a date of birth in a French page's date field that opens on the decades
 * (`defaultLevel="decade"`, ui/form/DateField) as a person does: back to the date's decade,
 * its year, its month (the year's grid holds the twelve in order), then its day.
 */
export async function pickBirthDate(page: Page, label: string, date: string) {
  const [year = '', month = ''] = date.split('-');
  await fieldByLabel(page, label).click();
  // The calendar's dialog, whichever level it shows (decades, then a year, then a month).
  const picker = page.getByRole('dialog').filter({ has: page.locator('table') });
  const yearButton = picker.getByRole('button', { name: year, exact: true });
  for (let decade = 0; decade < 12 && (await yearButton.count()) === 0; decade++) {
    await picker.getByRole('button', { name: 'Décennie précédente' }).click();
  }
  await yearButton.click();
  await picker
    .locator('table button')
    .nth(Number(month) - 1)
    .click();
  await clickDay(picker, date);
  await expect(picker).toBeHidden();
}

/**
 * Picks a date and time in a date-time field of a French page (ui/form/DateTimeField, Mantine's
 * picker in the page's language) as a person does: opens it by its label, goes to the month,
 * clicks the day, types the hours and minutes and confirms. `date` is 'YYYY-MM-DD', `time`
 * 'HH:mm', the wall clock the form keeps.
 */
export async function pickDateTime(page: Page, label: string, date: string, time: string) {
  await fieldByLabel(page, label).click();
  // The picker's dialog is named after the field's value (Mantine): found by its hours.
  const picker = page.getByRole('dialog').filter({ has: page.getByLabel('Heures') });
  await clickDay(picker, date);
  const [hours = '', minutes = ''] = time.split(':');
  await picker.getByLabel('Heures').fill(hours);
  await picker.getByLabel('Minutes').fill(minutes);
  await picker.getByRole('button', { name: 'Valider la date et l’heure' }).click();
  await expect(picker).toBeHidden();
}

/** A valid 1×1 PNG (the server decodes and resizes any valid image). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Runs `sql` on the database of the suite's server (PostgreSQL only: e2e/server.mjs writes its
 * address where the server's port names it), for settings no screen changes yet, as `psql`
 * would. Returns false when the suite runs on the embedded database, which no other process
 * may open.
 */
export function schoolDatabaseSql(sql: string): boolean {
  const file = path.join(tmpdir(), `alumni-e2e-${E2E_PORT}.database-url`);
  if (!process.env.DATABASE_URL || !existsSync(file)) return false;
  const url = readFileSync(file, 'utf8').trim();
  const run = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], {
    encoding: 'utf8',
  });
  expect(run.status, `psql: ${run.stderr}`).toBe(0);
  return true;
}
