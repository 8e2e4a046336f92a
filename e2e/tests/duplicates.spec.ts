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

// Duplicate users and the deletion of members (issue 34 items 1 and 5). fr: the admin opens
// School settings → duplicate users, finds the seeded pair (Camille Roux, one Gmail address
// written two ways) and merges it, choosing the city to keep. en: the admin deletes a member
// who wrote a post from the admin list, giving the post to another member.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';
const SHOTS = process.env.E2E_SHOTS;

test.use({ viewport: { width: 1280, height: 800 } });

test('fr: the admin merges a pair of duplicate users, choosing the city to keep', async ({
  page,
}) => {
  test.setTimeout(budget(60_000));
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=duplicates');
  await waitForSettled(page);
  const merge = page.getByRole('button', { name: 'Fusionner Camille Roux et Camille Roux' });
  await expect(merge).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/duplicates-fr.png`, fullPage: true });
  await merge.click();
  const dialog = page.getByRole('dialog', { name: 'Fusionner deux comptes' });
  await expect(dialog).toBeVisible();
  // Without a choice for each conflicting field, the merge asks for one.
  await dialog.getByRole('button', { name: 'Fusionner les comptes' }).click();
  await expect(dialog.getByText('Choisissez la valeur à conserver.').first()).toBeVisible();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/merge-fr.png`, fullPage: true });
  await dialog.getByRole('radio', { name: 'camille.roux@gmail.com', exact: true }).check();
  await dialog.getByRole('radio', { name: 'Rennes' }).check();
  await dialog.getByRole('button', { name: 'Fusionner les comptes' }).click();
  await expect(dialog).toBeHidden();
  await expect(merge).toBeHidden();
});

test('en: the admin deletes a member who wrote a post, giving it to another member', async ({
  page,
}) => {
  test.setTimeout(budget(90_000));
  const lastName = `Leaver${Date.now() % 1_000_000}`;
  const superUser = await apiSignIn(SUPER);
  const leaver = await createActiveMember(superUser, { firstName: 'Lee', lastName });
  const heir = await createActiveMember(superUser, {
    firstName: 'Hana',
    lastName: `Heir${Date.now() % 1_000_000}`,
  });
  await superUser.dispose();
  const author = await apiSignIn(leaver.email, leaver.password);
  const posted = await author.post('/api/posts/', { data: { content: 'My last post here' } });
  expect(posted.ok(), await posted.text()).toBe(true);
  await author.dispose();

  await signInAs(page, ADMIN);
  await page.goto(`/en/directory?type=list&search=${lastName}`);
  await waitForSettled(page);
  await expect(page.getByTestId('admin-member-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Select the member matching the filters' }).click();
  await page.getByRole('button', { name: 'Actions on the selection' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete members' });
  await expect(dialog.getByText(/1 member owns content/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'Give their content to another member' }).check();
  await dialog.getByLabel('Member who receives the content').fill('Hana');
  await page
    .getByRole('option', { name: /^Hana Heir/ })
    .first()
    .click();
  await dialog.getByRole('checkbox', { name: /cannot be undone/ }).check();
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/delete-en.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('bulk-status')).toHaveText('Done: reached 1, not reached 0.', {
    timeout: 30_000,
  });
  await expectAccessible(page);
  // The post is the heir's now.
  const reader = await apiSignIn(heir.email, heir.password);
  const feed = (await (await reader.get(`/api/posts/?author=${heir.id}`)).json()) as {
    results: { content: string; author: { id: number } }[];
  };
  const moved = feed.results.find((p) => p.content.includes('My last post here'));
  expect(moved?.author.id).toBe(heir.id);
  await reader.dispose();
});
