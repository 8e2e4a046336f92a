import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  createActiveMember,
  expect,
  expectAccessible,
  mailLink,
  openUserMenu,
  pickBirthDate,
  schoolOrigin,
  signInWithForm,
  test,
  waitForShell,
} from '../fixtures.ts';

// Each test signs in with its own account, or with one no other test changes, so that the
// tests run in parallel. Sign-ins are never meant to fail: the per-account throttle would
// lock the account after 5 failures.
const MEMBER = 'member@demo.example.org';
const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

let superUser: APIRequestContext;

test.beforeAll(async () => {
  superUser = await apiSignIn(SUPER);
});

test.afterAll(async () => {
  await superUser.dispose();
});

/**
 * A new active member of demo of its own, built through the API as the registration screens
 * would (register, activation link from the outbox, the admin's acceptance), for tests that
 * change an account.
 */
async function createMember() {
  const email = `e2e-api-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const password = 'Membre-e2e-2026!';
  const anonymous = await apiContext();
  const school = await (await anonymous.get('/api/schools/demo/details/')).json();
  const registered = await anonymous.post('/api/registration/', {
    data: {
      account_type: 'community',
      first_name: 'Noé',
      last_name: 'Réglages',
      civility: null,
      date_birth: '1990-02-03',
      city: 'Lille',
      email,
      password,
      password_confirm: password,
      terms_use: true,
      privacy_policy: true,
      role: 4,
      graduation_year: 2012,
      campus: school.campuses[0].id,
    },
  });
  expect(registered.status()).toBe(201);
  const token = new URL(await mailLink(superUser, email, '/registration?token=')).searchParams.get(
    'token',
  );
  expect((await anonymous.post('/api/registration/activation/', { data: { token } })).ok()).toBe(
    true,
  );
  await anonymous.dispose();
  const admin = await apiSignIn(ADMIN);
  const pending = await (await admin.get('/api/registrations/')).json();
  const item = pending.results.find((r: { user: { email: string } }) => r.user.email === email);
  expect((await admin.post(`/api/registrations/${item.id}/accept/`)).ok()).toBe(true);
  await admin.dispose();
  return { email, password };
}

/** Signs in through the login page and waits for post-login routing to land. */
async function signIn(page: Page, email: string, password?: string) {
  await page.goto('/login');
  await waitForShell(page);
  await signInWithForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('signing in and out', () => {
  test('a member signs in from a protected page and lands back on it', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
    await waitForShell(page);
    await expect(page.getByRole('link', { name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Première connexion ?' })).toBeVisible();
    await expectAccessible(page);

    await signInWithForm(page, MEMBER);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Paramètres', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Données personnelles' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByLabel('Prénom')).toHaveValue('Hélène');
    // Registrations are for admins and validators only.
    await expect(page.getByRole('tab', { name: 'Inscriptions' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('signing out from the user menu leaves the visitor anonymous', async ({ page }) => {
    await signIn(page, MEMBER);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${schoolOrigin('demo')}/`);
    await expect(page.getByRole('link', { name: 'Se connecter' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Menu de / })).toHaveCount(0);
    expect(await page.evaluate(async () => (await fetch('/api/users/me/')).status)).toBe(401);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings$/);
  });

  test('a wrong password shows the server’s refusal on the form', async ({ page, visit }) => {
    // One failure on the member's account, far below the throttle's 5.
    await visit('/login');
    await signInWithForm(page, MEMBER, 'Not-the-password-1');
    await expect(page.getByTestId('form-error')).toContainText(
      'Impossible de se connecter avec les identifiants fournis.',
    );
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page);
  });
});

test.describe('user menu', () => {
  test('the super user sees Superadministration, the member does not', async ({
    page,
    browser,
  }) => {
    // A journey of several sign-ins (argon2 on the server), page loads and axe runs: on a
    // shared 2-core CI machine it takes 25-40 s, so it gets the slow budget (3 × 30 s).
    test.slow();
    await signIn(page, SUPER);
    await openUserMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Superadministration' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Validations' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signIn(memberPage, MEMBER);
    await openUserMenu(memberPage);
    const menu = memberPage.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Paramètres', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      /^\/profile\/\d+$/,
    );
    await expect(menu.getByRole('menuitem', { name: 'Superadministration' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: "Paramètres de l'école" })).toHaveCount(0);
    // The member is also a student of campus-en: one of their other schools.
    await expect(menu.getByRole('menuitem', { name: 'Northbridge Campus' })).toHaveAttribute(
      'href',
      `${schoolOrigin('campus-en')}/`,
    );
    await expectAccessible(memberPage);
    await context.close();
  });
});

test.describe('password recovery', () => {
  test('forgot → e-mailed link → new password → sign in with it', async ({ page, visit }) => {
    // A journey of several sign-ins (argon2 on the server), page loads and axe runs: on a
    // shared 2-core CI machine it takes 25-40 s, so it gets the slow budget (3 × 30 s).
    test.slow();
    // A member of its own: the seeded accounts keep their password for the other specs.
    const { email } = await createActiveMember(superUser, {
      firstName: 'Oubli',
      lastName: 'Motdepasse',
    });
    await visit('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page).toHaveURL(/\/forgot$/);
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(page.getByTestId('forgot-sent')).toContainText('Si un compte existe');
    await expectAccessible(page);

    const link = await mailLink(superUser, email, '/reset?token=');
    await page.goto(link);
    await waitForShell(page);
    const checklist = page.getByTestId('password-checklist');
    await expect(checklist.locator('[data-met]')).toHaveCount(0);
    const newPassword = 'Nouveau-mdp-2026!';
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await expect(checklist.locator('[data-met]')).toHaveCount(5);
    await page.getByLabel('Confirmation du mot de passe').fill(newPassword);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-notice')).toContainText(
      'Votre mot de passe a été modifié',
    );
    await expectAccessible(page);
    await signInWithForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link is spent: opening it again says so, with a way to ask for another.
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmation du mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByTestId('reset-invalid')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot',
    );
  });
});

