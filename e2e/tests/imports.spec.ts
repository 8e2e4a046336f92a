import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { apiSignIn, budget, expect, expectAccessible, signInAs, test } from '../fixtures.ts';

// Issue 12, "Import for admins", in French and in English: a school admin imports a file with
// bad rows, reads why each was rejected (naming the bad value), downloads the rejected rows,
// submits the file; a super user applies it; the admin is notified, and finds the imported
// members as "invited" in the admin list. Every run uses names and e-mails of its own.
// Issue 34 item 7: the French admin's file is Windows-1252 (Excel's default CSV) and its
// preview shows "é" right; the templates are linked on the page.
const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';
const HEADER = 'first name;last name;email;graduation year;degree;role;external ref;campus';

const TEXTS = {
  fr: {
    prefix: '',
    upload: 'Vérifier le fichier',
    emailReason: (value: string) => `e-mail invalide\u00a0: «\u00a0${value}\u00a0»`,
    yearReason: "année d'arrivée invalide\u00a0: «\u00a020x4\u00a0»",
    download: 'Télécharger les lignes rejetées (CSV)',
    csvHeader: `ligne;motif;${HEADER}`,
    csvYear: "année d'arrivée invalide\u00a0: «\u00a020x4\u00a0»",
    submit: 'Soumettre pour validation',
    bell: /^Notifications, \d+ non lue\(s\)$/,
    menu: 'Notifications',
    applied: (file: string) => `Votre import ${file} est appliqué : 2 comptes créés.`,
    statusFilter: 'Statut',
    invited: 'Invité',
    appliedStatus: 'Appliqué',
    degreeSearch: 'Rechercher un diplôme',
    encoding: 'Windows-1252 (Europe occidentale)',
  },
  en: {
    prefix: '/en',
    upload: 'Check the file',
    emailReason: (value: string) => `invalid email: "${value}"`,
    yearReason: 'invalid year of arrival: "20x4"',
    download: 'Download the rejected lines (CSV)',
    csvHeader: `line;reason;${HEADER}`,
    csvYear: '"invalid year of arrival: ""20x4"""',
    submit: 'Submit for validation',
    bell: /^Notifications, \d+ unread$/,
    menu: 'Notifications',
    applied: (file: string) => `Your import ${file} was applied: 2 accounts created.`,
    statusFilter: 'Status',
    invited: 'Invited',
    appliedStatus: 'Applied',
    degreeSearch: 'Search the degrees',
    encoding: 'UTF-8',
  },
} as const;

/** The super user applies the submitted file `fileName` through the API. */
async function applyAsSuperUser(fileName: string) {
  const superUser = await apiSignIn(SUPER);
  const pending = await superUser.get('/api/imports/?status=submitted&page_size=100');
  const { results } = (await pending.json()) as { results: { id: number; file_name: string }[] };
  const item = results.find((i) => i.file_name === fileName);
  expect(item, `${fileName} waits for validation`).toBeTruthy();
  const applied = await superUser.post(`/api/imports/${item?.id}/validate/`);
  expect(applied.status(), 'validated').toBe(200);
  await superUser.dispose();
}

