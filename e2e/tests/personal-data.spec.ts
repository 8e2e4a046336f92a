import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Personal data (issue 34 item 6). French: a member asks the export of their data, finds the
// link in the bell, downloads the ZIP from their settings, and hides their phone from everyone.
// English: a member asks the erasure of their account, sees the grace notice, signs out, signs
// in again (the notice comes first) and cancels it.

const SUPER = 'super@example.org';

test.use({ viewport: { width: 1280, height: 900 } });

test('fr: a member exports their data from the bell, hides their phone and shows their e-mail to members', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(60_000));
  const superUser = await apiSignIn(SUPER);
  const member = await createActiveMember(superUser, { firstName: 'Export', lastName: 'Données' });
  await superUser.dispose();
  await signInAs(page, member.email, member.password);
  await page.goto('/settings?tab=personal');
  await waitForSettled(page);
  await expect(page.getByRole('heading', { name: 'Télécharger mes données' })).toBeVisible();
  await page.getByRole('button', { name: 'Préparer mes données' }).click();
  await expect(page.getByTestId('personal-data-download')).toBeVisible({ timeout: budget(20_000) });
  await expectAccessible(page);

  // The bell tells, and leads back to the settings where the link is.
  await page.goto('/dashboard');
  await waitForSettled(page);
  await page.getByRole('button', { name: /^Notifications, \d+ non lue/ }).click();
  const item = page
    .getByRole('menu', { name: 'Notifications' })
    .getByTestId('notification-item')
    .filter({ hasText: 'Vos données sont prêtes' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/settings\?tab=personal$/);
  const link = page.getByTestId('personal-data-download').first();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^demo-personal-data-\d{4}-\d{2}-\d{2}\.zip$/);

  // Phone: nobody.
  await page.locator('select[name="visibility-phone"]').selectOption('nobody');
  await expect(page.getByText('Votre choix est enregistré.')).toBeVisible();
  await page.reload();
  await waitForSettled(page);
  await expect(page.locator('select[name="visibility-phone"]')).toHaveValue('nobody');
  await expectAccessible(page);

  // E-mail and birth date: members of the school. Another member sees them on the profile.
  for (const field of ['email', 'date_birth']) {
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/personal-data/visibility/') && r.request().method() === 'PATCH',
    );
    await page.locator(`select[name="visibility-${field}"]`).selectOption('members');
    expect((await saved).ok()).toBe(true);
  }
  await page.reload();
  await waitForSettled(page);
  await expect(page.locator('select[name="visibility-date_birth"]')).toHaveValue('members');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, 'member@demo.example.org');
  await otherPage.goto(`/profile/${member.id}`);
  await waitForSettled(otherPage);
  const header = otherPage.getByTestId('profile-header');
  await expect(header.getByRole('link', { name: `E-mail ${member.email}` })).toHaveAttribute(
    'href',
    `mailto:${member.email}`,
  );
  await expect(header).toContainText('Date de naissance 3 février 1990');
  await expectAccessible(otherPage);
  await other.close();
});

test('en: a member asks the erasure of their account, sees the grace notice, then cancels', async ({
  page,
}) => {
  test.setTimeout(budget(60_000));
  const superUser = await apiSignIn(SUPER);
  const member = await createActiveMember(superUser, { firstName: 'Erase', lastName: 'Me' });
  await superUser.dispose();
  await signInAs(page, member.email, member.password);
  await page.goto('/en/settings?tab=personal');
  await waitForSettled(page);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Your account will be erased in 14 days.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  const notice = page.getByTestId('erasure-notice');
  await expect(notice).toContainText('Your account will be erased on');

  // Signing in again shows the notice first, with its cancel.
  await page.context().clearCookies();
  await page.goto('/en/login');
  await waitForSettled(page);
  await page.getByLabel('Email address').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/settings\?tab=personal$/);
  await waitForSettled(page);
  await expect(notice).toContainText('You can still cancel.');
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'Cancel the erasure' }).click();
  await expect(page.getByText('The erasure of your account is cancelled.')).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
});

test("fr: an admin schedules a member's erasure from the admin list, the member is told, the admin cancels it", async ({
  page,
}) => {
  test.setTimeout(budget(60_000));
  const superUser = await apiSignIn(SUPER);
  const member = await createActiveMember(superUser, { firstName: 'Effacé', lastName: 'Paradmin' });
  await superUser.dispose();
  await signInAs(page, 'admin@demo.example.org');
  await page.goto('/directory?type=list&search=paradmin');
  await waitForSettled(page);
  const name = `Effacé Paradmin`;
  const row = page.getByTestId('admin-member-row').filter({ hasText: name });
  const openDialog = async () => {
    await row.getByRole('button', { name: `Actions pour ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Effacer ses données personnelles' }).click();
    return page.getByRole('dialog', { name: `Effacer les données personnelles de ${name}\u00a0?` });
  };
  let dialog = await openDialog();
  await expect(dialog).toContainText('dans 14 jours');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Effacer dans 14 jours' }).click();
  await expect(page.getByText(`L’effacement des données de ${name} est prévu le`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The member, signed in, reads that an admin asked it.
  const memberSession = await apiSignIn(member.email, member.password);
  const state = (await (await memberSession.get('/api/personal-data/erasure/')).json()) as {
    erasure: { by_admin: boolean } | null;
  };
  await memberSession.dispose();
  expect(state.erasure?.by_admin).toBe(true);

  // The same menu cancels it.
  dialog = await openDialog();
  await dialog.getByRole('button', { name: 'Annuler un effacement prévu' }).click();
  await expect(page.getByText(`L’effacement des données de ${name} est annulé.`)).toBeVisible();
});
