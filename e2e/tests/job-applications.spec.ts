import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  fieldByLabel,
  signedInPage,
  signIn,
  signInAs,
  TINY_PNG,
  test,
  waitForSettled,
} from '../fixtures.ts';
import { fillNewJobAd, sendJobAd, validateJobAd } from '../jobForm.ts';

// Issue 15 item 4 "Applications", the web side (spec 1 §2 Jobs "application modal", §3 Job
// application, §5 Job "A warning appears when reapplying … maxJobApplication 2", settings "my
// applications"): an alumna applies to an active ad with a PDF CV, is warned on a second try,
// finds her application in her settings; the external recruiter who posted it through the
// form, logo included (validated by a Jobs validator when the school validates job ads),
// reads it, downloads the CV and shortlists it (French). The same screens pass axe, a file the server does not take is
// refused on its field, and a closed ad refuses applications with the message (English), on
// ads the school admin builds through the API.
const AUTHOR = 'admin@demo.example.org';
const SUPER = 'super@example.org';
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre, alumna

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.JOBAPPLY_SHOTS; // a folder: screenshots of each screen, to look at them

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A tiny valid PDF: what the server types by its content as a PDF. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n' +
    '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A published, active ad of the school admin; `closed` deactivates it. Returns its id. */
async function createAd(api: APIRequestContext, position: string, closed = false) {
  const logo = await api.post('/api/jobs/logos/', {
    multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(logo.status(), 'logo upload').toBe(201);
  const created = await api.post('/api/jobs/', {
    data: {
      position,
      company: 'Acme Lille',
      city: 'Lille',
      logo: (await logo.json()).key,
      contract_type: 'permanent',
      sector: 'it',
      experience: '2_5',
      salary: '45 000 €',
      category: 'engineering',
      description: 'Une équipe de dix personnes.',
      start_date: day(45),
      application_deadline: day(30),
    },
  });
  expect(created.status(), 'ad creation').toBe(201);
  const ad = (await created.json()) as { id: number; status: string };
  // jobs.spec.ts switches demo's job ad validation on while it runs beside this file: the
  // admin's ad then waits for a validator, who validates it here.
  if (ad.status === 'pending') {
    const validator = await apiSignIn('validator@demo.example.org');
    const review = await validator.post(`/api/jobs/${ad.id}/review/`, {
      data: { decision: 'validate' },
    });
    expect(review.status(), 'validation').toBe(200);
    ad.status = ((await review.json()) as { status: string }).status;
    await validator.dispose();
  }
  expect(ad.status).toBe('active');
  if (closed) {
    const closing = await api.post(`/api/jobs/${ad.id}/deactivate/`, {
      data: { filled_how: 'unknown' },
    });
    expect(closing.ok(), 'deactivation').toBe(true);
  }
  return ad.id;
}

/** `email`'s application to ad `id` with a PDF CV, through the API. */
async function applyByApi(email: string, id: number) {
  const api = await apiSignIn(email);
  const cv = await api.post('/api/jobs/files/', {
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: TINY_PDF } },
  });
  expect(cv.status(), 'CV upload').toBe(201);
  const sent = await api.post(`/api/jobs/${id}/applications/`, {
    data: { first_name: 'Hélène', last_name: 'Lefèvre', email, cv: await cv.json() },
  });
  expect(sent.status(), 'application').toBe(201);
  await api.dispose();
}

/** The button choosing a file in the document field `testId` of `scope`. */
const fileButton = (scope: Locator, testId: string) =>
  scope.getByTestId(testId).getByTestId('attachment-button');

/** Chooses `file` in the document field `testId`, as a person would, through its dialog. */
async function chooseFile(
  page: Page,
  scope: Locator,
  testId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    fileButton(scope, testId).click(),
  ]);
  await chooser.setFiles(file);
}

test.use({ actionTimeout: budget(15_000) });