test.describe('language of the answers', () => {
  test('the server answers in the route locale (Accept-Language)', async ({ page, visit }) => {
    await visit('/en/forgot');
    await page.getByLabel('Email address').fill('nobody@example.org');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('forgot-sent')).toHaveText(
      'If an account exists for this e-mail, a reset link has just been sent to it.',
    );
    await expectAccessible(page);
  });
});

test.describe('registration', () => {
  test('new account → activation link → awaiting validation → accepted → signed in', async ({
    page,
    visit,
  }) => {
    // A journey of several sign-ins (argon2 on the server), page loads and axe runs: on a
    // shared 2-core CI machine it takes 25-40 s, so it gets the slow budget (3 × 30 s).
    test.slow();
    const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = 'Inscription-2026!';

    await visit('/login');
    await page.getByRole('link', { name: 'Première connexion ?' }).click();
    await expect(page).toHaveURL(/\/new$/);
    await expect(page.getByRole('link', { name: /Recruteur/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: /Communauté/ }).click();
    await expect(page).toHaveURL(/\/new\?type=community$/);

    // Sending the empty form shows the domain's messages on the fields.
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByText('Merci de choisir un centre')).toBeVisible();
    await expect(page.getByText("Vous devez accepter les conditions d'utilisation")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('radio', { name: 'Madame' }).check();
    await page.getByLabel('Prénom').fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Essai');
    await pickBirthDate(page, 'Date de naissance', '1996-04-12');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Ville').fill('Lyon');
    await page.getByLabel('Rôle').selectOption({ label: 'Diplômé' });
    await page.getByLabel("Année d'arrivée").selectOption('2019');
    await page.getByLabel('Campus').selectOption({ index: 1 });
    await page.getByLabel('Nouveau mot de passe').fill(password);
    await page.getByLabel('Confirmation du mot de passe').fill(password);
    await page.getByRole('checkbox', { name: /conditions d'utilisation/ }).check();
    await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check();
    await expect(page.getByRole('link', { name: /conditions d'utilisation/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
    await expectAccessible(page);

    const link = await mailLink(superUser, email, '/registration?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Bienvenue Inès !' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-notice')).toContainText('validation');
    await expectAccessible(page);

    // The school admin accepts the registration in Settings → Registrations.
    await signInWithForm(page, ADMIN);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings?tab=registrations');
    const row = page.getByTestId('registration-row').filter({ hasText: email });
    await expect(row).toContainText('Diplômé');
    await expect(row).toContainText('2019');
    await expectAccessible(page);
    await row.getByRole('button', { name: "Accepter l'inscription de Inès Essai" }).click();
    await expect(page.getByText("L'inscription de Inès Essai est acceptée.")).toBeVisible();
    await expect(row).toHaveCount(0);

    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${schoolOrigin('demo')}/`);

    // The new member signs in.
    await signIn(page, email, password);
    await expect(page.getByRole('button', { name: 'Menu de Inès Essai' })).toBeVisible();
  });

  test('an invalid activation link shows the expired-link page', async ({ page, visit }) => {
    await visit('/registration?token=not-a-real-token');
    await expect(page.getByTestId('activation-expired')).toContainText('invalide ou a expiré');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/new$/);
  });
});

test.describe('settings', () => {
  test('personal data, notifications and password are saved', async ({ page }) => {
    // A journey of several sign-ins (argon2 on the server), page loads and axe runs: on a
    // shared 2-core CI machine it takes 25-40 s, so it gets the slow budget (3 × 30 s).
    test.slow();
    const member = await createMember();
    await signIn(page, member.email, member.password);

    await page.goto('/settings');
    await expect(page.getByLabel('Prénom')).toHaveValue('Noé');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Nantes');
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('+33 6 12 34 56 78');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos données personnelles sont enregistrées.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Ville' })).toHaveValue('Nantes');
    await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('+33 6 12 34 56 78');

    await page.getByRole('link', { name: 'Gérer mes notifications' }).click();
    await expect(page).toHaveURL(/\/settings\/UserSettingsNotifications$/);
    await page.getByLabel('Je suis mentor').check();
    await page.getByRole('checkbox', { name: 'Évolution de carrière' }).first().check();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Vos préférences sont enregistrées.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Je suis mentor')).toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Évolution de carrière' }).first(),
    ).toBeChecked();

    await page.goto('/settings');
    const newPassword = 'Change-e2e-2027?';
    await page.getByLabel('Mot de passe actuel').fill(member.password);
    await page.getByLabel('Nouveau mot de passe').fill(newPassword);
    await page.getByLabel('Confirmation du mot de passe').fill(newPassword);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect(page.getByText('Votre mot de passe a été modifié.')).toBeVisible();
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(`${schoolOrigin('demo')}/`);
    await signIn(page, member.email, newPassword);
  });
});

test.describe('feature redirects', () => {
  test('the redirect page offers an http(s) link and refuses any other', async ({
    page,
    visit,
  }) => {
    await visit(`/redirect?link=${encodeURIComponent('https://jobs.example.org/offres')}`);
    await expect(page.getByRole('link', { name: /Ouvrir le lien/ })).toHaveAttribute(
      'href',
      'https://jobs.example.org/offres',
    );
    await visit(`/redirect?link=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByTestId('redirect-invalid')).toBeVisible();
    await expect(page.getByRole('link', { name: /Ouvrir le lien/ })).toHaveCount(0);
  });
});
