import {
  apiContext,
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  mailLink,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Mass mail and subscriptions (issue 34 items 2 and 3; spec 2 §6 "School admins … mass-mail",
// spec 1 §2 "Subscription and unsubscription pages"): the admin filters the admin list down to
// the alumni of one degree (two of their own, one of whom turned the newsletter off), opens
// "Send an e-mail" from the actions menu, writes the newsletter, previews it, sends it and
// watches its progress and report; the recipient opens the unsubscribe link of the e-mail
// (read from the outbox) and unsubscribes, then finds the newsletter off on their page.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';
const PASSWORD = 'Membre-e2e-2026!';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    selectAll: /^Sélectionner les 2 membres correspondant aux filtres$/,
    actions: 'Actions sur la sélection',
    action: 'Envoyer un e-mail',
    compose: 'Rédiger l’e-mail',
    heading: 'E-mailing',
    subject: 'Objet',
    text: 'Texte',
    preview: 'Prévisualiser',
    previewTitle: 'Aperçu',
    send: 'Envoyer à 2 membres',
    done: 'Terminé\u00a0: atteints 1, non atteints 1.',
    sent: '1 envoyé',
    skipped: 'N’est pas abonné(e) à la lettre d’information',
    unsubscribe: 'Me désabonner',
    unsubscribed: 'C’est fait\u00a0: vous ne recevrez plus la lettre d’information de l’école.',
    manage: 'Gérer tous mes e-mails de cette école',
    myEmails: 'Mes e-mails',
    newsletter: 'Lettre d’information',
  },
  {
    locale: 'en',
    prefix: '/en',
    selectAll: /^Select all 2 members matching the filters$/,
    actions: 'Actions on the selection',
    action: 'Send an e-mail',
    compose: 'Compose the e-mail',
    heading: 'Emailing',
    subject: 'Subject',
    text: 'Text',
    preview: 'Preview',
    previewTitle: 'Preview',
    send: 'Send to 2 members',
    done: 'Done: reached 1, not reached 1.',
    sent: '1 sent',
    skipped: 'Did not subscribe to the newsletter',
    unsubscribe: 'Unsubscribe',
    unsubscribed: "Done: you will no longer receive the school's newsletter.",
    manage: 'Manage all my e-mails from this school',
    myEmails: 'My e-mails',
    newsletter: 'Newsletter',
  },
] as const;

/** A new active alumnus of demo with `degree` (registered, activated, accepted by the admin). */
async function alumnus(firstName: string, lastName: string, degree: number, campus: number) {
  const superUser = await apiSignIn(SUPER);
  const anonymous = await apiContext();
  const email = `e2e-mail-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const registered = await anonymous.post('/api/registration/', {
    data: {
      account_type: 'community',
      first_name: firstName,
      last_name: lastName,
      civility: null,
      date_birth: '1990-02-03',
      city: 'Lille',
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      terms_use: true,
      privacy_policy: true,
      role: 4,
      graduation_year: 2012,
      degree,
      campus,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const link = await mailLink(superUser, email, '/registration?token=');
  const token = new URL(link).searchParams.get('token');
  expect((await anonymous.post('/api/registration/activation/', { data: { token } })).ok()).toBe(
    true,
  );
  await anonymous.dispose();
  await superUser.dispose();
  const admin = await apiSignIn(ADMIN);
  const pending = await (await admin.get('/api/registrations/')).json();
  const item = pending.results.find((r: { user: { email: string } }) => r.user.email === email);
  expect((await admin.post(`/api/registrations/${item.id}/accept/`)).ok()).toBe(true);
  await admin.dispose();
  return email;
}

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin mails the alumni of one degree, watches the report, and a recipient unsubscribes`, async ({
    page,
  }) => {
    test.setTimeout(budget(120_000));
    const lastName = `${T.locale === 'fr' ? 'Lettre' : 'Letter'}${Date.now() % 1_000_000}`;
    const anonymous = await apiContext();
    const school = await (await anonymous.get('/api/schools/demo/details/')).json();
    await anonymous.dispose();
    const degree = school.degrees[0].id as number;
    const campus = school.campuses[0].id as number;
    const reader = await alumnus('Reader', lastName, degree, campus);
    const refusing = await alumnus('Refusing', lastName, degree, campus);
    const member = await apiSignIn(refusing, PASSWORD);
    const off = await member.patch('/api/users/me/settings/', { data: { newsletter: false } });
    expect(off.ok(), await off.text()).toBe(true);
    await member.dispose();

    // The admin list, filtered to the alumni of one degree (and this test's name).
    await signInAs(page, ADMIN);
    await page.goto(`${T.prefix}/directory?type=list&search=${lastName}&degrees=${degree}&roles=4`);
    await waitForSettled(page);
    await expect(page.getByTestId('admin-member-row')).toHaveCount(2);
    await page.getByRole('button', { name: T.selectAll }).click();
    await page.getByRole('button', { name: T.actions }).click();
    await page.getByRole('menuitem', { name: T.action }).click();
    const dialog = page.getByRole('dialog', { name: T.action });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: T.compose }).click();

    // The composer: subject, rich text, a preview as recipients will see it, then the send.
    await expect(page.getByRole('heading', { name: T.heading, level: 1 })).toBeVisible();
    await waitForSettled(page);
    const subject = `${T.locale} newsletter ${lastName}`;
    await page.getByRole('textbox', { name: T.subject }).fill(subject);
    await page.getByRole('textbox', { name: T.text }).fill(`News of ${lastName}`);
    await expectAccessible(page);
    await page.getByRole('button', { name: T.preview }).click();
    const preview = page.getByRole('dialog', { name: T.previewTitle });
    await expect(preview.getByTestId('mass-mail-preview')).toBeVisible();
    await expect(
      preview.frameLocator('[data-testid="mass-mail-preview"]').getByText(`News of ${lastName}`),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    await page.getByRole('button', { name: T.send }).click();

    // Progress to the end, then the report: one sent, one skipped and why.
    await expect(page.getByTestId('bulk-status')).toHaveText(T.done, { timeout: 30_000 });
    const counts = page.getByTestId('mass-mail-counts');
    await expect(counts).toContainText(T.sent, { timeout: 30_000 });
    await expect(page.getByTestId('mass-mail-skipped')).toContainText(T.skipped);
    await expect(page.getByTestId('mass-mails')).toContainText(subject);
    await expectAccessible(page);

    // The reader unsubscribes through the e-mail's link, without signing in.
    const superUser = await apiSignIn(SUPER);
    const link = new URL(await mailLink(superUser, reader, '/unsubscription?token='));
    await superUser.dispose();
    const visitor = await page.context().browser()?.newContext();
    if (!visitor) throw new Error('no browser');
    const tab = await visitor.newPage();
    await tab.goto(`${link.origin}${T.prefix}${link.pathname.replace(/^\/en/, '')}${link.search}`);
    await waitForSettled(tab);
    await expectAccessible(tab);
    await tab.getByRole('button', { name: T.unsubscribe }).click();
    await expect(tab.getByTestId('unsubscription-done')).toHaveText(T.unsubscribed);
    await tab.getByRole('link', { name: T.manage }).click();
    await expect(tab.getByRole('heading', { name: T.myEmails, level: 1 })).toBeVisible();
    await expect(tab.getByRole('switch', { name: T.newsletter })).not.toBeChecked();
    await expectAccessible(tab);
    await visitor.close();
  });
}