test('an alumna applies with a PDF CV, is warned on a second try and finds it in her settings; the author downloads and shortlists it (French)', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(60_000));
  // An external recruiter (spec 2 §6 "Other roles") posts the ad through the form, logo
  // included; when the school validates job ads (jobs.spec.ts turns it on while it runs beside
  // this file), a Jobs validator validates it.
  const superUser = await apiSignIn(SUPER);
  const recruiter = await createActiveMember(superUser, {
    firstName: 'Romain',
    lastName: 'Recruteur',
    accountType: 'recruiter',
  });
  await superUser.dispose();
  const reader = await (await browser.newContext()).newPage();
  await signIn(reader, recruiter.email, recruiter.password);
  const position = `Développeuse ${unique()}`;
  await fillNewJobAd(reader, {
    position,
    company: 'Acme Lille',
    city: 'Lille',
    contract: 'CDI',
    sector: 'Informatique et numérique',
    experience: '2 à 5 ans',
    category: 'Ingénierie et technique',
    salary: '45 000 €',
    description: 'Une équipe de dix personnes.',
  });
  await expectAccessible(reader);
  await shot(reader, 'fr-recruiter-form');
  const { id, pending } = await sendJobAd(reader, position);
  await expect(reader.getByTestId('job-logo').locator('img')).toBeVisible();
  if (pending) await validateJobAd(id);

  await signInAs(page, MEMBER);
  await page.goto(`/jobs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();
  await page.getByRole('button', { name: 'Postuler', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Postuler : ${position} – Acme Lille` });
  // The contact fields come from her profile.
  await expect(fieldByLabel(dialog, 'Prénom')).toHaveValue('Hélène');
  await expect(fieldByLabel(dialog, 'Nom')).toHaveValue('Lefèvre');
  await expect(fieldByLabel(dialog, 'Adresse e-mail')).toHaveValue(MEMBER);
  await fieldByLabel(dialog, 'Message').fill('Votre équipe m’intéresse beaucoup.');
  // Without a CV the form says so on its field.
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(fileButton(dialog, 'cv-field')).toHaveAttribute('aria-invalid', 'true');
  await chooseFile(page, dialog, 'cv-field', {
    name: 'cv-helene.pdf',
    mimeType: 'application/pdf',
    buffer: TINY_PDF,
  });
  await expect(dialog.getByTestId('cv-field')).toContainText('cv-helene.pdf');
  await expect(fileButton(dialog, 'cv-field')).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'fr-modal');
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
  await expect(page.getByText('Votre candidature a été envoyée.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A second try opens on the "already applied" warning.
  await page.getByRole('button', { name: 'Postuler à nouveau' }).click();
  await expect(page.getByTestId('already-applied')).toContainText(
    'Vous avez déjà postulé à cette offre le',
  );
  await expect(page.getByTestId('already-applied')).toContainText('seconde et dernière fois');
  // The form starts from what she sent.
  await expect(fieldByLabel(page.getByRole('dialog'), 'Message')).toHaveValue(
    'Votre équipe m’intéresse beaucoup.',
  );
  await shot(page, 'fr-warning');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler' }).click();

  await page.goto('/settings?tab=applications');
  const row = page.getByTestId('my-application').filter({ hasText: position });
  await expect(row).toContainText('Acme Lille');
  await expect(row).toContainText('Active');
  await expect(row.getByRole('link', { name: 'CV : cv-helene.pdf' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'fr-settings');

  // The recruiter reads it and downloads the CV.
  await reader.goto(`/jobs/${id}`);
  const application = reader.getByTestId('job-application');
  await expect(application).toHaveCount(1);
  await expect(application).toContainText('Hélène Lefèvre');
  await expect(application).toContainText('Votre équipe m’intéresse beaucoup.');
  await waitForSettled(reader);
  await shot(reader, 'fr-author');
  const [download] = await Promise.all([
    reader.waitForEvent('download'),
    application.getByRole('link', { name: 'CV : cv-helene.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cv-helene.pdf');
  expect(
    readFileSync(await download.path())
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  // They shortlist it: saved as it changes.
  const marked = reader.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.ok(),
  );
  await application.locator('label', { hasText: 'Retenue' }).click();
  expect((await (await marked).json()).mark).toBe('shortlisted');
  await expect(application.getByRole('radio', { name: 'Retenue' })).toBeChecked();
  await expectAccessible(reader);
  await reader.context().close();
});

test('the application screens in English pass axe; a bad file is refused on its field; a closed ad takes no application', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(45_000));
  const author = await apiSignIn(AUTHOR);
  const position = `Data analyst ${unique()}`;
  const id = await createAd(author, position);
  const closedId = await createAd(author, `Closed ${unique()}`, true);
  await author.dispose();
  await applyByApi(MEMBER, id);

  await signInAs(page, MEMBER);
  await page.goto(`/en/jobs/${id}`);
  await expect(page.getByTestId('application-applied')).toHaveText(
    'You have already applied to this offer.',
  );
  await page.getByRole('button', { name: 'Apply again' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply: ${position} – Acme Lille` });
  await expect(dialog.getByTestId('already-applied')).toContainText('a second and last time');
  // A text file named as a PDF: the server reads its bytes and refuses it on the field.
  await chooseFile(page, dialog, 'cover-letter-field', {
    name: 'letter.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await expect(fileButton(dialog, 'cover-letter-field')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await shot(page, 'en-modal');
  // The refusal is also in the notifications, over the dialog's buttons: Escape closes it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/en/settings?tab=applications');
  await expect(page.getByTestId('my-application').filter({ hasText: position })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'en-settings');

  await page.goto(`/en/jobs/${closedId}`);
  await expect(page.getByTestId('application-closed')).toHaveText(
    'This offer is no longer active: it takes no more applications.',
  );
  await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'en-closed');

  const reader = await signedInPage(browser, AUTHOR);
  await reader.goto(`/en/jobs/${id}`);
  await expect(reader.getByTestId('job-application')).toContainText('Hélène Lefèvre');
  await expect(reader.getByRole('heading', { name: 'Applications received' })).toBeVisible();
  await expectAccessible(reader);
  await shot(reader, 'en-author');
  await reader.context().close();
});