/** Saves a screenshot of `part` where the test's output goes, to look at. */
async function shoot(page: Page, testId: string, path: string) {
  await page.getByTestId(testId).screenshot({ path, animations: 'disabled' });
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: an admin imports bad rows, downloads them, is told of the validation and sees the members invited`, async ({
    page,
    visit,
    browser,
  }, testInfo) => {
    test.setTimeout(budget(180_000));
    const T = TEXTS[locale];
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const last = `Imp${locale}${stamp}`;
    const fileName = `membres-${locale}-${stamp}.csv`;
    const badEmail = `chloe.${stamp} at example.org`;
    const csv = [
      HEADER,
      `Ana;${last};ana.${stamp}@example.org;2015;;4;;`,
      `Ben;${last};ben.${stamp}@example.org;2016;;3;;`,
      `Chloé;${last};${badEmail};2017;;4;;`,
      `Dan;${last};dan.${stamp}@example.org;20x4;;4;;`,
      `=HYPERLINK("http://evil.example");${last};eve.${stamp}@example.org;2015;;9;;`,
    ].join('\n');

    // The admin checks the file in School settings → Imports.
    await signInAs(page, ADMIN);
    await visit(`${T.prefix}/settings/school?section=imports`);
    for (const format of ['csv', 'xlsx']) {
      await expect(page.getByTestId(`import-template-${format}`)).toHaveAttribute(
        'href',
        `/api/imports/members/template/?format=${format}`,
      );
    }
    // Latin-1 bytes are Windows-1252's for "é": what Excel saves a French CSV as.
    const bytes = Buffer.from(csv, locale === 'fr' ? 'latin1' : 'utf8');
    await page
      .getByTestId('member-import-file')
      .locator('input[type=file]')
      .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: bytes });
    await page.getByRole('button', { name: T.upload }).click();
    const report = page.getByTestId('import-report');
    await expect(report.getByTestId('report-valid')).toHaveText('2');
    await expect(report.getByTestId('report-invalid')).toHaveText('3');
    await expect(report.locator('[data-line="4"]')).toContainText(T.emailReason(badEmail));
    await expect(report.locator('[data-line="5"]')).toContainText(T.yearReason);
    await expect(page.getByTestId('import-file-encoding')).toHaveText(T.encoding);
    await expect(page.getByTestId('import-preview')).toContainText('Chloé');
    await expectAccessible(page);
    await page
      .locator('section[aria-labelledby="import-preview-heading"]')
      .screenshot({ path: testInfo.outputPath(`preview-${locale}.png`), animations: 'disabled' });
    await shoot(page, 'import-report', testInfo.outputPath(`report-${locale}.png`));

    // The rejected rows download as CSV: line, reason naming the value, the cells, formulas
    // defused.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('link', { name: T.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`membres-${locale}-${stamp}-rejected.csv`);
    const content = await readFile(await download.path(), 'utf8');
    const lines = content.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(T.csvHeader);
    expect(lines).toHaveLength(5);
    expect(lines[2]).toBe(`5;${T.csvYear};Dan;${last};dan.${stamp}@example.org;20x4;;4;;`);
    expect(lines[3]).toContain(`"'=HYPERLINK(""http://evil.example"")";${last}`);

    await page.getByRole('button', { name: T.submit }).click();
    await expect(page.getByTestId('import-submitted')).toContainText(fileName);

    // A super user applies it; the admin's bell tells them.
    await applyAsSuperUser(fileName);
    await page.reload();
    await page.getByRole('button', { name: T.bell }).click();
    const menu = page.getByRole('menu', { name: T.menu });
    await expect(
      menu.getByTestId('notification-item').filter({ hasText: T.applied(fileName) }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The admin list shows the two imported members as invited.
    await visit(`${T.prefix}/directory?type=list&search=${last}`);
    const table = page.getByTestId('admin-member-table');
    await expect(table.getByTestId('admin-member-row')).toHaveCount(2);
    await page.getByLabel(T.statusFilter, { exact: true }).selectOption('invited');
    await expect(page).toHaveURL(/status=invited/);
    await expect(table.getByTestId('admin-member-row')).toHaveCount(2);
    for (const row of await table.getByTestId('admin-member-row').all()) {
      await expect(row.getByTestId('member-status')).toHaveText(T.invited);
    }
    await expectAccessible(page);
    await shoot(page, 'admin-member-table', testInfo.outputPath(`admin-list-${locale}.png`));

    // The school's degrees are listed and searched.
    await visit(`${T.prefix}/settings/school?section=degrees`);
    await page.getByLabel(T.degreeSearch).fill('ing info');
    await expect(page.getByTestId('degree-row')).toHaveCount(1);
    await expect(page.getByTestId('degree-row')).toContainText("Diplôme d'Ingénieur Informatique");

    // The super user finds the file, applied, in the history of imports.
    const superContext = await browser.newContext();
    const superPage = await superContext.newPage();
    await signInAs(superPage, SUPER);
    await superPage.goto(`${T.prefix}/superadmin?tab=imports`);
    await expect(
      superPage.getByTestId('import-history-row').filter({ hasText: fileName }),
    ).toContainText(T.appliedStatus);
    await expectAccessible(superPage);
    await shoot(superPage, 'import-history', testInfo.outputPath(`history-${locale}.png`));
    await superContext.close();
  });
}
