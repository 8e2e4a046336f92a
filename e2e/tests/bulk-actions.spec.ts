import { readFile } from 'node:fs/promises';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  schoolOrigin,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Bulk actions (issue 34 item 1): the admin selects members of the admin list, gives them a
// badge from the actions menu and watches the progress to its end, which survives a reload
// (the member who holds the badge already is listed with why), then exports the chosen
// columns as CSV and downloads the file from the progress panel.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    actions: 'Actions sur la sélection',
    badges: 'Donner des badges',
    start: 'Lancer',
    done: 'Terminé\u00a0: atteints 1, non atteints 1.',
    hasBadges: 'A déjà ces badges',
    exportItem: 'Exporter',
    exportSubmit: 'Exporter',
    download: 'Télécharger le fichier',
    header: 'Prénom;Nom;E-mail',
  },
  {
    locale: 'en',
    prefix: '/en',
    actions: 'Actions on the selection',
    badges: 'Give badges',
    start: 'Start',
    done: 'Done: reached 1, not reached 1.',
    hasBadges: 'Already holds these badges',
    exportItem: 'Export',
    exportSubmit: 'Export',
    download: 'Download the file',
    // The export's header is in the school's language (French for the demo school).
    header: 'Prénom;Nom;E-mail',
  },
] as const;

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin gives a badge to selected members, then exports them as CSV`, async ({
    page,
  }) => {
    test.setTimeout(budget(120_000));
    const lastName = `${T.locale === 'fr' ? 'Lot' : 'Batch'}${Date.now() % 1_000_000}`;
    const superUser = await apiSignIn(SUPER);
    const alpha = await createActiveMember(superUser, { firstName: 'Alpha', lastName });
    const beta = await createActiveMember(superUser, { firstName: 'Beta', lastName });
    await superUser.dispose();
    // Beta holds the school's first badge already: the bulk gift reaches Alpha only.
    const admin = await apiSignIn(ADMIN);
    const school = (await (await admin.get('/api/schools/demo/details/')).json()) as {
      id: number;
      school_badges: { id: number; title: { fr: string; en: string } }[];
    };
    const badge = school.school_badges[0];
    if (!badge) throw new Error('the demo school has no badge');
    const given = await admin.put(`/api/users/${beta.id}/badges/${badge.id}/`);
    expect(given.ok(), await given.text()).toBe(true);
    await admin.dispose();

    await signInAs(page, ADMIN);
    await page.goto(`${T.prefix}/directory?type=list&search=${lastName}`);
    await waitForSettled(page);
    const rows = page.getByTestId('admin-member-row');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: T.actions }).click();
    await page.getByRole('menuitem', { name: T.badges }).click();
    const dialog = page.getByRole('dialog', { name: T.badges });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('checkbox', { name: badge.title[T.locale] || badge.title.fr }).check();
    await dialog.getByRole('button', { name: T.start }).click();
    await expect(dialog).toBeHidden();
    // The progress panel follows it to its end, also after a reload.
    await expect(page.getByTestId('bulk-status')).toBeVisible();
    await page.reload();
    await waitForSettled(page);
    await expect(page.getByTestId('bulk-status')).toHaveText(T.done, { timeout: 30_000 });
    const notReached = page.getByTestId('bulk-not-reached');
    await expect(notReached).toContainText(`Beta ${lastName}`);
    await expect(notReached).toContainText(T.hasBadges);
    await expectAccessible(page);

    // Export the same members: the name and e-mail (the list's columns), as CSV.
    for (const row of await rows.all()) await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: T.actions }).click();
    await page.getByRole('menuitem', { name: T.exportItem }).click();
    const exportDialog = page.getByRole('dialog', { name: T.exportItem });
    await expect(exportDialog).toBeVisible();
    await expectAccessible(page);
    await exportDialog.getByRole('button', { name: T.exportSubmit }).click();
    await expect(exportDialog).toBeHidden();
    const download = page.getByRole('link', { name: T.download });
    await expect(download).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile(await file.path(), 'utf8');
    expect(text).toContain(T.header);
    expect(text).toContain(alpha.email);
    expect(text).toContain(beta.email);
    await expectAccessible(page);
  });
}

test('en: a school without the emailing feature is not offered the mass mail', async ({ page }) => {
  // campus-en has no `emailing` entry: its operations answer 404, so the menu leaves it out.
  test.setTimeout(budget(60_000));
  const origin = schoolOrigin('campus-en');
  await signInAs(page, SUPER, undefined, origin);
  await page.goto(`${origin}/directory?type=list`);
  await waitForSettled(page);
  await page.getByTestId('admin-member-row').first().getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Actions on the selection' }).click();
  await expect(page.getByRole('menuitem', { name: 'Send a message' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Send an e-mail' })).toHaveCount(0);
  await expectAccessible(page);
});
