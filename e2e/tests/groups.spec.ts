import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  open,
  signedInPage,
  signInAs,
  TINY_PNG,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Issue 33 "Groups", the web side: a member asks to join a private group with a message, the
// group's manager approves the request on its Member validation tab, then the member writes in
// the group's feed and reads the post there, while the school feed never shows it. Once in
// French, once in English; the group is built through the API (its images uploaded, created by
// the manager, who becomes its first manager), each test with its own.
const MANAGER = 'validator@demo.example.org'; // creates the groups, so manages them
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.GROUPS_SHOTS; // a folder: screenshots of each page, to look at them

/** A full-page screenshot on the desktop, then as a 390-px phone shows it (GROUPS_SHOTS). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await waitForSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
  await waitForSettled(page);
}

/** Uploads one of a group's images through the API: its stored key. */
async function uploadImage(api: APIRequestContext, kind: 'thumbnail' | 'header') {
  const response = await api.post(`/api/groups/images/?kind=${kind}`, {
    multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(response.status(), `upload of the ${kind}`).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

/** A new private group created by MANAGER (its first manager), active at once: its slug. */
async function privateGroup(title: string): Promise<string> {
  const manager = await apiSignIn(MANAGER);
  const response = await manager.post('/api/groups/', {
    data: {
      title,
      description: 'Rencontres mensuelles entre diplômés.',
      thumbnail: await uploadImage(manager, 'thumbnail'),
      header: await uploadImage(manager, 'header'),
      category: 'regional',
      visibility: 'private',
    },
  });
  expect(response.status(), 'creation of the group').toBe(201);
  const group = (await response.json()) as { slug: string; status: string };
  expect(group.status, 'the group is active').toBe('published');
  await manager.dispose();
  return group.slug;
}

/** The words of each language the journey reads. */
const WORDS = {
  fr: {
    prefix: '',
    groupsHeading: 'Groupes',
    search: 'Rechercher par titre',
    privateFeed: 'Ce groupe est privé : seuls ses membres lisent ses publications.',
    ask: 'Demander à rejoindre',
    message: 'Message aux gestionnaires (facultatif)',
    send: 'Envoyer la demande',
    pending: 'Demande en attente',
    validationTab: 'Validation des membres',
    members: 'Membres',
    approve: 'Accepter la demande de Hélène Lefèvre',
    approved: 'Hélène Lefèvre est maintenant membre du groupe',
    leave: 'Quitter le groupe',
    composer: 'Nouvelle publication',
    textbox: 'Votre message',
    post: 'Publier',
  },
  en: {
    prefix: '/en',
    groupsHeading: 'Groups',
    search: 'Search by title',
    privateFeed: 'This group is private: only its members read its posts.',
    ask: 'Ask to join',
    message: 'Message to the managers (optional)',
    send: 'Send the request',
    pending: 'Request pending',
    validationTab: 'Member validation',
    members: 'Members',
    approve: 'Approve the request of Hélène Lefèvre',
    approved: 'Hélène Lefèvre is now a member of the group',
    leave: 'Leave the group',
    composer: 'New post',
    textbox: 'Your message',
    post: 'Post',
  },
} as const;

test.use({ actionTimeout: budget(15_000) });

for (const locale of ['fr', 'en'] as const) {
  test(`a private group's request is approved by its manager, then the member posts in its feed (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(90_000));
    const w = WORDS[locale];
    const title = `${locale === 'fr' ? 'Club de Lille' : 'Lille club'} ${unique()}`;
    const slug = await privateGroup(title);
    const requestText = locale === 'fr' ? 'Diplômée 2012, à Lille.' : 'Class of 2012, in Lille.';

    // The member finds the group in the list and asks to join with a message.
    await signInAs(page, MEMBER);
    await open(page, `${w.prefix}/groups`);
    await expect(page.getByRole('heading', { level: 1, name: w.groupsHeading })).toBeVisible();
    await page.getByRole('searchbox', { name: w.search }).fill(title);
    const card = page.getByTestId('group-card').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await shot(page, `${locale}-list`);
    await card.getByTestId('group-link').click();
    await expect(page).toHaveURL(new RegExp(`${w.prefix}/groups/${slug}/feed$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(w.privateFeed)).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${locale}-group-outsider`);
    await page.getByRole('button', { name: w.ask }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: w.message }).fill(requestText);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(page.getByTestId('request-pending')).toHaveText(w.pending);
    await expectAccessible(page);

    // Its manager reads the request with its message on the Member validation tab, approves it.
    const manager = await signedInPage(browser, MANAGER);
    await open(manager, `${w.prefix}/groups/${slug}`);
    await expect(manager).toHaveURL(new RegExp(`${w.prefix}/groups/${slug}/feed$`));
    await manager.getByRole('tab', { name: w.validationTab }).click();
    await expect(manager).toHaveURL(new RegExp(`${w.prefix}/groups/${slug}/validations$`));
    const request = manager.getByTestId('group-request').filter({ hasText: 'Hélène Lefèvre' });
    await expect(request).toContainText(requestText);
    await expectAccessible(manager);
    await shot(manager, `${locale}-validations`);
    await request.getByRole('button', { name: w.approve }).click();
    await expect(manager.getByText(w.approved)).toBeVisible();
    await expect(manager.getByTestId('group-request')).toHaveCount(0);
    // The request history keeps the request and its approval.
    const history = manager.getByTestId('membership-history-entry');
    await expect(history.filter({ hasText: requestText })).toHaveCount(1);
    await expect(history.and(manager.locator('[data-action="approve"]'))).toHaveCount(1);
    await expectAccessible(manager);
    await manager.getByRole('tab', { name: w.members, exact: true }).click();
    await expect(manager).toHaveURL(new RegExp(`${w.prefix}/groups/${slug}/members$`));
    const members = manager.getByRole('list', { name: w.members, exact: true });
    await expect(
      members.getByTestId('group-member').filter({ hasText: 'Hélène Lefèvre' }),
    ).toBeVisible();
    await expectAccessible(manager);
    await shot(manager, `${locale}-members`);
    await manager.context().close();

    // The member, now in the group, writes in its feed and reads the post there.
    await page.reload();
    await waitForSettled(page);
    await expect(page.getByRole('button', { name: w.leave })).toBeVisible();
    const text = `${locale === 'fr' ? 'Apéro jeudi' : 'Drinks on Thursday'} ${unique()}`;
    const composer = page.getByRole('region', { name: w.composer });
    await composer.getByRole('textbox', { name: w.textbox }).fill(text);
    await composer.getByRole('button', { name: w.post, exact: true }).click();
    await expect(page.getByTestId('post').filter({ hasText: text })).toBeVisible();
    await expectAccessible(page);
    await shot(page, `${locale}-group-feed`);

    // The school's feed never shows a private group's post.
    await open(page, `${w.prefix}/feed`);
    await expect(page.getByTestId('post').first()).toBeVisible();
    await expect(page.getByTestId('post').filter({ hasText: text })).toHaveCount(0);
  });
}
