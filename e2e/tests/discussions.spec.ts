import type { Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  open,
  signedInPage,
  test,
} from '../fixtures.ts';

// Issue 32 acceptance: two members in two browsers chat. A opens a conversation with B and
// writes; B sees it arrive live and the navbar's count rises; B goes offline, A writes again,
// B comes back and sees that message exactly once; B reads, the count clears. In French on
// the /discussions page, in English in the chat widget over another page. The two members
// are new ones, so that no other journey's messages or blocks meet theirs.

const WORDS = {
  fr: {
    prefix: '',
    chat: /^Discussions, (\d+) message/,
    newConversation: 'Nouvelle conversation',
    search: 'Rechercher une personne',
    add: (name: string) => `Ajouter ${name}`,
    open: 'Ouvrir la conversation',
    composer: 'Votre message',
    failed: /Impossible de se connecter au service de messagerie/,
  },
  en: {
    prefix: '/en',
    chat: /^Discussions, (\d+) unread/,
    newConversation: 'New conversation',
    search: 'Search for a person',
    add: (name: string) => `Add ${name}`,
    open: 'Open the conversation',
    composer: 'Your message',
    failed: /Unable to connect to the messaging service/,
  },
} as const;

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/** The count the visible chat button announces (its accessible name). */
async function unreadCount(page: Page, pattern: RegExp): Promise<number> {
  const name = await page
    .getByTestId('chat-button')
    .filter({ visible: true })
    .getAttribute('aria-label');
  return Number(pattern.exec(name ?? '')?.[1] ?? Number.NaN);
}

for (const locale of ['fr', 'en'] as const) {
  const w = WORDS[locale];

  test(`two members chat live, one offline for a while, the count rises and clears (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(budget(90_000));
    const superUser = await apiSignIn('super@example.org');
    const tag = letters();
    const a = await createActiveMember(superUser, { firstName: 'Adèle', lastName: `Chat${tag}` });
    const bName = { firstName: 'Basile', lastName: `Chat${tag}` };
    const b = await createActiveMember(superUser, bName);
    await superUser.dispose();
    const pageA = await signedInPage(browser, a.email, a.password);
    const pageB = await signedInPage(browser, b.email, b.password);
    const first = `Bonjour ${tag} 1`;
    const second = `Bonjour ${tag} 2`;

    // B waits: on the discussions page (fr), or on the dashboard with the widget open (en).
    if (locale === 'fr') {
      await open(pageB, '/discussions');
    } else {
      await open(pageB, '/en/dashboard');
      await pageB.getByRole('button', { name: w.chat }).click();
      await expect(pageB.getByRole('dialog', { name: 'Discussions' })).toBeVisible();
      await expectAccessible(pageB);
    }
    const scopeB =
      locale === 'fr'
        ? pageB.getByRole('main')
        : pageB.getByRole('dialog', { name: 'Discussions' });
    await expect.poll(() => unreadCount(pageB, w.chat)).toBe(0);

    // A finds B by name, opens their conversation and writes (Alt+Enter sends).
    await open(pageA, `${w.prefix}/discussions`);
    await pageA.getByRole('button', { name: w.newConversation }).click();
    const dialog = pageA.getByRole('dialog', { name: w.newConversation });
    await dialog.getByLabel(w.search).fill(bName.lastName);
    await dialog
      .getByRole('button', { name: w.add(`${bName.firstName} ${bName.lastName}`) })
      .click();
    await expectAccessible(pageA);
    await dialog.getByRole('button', { name: w.open }).click();
    await expect(pageA).toHaveURL(/\?c=\d+/);
    const composerA = pageA.getByRole('textbox', { name: w.composer });
    await composerA.fill(first);
    await composerA.press('Alt+Enter');
    await expect(pageA.getByTestId('chat-message').filter({ hasText: first })).toBeVisible();
    await expect(composerA).toHaveValue('');

    // B: the conversation comes in live with its last message, and the count rises.
    const item = scopeB.getByTestId('conversation-item').filter({ hasText: first });
    await expect(item).toBeVisible();
    await expect.poll(() => unreadCount(pageB, w.chat)).toBe(1);
    await expectAccessible(pageB);

    // B opens it: reading it clears the count.
    await item.click();
    const threadB = scopeB.getByTestId('chat-thread');
    await expect(threadB.getByTestId('chat-message').filter({ hasText: first })).toBeVisible();
    await expect.poll(() => unreadCount(pageB, w.chat)).toBe(0);
    await expectAccessible(pageB);

    // B goes offline and says so; A writes again meanwhile (sending goes over HTTP).
    await pageB.context().setOffline(true);
    await expect(threadB.getByText(w.failed)).toBeVisible();
    await composerA.fill(second);
    await pageA.getByRole('button', { name: locale === 'fr' ? 'Envoyer' : 'Send' }).click();
    await expect(pageA.getByTestId('chat-message').filter({ hasText: second })).toBeVisible();

    // B back online: the missed message shows, exactly once, after the first; read at once.
    await pageB.context().setOffline(false);
    const messagesB = threadB.getByTestId('chat-message');
    await expect(messagesB.filter({ hasText: second })).toHaveCount(1);
    await expect(messagesB.filter({ hasText: first })).toHaveCount(1);
    await expect(messagesB.last()).toContainText(second);
    await expect(threadB.getByText(w.failed)).toBeHidden();
    await expect.poll(() => unreadCount(pageB, w.chat)).toBe(0);
    // A sees the receipt: B has read it.
    await expect(
      pageA
        .getByTestId('chat-message')
        .last()
        .getByText(locale === 'fr' ? 'Lu' : 'Read', { exact: true }),
    ).toBeVisible();
    await expectAccessible(pageB);
    await expectAccessible(pageA);
    await pageA.context().close();
    await pageB.context().close();
  });
}

// Spec 2 §7 "stream errors set a fallback count refresh": with the live stream refused, the
// chat button's count comes from `GET /api/conversations/unread/`, read at once and every 30 s.
test('with the live stream down, the chat count comes from the fallback refresh', async ({
  browser,
}) => {
  test.setTimeout(budget(60_000));
  const superUser = await apiSignIn('super@example.org');
  const tag = letters();
  const a = await createActiveMember(superUser, { firstName: 'Aude', lastName: `Flux${tag}` });
  const b = await createActiveMember(superUser, { firstName: 'Bruno', lastName: `Flux${tag}` });
  await superUser.dispose();
  const apiA = await apiSignIn(a.email, a.password);
  const opened = await apiA.post('/api/conversations/', { data: { participants: [b.id] } });
  expect(opened.status()).toBe(201);
  const { id } = (await opened.json()) as { id: number };
  const sent = await apiA.post(`/api/conversations/${id}/messages/`, {
    data: { body: `Hors flux ${tag}`, client_id: crypto.randomUUID(), attachments: [] },
  });
  expect(sent.status()).toBe(201);
  await apiA.dispose();

  const pageB = await signedInPage(browser, b.email, b.password);
  await pageB.route('**/api/events/user/**', (route) => route.abort());
  await open(pageB, '/dashboard');
  await expect.poll(() => unreadCount(pageB, WORDS.fr.chat), { timeout: budget(10_000) }).toBe(1);
  await pageB.context().close();
});
