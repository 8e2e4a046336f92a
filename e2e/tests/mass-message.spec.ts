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

// Mass messages (issue 32 item 5; issue 34 item 1 "Bulk actions"): the admin filters the
// admin list down to two members of their own, selects "all matching the filters", sends a
// message from the actions menu and watches its progress to the end, which survives a reload
// and lists the member who refused mass messages, with why. The reached member finds the
// message in their direct conversation with the admin.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    selectAll: /^Sélectionner les 2 membres correspondant aux filtres$/,
    allSelected: 'Les 2 membres correspondant aux filtres sont sélectionnés',
    actions: 'Actions sur la sélection',
    send: 'Envoyer un message',
    dialog: 'Envoyer un message',
    field: 'Message',
    submit: 'Envoyer à 2 membres',
    done: 'Terminé\u00a0: atteints 1, non atteints 1.',
    refused: 'Refuse les messages groupés',
  },
  {
    locale: 'en',
    prefix: '/en',
    selectAll: /^Select all 2 members matching the filters$/,
    allSelected: 'All 2 members matching the filters are selected',
    actions: 'Actions on the selection',
    send: 'Send a message',
    dialog: 'Send a message',
    field: 'Message',
    submit: 'Send to 2 members',
    done: 'Done: reached 1, not reached 1.',
    refused: 'Refuses mass messages',
  },
] as const;

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin messages all members matching the filters and watches the progress`, async ({
    page,
  }) => {
    test.setTimeout(budget(120_000));
    const lastName = `${T.locale === 'fr' ? 'Groupe' : 'Crowd'}${Date.now() % 1_000_000}`;
    const superUser = await apiSignIn(SUPER);
    const reached = await createActiveMember(superUser, { firstName: 'Reached', lastName });
    const refusing = await createActiveMember(superUser, { firstName: 'Refusing', lastName });
    await superUser.dispose();
    // One of them turned mass messages off in their settings.
    const member = await apiSignIn(refusing.email, refusing.password);
    const off = await member.patch('/api/users/me/settings/', {
      data: { mass_chat_reception: false },
    });
    expect(off.ok(), await off.text()).toBe(true);
    await member.dispose();

    await signInAs(page, ADMIN);
    await page.goto(`${T.prefix}/directory?type=list&search=${lastName}`);
    await waitForSettled(page);
    await expect(page.getByTestId('admin-member-row')).toHaveCount(2);
    await page.getByRole('button', { name: T.selectAll }).click();
    await expect(page.getByText(T.allSelected)).toBeVisible();
    await page.getByRole('button', { name: T.actions }).click();
    await page.getByRole('menuitem', { name: T.send }).click();
    const dialog = page.getByRole('dialog', { name: T.dialog });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const text = `${T.locale} mass message ${lastName}`;
    await dialog.getByRole('textbox', { name: T.field }).fill(text);
    await dialog.getByRole('button', { name: T.submit }).click();
    await expect(dialog).toBeHidden();

    // The progress panel follows the operation to its end, and a reload finds it again.
    const status = page.getByTestId('bulk-status');
    await expect(status).toBeVisible();
    await page.reload();
    await waitForSettled(page);
    await expect(page.getByTestId('bulk-status')).toHaveText(T.done, { timeout: 30_000 });
    const notReached = page.getByTestId('bulk-not-reached');
    await expect(notReached).toContainText(`Refusing ${lastName}`);
    await expect(notReached).toContainText(T.refused);
    await expect(notReached).not.toContainText(`Reached ${lastName}`);
    await expectAccessible(page);

    // The reached member has the message in their conversation with the admin.
    const reader = await apiSignIn(reached.email, reached.password);
    const list = (await (await reader.get('/api/conversations/')).json()) as {
      results: { last_message: { body: string } | null }[];
    };
    expect(list.results.map((c) => c.last_message?.body)).toContain(text);
    await reader.dispose();
  });
}
