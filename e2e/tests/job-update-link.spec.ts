import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  expectAccessible,
  mailLink,
  signedInPage,
  TINY_PNG,
  test,
} from '../fixtures.ts';

// Issue 15 item 3 "Update by link" (spec 1 §2 Jobs "job-update page reached by a token
// link", spec 2 §8 "Invalid or expired job update link: 'Link invalid'"): the school posts an
// ad on a company's behalf and mails its recruiter, who has no account, a link; the recruiter
// opens it signed out, changes the salary, saves, then closes the ad "via this network". A
// bad token says "Lien invalide" (French) and "Link invalid" (English).
const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';
const VALIDATOR = 'validator@demo.example.org';

const SHOTS = process.env.JOB_UPDATE_SHOTS; // a folder: screenshots of each page, to look at them

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new active ad of the demo admin with `contact` as its contact email; returns its id. */
async function postAd(admin: APIRequestContext, contact: string, position: string) {
  const logo = await admin.post('/api/jobs/logos/', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(logo.status()).toBe(201);
  const created = await admin.post('/api/jobs/', {
    data: {
      position,
      company: 'Acme Robotique',
      city: 'Lyon',
      logo: (await logo.json()).key,
      contract_type: 'permanent',
      sector: 'industry',
      experience: '2_5',
      salary: '45 000 €',
      category: 'engineering',
      description: 'Concevoir nos robots de demain.',
      contact_email: contact,
      start_date: inDays(40),
      application_deadline: inDays(20),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()).id as number;
}

test('a recruiter without an account updates and closes the ad by its link', async ({
  page,
  browser,
}) => {
  const admin = await apiSignIn(ADMIN);
  const superUser = await apiSignIn(SUPER);
  const contact = `recruteur-${unique()}@acme.example`;
  const position = `Ingénieur robotique ${unique()}`;
  const id = await postAd(admin, contact, position);
  // The admin sends the ad's contact the link from the ad's page.
  const school = await signedInPage(browser, ADMIN);
  await school.goto(`/jobs/${id}`);
  await school.getByRole('button', { name: 'Envoyer un lien de mise à jour' }).click();
  const confirm = school.getByRole('dialog', { name: 'Envoyer un lien de mise à jour' });
  await expect(confirm).toContainText(contact);
  await confirm.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(school.getByText(`Le lien a été envoyé à ${contact}.`)).toBeVisible();
  await expectAccessible(school);
  await school.context().close();
  const link = new URL(await mailLink(superUser, contact, '/jobs/update?token='));

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${position} — Acme Robotique`);
  // jobs.spec.ts switches demo's job ad validation on while it runs beside this test: the
  // admin's ad is then pending rather than active. Both are edited by link the same way.
  await expect(page.getByTestId('job-update-status')).toContainText(
    /Active|En attente de validation/,
  );
  await expectAccessible(page);
  await shot(page, 'form');

  const salary = page.getByLabel(/^Salaire brut annuel/);
  await expect(salary).toHaveValue('45 000 €');
  await salary.fill('52 000 €');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('L’offre est enregistrée.')).toBeVisible();
  await expect
    .poll(async () => (await (await admin.get(`/api/jobs/${id}/`)).json()).salary)
    .toBe('52 000 €');
  if ((await (await admin.get(`/api/jobs/${id}/`)).json()).status === 'pending') {
    const validator = await apiSignIn(VALIDATOR);
    const review = await validator.post(`/api/jobs/${id}/review/`, {
      data: { decision: 'validate' },
    });
    expect(review.status()).toBe(200);
    await validator.dispose();
    await page.reload();
    await expect(page.getByTestId('job-update-status')).toContainText('Active');
  }

  const close = page.getByTestId('job-close-form');
  await close.getByRole('radio', { name: 'Pourvu grâce à ce réseau' }).check();
  await close.getByRole('button', { name: 'Clôturer l’offre' }).click();
  await expect(page.getByTestId('job-update-status')).toContainText('Pourvue');
  await expect(page.getByTestId('job-update-not-active')).toBeVisible();
  const closed = await (await admin.get(`/api/jobs/${id}/`)).json();
  expect([closed.status, closed.filled_how]).toEqual(['filled', 'network']);
  await expectAccessible(page);
  await shot(page, 'closed');

  await page.goto('/jobs/update?token=not-a-token');
  await expect(page.getByTestId('job-update-invalid')).toContainText('Lien invalide');
  await expectAccessible(page);
  await Promise.all([admin.dispose(), superUser.dispose()]);
});

test('English: an invalid link says so', async ({ page }) => {
  await page.goto('/en/jobs/update?token=not-a-token');
  await expect(page.getByTestId('job-update-invalid')).toContainText('Link invalid');
  await expect(page).toHaveTitle(/./);
  await expectAccessible(page);
  await shot(page, 'invalid-en');
});
