import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  signedInPage,
  signInAs,
  TINY_PNG,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Resources (issue 31 item 7; spec 1 §2 /resources, §3 "Resource: icon, title, description,
// file, roles"; spec 2 §6 "Resources: permission on the school resource list view"). French:
// the admin uploads a PNG for alumni only; an alumna sees it and downloads it, a student does
// not see it. English: a member reads the seeded list in /en and downloads the guide.

const ADMIN = 'admin@demo.example.org';
/** An alumna of demo (spec: alumni in demo). */
const ALUMNA = 'member@demo.example.org';

test.use({ viewport: { width: 1280, height: 800 } });

/** The e-mail of an active member of demo who is a student only, read by the admin. */
async function studentEmail(admin: APIRequestContext): Promise<string> {
  const page = await admin.get('/api/directory/?type=list&roles=3&status=active&page_size=50');
  expect(page.ok()).toBe(true);
  const { results } = (await page.json()) as {
    results: { roles: { role: number }[]; admin?: { email: string } }[];
  };
  const student = results.find((m) => m.roles.every((r) => r.role === 3) && m.admin?.email);
  expect(student, 'a seeded student of demo').toBeTruthy();
  return student?.admin?.email ?? '';
}

/** Deletes the test's resources (by title), whatever the test reached. */
async function deleteResources(admin: APIRequestContext, title: string) {
  const listed = (await (await admin.get('/api/resources/')).json()) as {
    id: number;
    title: string;
  }[];
  for (const resource of listed.filter((r) => r.title === title)) {
    expect((await admin.delete(`/api/resources/${resource.id}/`)).status()).toBe(204);
  }
}

/** The list's item titled `title`. */
const item = (page: Page, title: string) =>
  page.getByTestId('resource-item').filter({ has: page.getByRole('heading', { name: title }) });

test('fr: the admin uploads a PNG for alumni only; an alumna sees it, a student does not', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(60_000));
  const title = `Plan des diplômés ${Date.now() % 1_000_000}`;
  const admin = await apiSignIn(ADMIN);
  try {
    await signInAs(page, ADMIN);
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Ressources', level: 1 })).toBeVisible();
    await expect(item(page, 'Guide du réseau des diplômés')).toContainText('Tous les membres');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ajouter une ressource' }).click();
    const form = page.getByTestId('resource-add-form');
    await fieldByLabel(form, 'Titre').fill(title);
    await fieldByLabel(form, 'Émoji').fill('🗺️');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(form.getByText('plan.png')).toBeVisible();
    await form.getByRole('checkbox', { name: 'Diplômé' }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Ajouter la ressource' }).click();
    await expect(page.getByText(`Ressource « ${title} » ajoutée.`)).toBeVisible();
    const added = item(page, title);
    await expect(added.getByTestId('resource-audience')).toContainText('Diplômé');
    await expect(added.getByTestId('resource-downloads')).toHaveText('Aucun téléchargement');
    await expectAccessible(page);

    // The alumna sees it and downloads it, under its title.
    const alumna = await signedInPage(browser, ALUMNA);
    await alumna.goto('/resources');
    await waitForSettled(alumna);
    const shown = item(alumna, title);
    await expect(shown).toBeVisible();
    await expect(shown.getByTestId('resource-downloads')).toHaveCount(0);
    const download = alumna.waitForEvent('download');
    await shown.getByRole('link', { name: `Télécharger « ${title} »` }).click();
    expect((await download).suggestedFilename()).toBe(`${title}.png`);
    await expectAccessible(alumna);
    await alumna.context().close();

    // A student does not see it.
    const student = await signedInPage(browser, await studentEmail(admin));
    await student.goto('/resources');
    await waitForSettled(student);
    await expect(item(student, 'Guide du réseau des diplômés')).toBeVisible();
    await expect(item(student, 'Affiche du forum carrières')).toBeVisible();
    await expect(item(student, title)).toHaveCount(0);
    await expectAccessible(student);
    await student.context().close();
  } finally {
    await deleteResources(admin, title);
    await admin.dispose();
  }
});

test('en: a member reads the resources meant for them and downloads the guide', async ({
  page,
}) => {
  await signInAs(page, ALUMNA);
  await page.goto('/en/resources');
  await expect(page.getByRole('heading', { name: 'Resources', level: 1 })).toBeVisible();
  await waitForSettled(page);
  const guide = item(page, 'Guide du réseau des diplômés');
  await expect(guide).toContainText('PDF');
  await expect(item(page, 'Carte des diplômés en Europe')).toContainText('PNG');
  // The students' poster is not for her.
  await expect(item(page, 'Affiche du forum carrières')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a resource' })).toHaveCount(0);
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await guide.getByRole('link', { name: 'Download “Guide du réseau des diplômés”' }).click();
  expect((await download).suggestedFilename()).toBe('Guide du réseau des diplômés.pdf');
});
