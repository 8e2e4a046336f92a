import type { APIRequestContext } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  mailLink,
  schoolDatabaseSql,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// The registrations tab (issue 34 item 4; spec 1 §2 Registration "manual user add, token
// verification, expired-link page", §5 "Campus is required at manual registration"). fr: the
// admin adds a member from the admin directory's "Add a member" (the campus message first),
// then refuses a pending registration with a reason, which the e-mail carries. en: the admin
// sends an invited member a new activation link; the invitee opens an expired link and asks a
// new one from the expired-link page.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

test.use({ viewport: { width: 1280, height: 900 } });

const unique = (name: string) =>
  `e2e-${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** A registration of demo confirmed through the API: it waits for validation. */
async function pendingRegistration(superUser: APIRequestContext, email: string) {
  const anonymous = await apiContext();
  const school = await (await anonymous.get('/api/schools/demo/details/')).json();
  const password = 'Membre-e2e-2026!';
  const registered = await anonymous.post('/api/registration/', {
    data: {
      account_type: 'community',
      first_name: 'Inès',
      last_name: 'Refusée',
      date_birth: '1993-04-05',
      city: 'Lyon',
      email,
      password,
      password_confirm: password,
      terms_use: true,
      privacy_policy: true,
      role: 4,
      graduation_year: 2015,
      campus: school.campuses[0].id,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(await mailLink(superUser, email, '/registration?token=')).searchParams.get(
    'token',
  );
  const activated = await anonymous.post('/api/registration/activation/', { data: { token } });
  expect(activated.ok(), await activated.text()).toBe(true);
  await anonymous.dispose();
}

test('fr: the admin adds a member (campus required first) and refuses a registration with a reason', async ({
  page,
}) => {
  test.setTimeout(budget(30_000));
  const superUser = await apiSignIn(SUPER);
  const registrant = unique('refusee');
  await pendingRegistration(superUser, registrant);
  const added = unique('ajout');

  await signInAs(page, ADMIN);
  await page.goto('/directory?type=list');
  await waitForSettled(page);
  await page.getByRole('link', { name: 'Ajouter un membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un membre' });
  await expect(dialog).toBeVisible();
  await fieldByLabel(dialog, 'Prénom').fill('Noé');
  await fieldByLabel(dialog, 'Nom').fill('Ajouté');
  await fieldByLabel(dialog, 'Adresse e-mail').fill(added);
  await fieldByLabel(dialog, 'Rôle').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Ajouter et inviter' }).click();
  await expect(dialog.getByText('Merci de choisir un centre')).toBeVisible();
  await expectAccessible(page);
  await fieldByLabel(dialog, 'Campus').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Ajouter et inviter' }).click();
  await expect(page.getByText('Le membre est ajouté et son invitation envoyée.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Rechercher un membre en attente').fill(added);
  await expect(page.getByTestId('awaiting-row').filter({ hasText: added })).toHaveCount(1);

  // The pending registration, refused with a reason.
  await page.getByLabel('Rechercher une inscription').fill(registrant);
  const row = page.getByTestId('registration-row').filter({ hasText: registrant });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('button', { name: "Refuser l'inscription de Inès Refusée" }).click();
  const refuse = page.getByRole('dialog', { name: "Refuser l'inscription" });
  const reason = 'Nous ne trouvons pas votre nom parmi nos diplômés.';
  await refuse.getByLabel('Motif du refus').fill(reason);
  await expectAccessible(page);
  await refuse.getByRole('button', { name: 'Refuser' }).click();
  await expect(page.getByText("L'inscription de Inès Refusée est refusée.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect
    .poll(async () => {
      const mails = await (await superUser.get(`/api/outbox/?to=${registrant}`)).json();
      return mails.results.some((m: { text: string }) => m.text.includes(reason));
    })
    .toBe(true);
  await superUser.dispose();
});

test('en: the admin resends an activation link; the invitee opens an expired link and asks a new one', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(30_000));
  const email = unique('invitee');
  const admin = await apiSignIn(ADMIN);
  const school = await (await admin.get('/api/schools/demo/details/')).json();
  const created = await admin.post('/api/registrations/members/', {
    data: {
      first_name: 'Ivy',
      last_name: 'Invited',
      email,
      role: 4,
      campus: school.campuses[0].id,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { user } = await created.json();
  await admin.dispose();
  // The invitation went out 20 minutes ago: a new link may be sent (one per 15 minutes).
  test.skip(
    !schoolDatabaseSql(
      `update user_tokens set created_at = now() - interval '20 minutes' where user_id = ${Number(user)}`,
    ),
    'needs the PostgreSQL database to age the link',
  );

  await signInAs(page, ADMIN);
  await page.goto('/en/settings?tab=registrations');
  await waitForSettled(page);
  await page.getByLabel('Search the members awaiting activation').fill(email);
  const row = page.getByTestId('awaiting-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Send Ivy Invited a new activation link' }).click();
  await expect(page.getByText('A new activation link has just been sent.')).toBeVisible();

  // Every link of the invitee expires; they open the newest.
  const superUser = await apiSignIn(SUPER);
  const link = await mailLink(superUser, email, '/registration?token=');
  schoolDatabaseSql(
    `update user_tokens set expires_at = now() - interval '1 day', created_at = now() - interval '8 days' where user_id = ${Number(user)}`,
  );
  const invitee = await (await browser.newContext()).newPage();
  // The school writes in French; the invitee reads the page in English.
  const english = new URL(link);
  english.pathname = `/en${english.pathname}`;
  await invitee.goto(english.toString());
  await waitForSettled(invitee);
  await expect(invitee.getByTestId('activation-expired')).toContainText('expired');
  await expectAccessible(invitee);
  await invitee.getByRole('button', { name: 'Get a new link' }).click();
  await expect(
    invitee.getByText('A new activation link has just been sent to your e-mail address.'),
  ).toBeVisible();
  await expectAccessible(invitee);
  await expect
    .poll(async () => {
      const mails = await (await superUser.get(`/api/outbox/?to=${email}`)).json();
      return mails.results.length;
    })
    .toBe(3);
  await superUser.dispose();
  await invitee.context().close();
});
