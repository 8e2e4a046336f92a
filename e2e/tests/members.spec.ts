import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  mailLink,
  openUserMenu,
  signIn,
  signInAs,
  signInWithForm,
  test,
  waitForShell,
} from '../fixtures.ts';

// Issue "Members": the member import (admin upload → super-user validation → invitations),
// the directory (grid, admin list, map), the dashboard and super-administration access.
// Each test signs in with its own browser context; the seeded accounts it uses are never
// changed here. The sample file creates its members once per server: only the first test
// imports it.
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre, alumni 2016, campus Bordeaux
const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../apps/server/test/fixtures/members-sample.csv',
);
// Valid lines of the sample: line 2 (the invited member) and line 5 (a classmate).
const IMPORTED = { email: 'loic.fournier6469@gmail.com', firstName: 'Loïc', name: 'Loïc Fournier' };
const CLASSMATE = { email: 'stephane.petit3623@gmail.com', name: 'Stéphane Petit' };
const NEW_PASSWORD = 'Import-e2e-2026!';

let superUser: APIRequestContext;

test.beforeAll(async () => {
  superUser = await apiSignIn(SUPER);
});

test.afterAll(async () => {
  await superUser.dispose();
});

/** Activates an invited account through the API, as its owner would from the e-mail. */
async function activateThroughApi(email: string, password: string) {
  const token = new URL(await mailLink(superUser, email, '/registration?token=')).searchParams.get(
    'token',
  );
  const anonymous = await apiContext();
  const response = await anonymous.post('/api/registration/activation/', {
    data: { token, password, password_confirm: password },
  });
  // 410: the link was spent by an earlier attempt of the same test (a CI retry).
  expect(response.ok() || response.status() === 410, `activation of ${email}`).toBe(true);
  await anonymous.dispose();
}

/** The directory's view switch: a radio group whose options are clicked by their text. */
const viewOption = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Affichage' }).getByText(name, { exact: true });

test.describe('member import', () => {
  test('admin uploads → super user validates → an invited member finds a classmate and the map', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(budget(180_000));

    // The school admin checks the sample in School settings → Imports and submits it.
    await signIn(page, ADMIN);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: "Paramètres de l'école" }).click();
    await expect(page).toHaveURL(/\/settings\/school/);
    await page
      .getByRole('navigation', { name: "Rubriques des paramètres de l'école" })
      .getByRole('link', { name: 'Imports' })
      .click();
    await expect(page).toHaveURL(/section=imports/);
    // Numbers are written the French way on French pages: "1 000" (a narrow no-break space).
    await expect(page.getByTestId('import-line-limit')).toHaveText(
      /^Au plus 1\s000 lignes par fichier sont recommandées\.$/,
    );
    await expectAccessible(page);
    await page.getByTestId('member-import-file').locator('input[type=file]').setInputFiles(SAMPLE);
    await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
    const report = page.getByTestId('import-report');
    await expect(report.getByTestId('report-rows')).toHaveText('400');
    await expect(report.getByTestId('report-valid')).toHaveText('373');
    await expect(report.getByTestId('report-invalid')).toHaveText('27');
    const line59 = report.locator('[data-line="59"]');
    await expect(line59).toContainText('59');
    await expect(line59).toContainText('e-mail invalide');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Soumettre pour validation' }).click();
    await expect(page.getByTestId('import-submitted')).toContainText('members-sample.csv');
    await expect(
      page.getByTestId('school-import-row').filter({ hasText: 'members-sample.csv' }).first(),
    ).toContainText('En attente de validation');
    await expectAccessible(page);

    // The super user validates it under Super-administration → Import file validation.
    const superContext = await browser.newContext();
    const superPage = await superContext.newPage();
    await signIn(superPage, SUPER);
    await openUserMenu(superPage);
    await superPage.getByRole('menuitem', { name: 'Superadministration' }).click();
    await expect(
      superPage.getByRole('tab', { name: "Validation des fichiers d'import" }),
    ).toHaveAttribute('aria-selected', 'true');
    // .first(): a retried run may find the file its first attempt submitted.
    const item = superPage
      .getByTestId('import-to-validate')
      .filter({ hasText: 'members-sample.csv' })
      .first();
    await expect(item).toContainText('École Demo');
    await expect(item.getByTestId('report-valid')).toHaveText('373');
    await item.getByText('Lignes invalides (27)').click();
    await expect(item.locator('[data-line="59"]')).toContainText('e-mail invalide');
    await expectAccessible(superPage);
    await item.getByRole('button', { name: 'Valider members-sample.csv de École Demo' }).click();
    const dialog = superPage.getByRole('dialog', { name: "Valider l'import" });
    await expect(dialog).toContainText('373 lignes valides');
    await expectAccessible(superPage);
    await dialog.getByRole('button', { name: 'Valider' }).click();
    // A retried run finds the accounts already created by the first one.
    await expect(superPage.getByTestId('import-applied')).toContainText(
      testInfo.retry === 0 ? 'Comptes créés : 373.' : /Comptes créés\s:\s\d+\./,
    );
    await expectAccessible(superPage);
    await superContext.close();

    // The classmate of line 5 activates their invitation (through the API, as the directory
    // lists activated members only); the member of line 2 opens theirs in the browser.
    await activateThroughApi(CLASSMATE.email, NEW_PASSWORD);
    const invited = await browser.newContext();
    const memberPage = await invited.newPage();
    await memberPage.goto(await mailLink(superUser, IMPORTED.email, '/registration?token='));
    const welcome = memberPage.getByRole('heading', { name: `Bienvenue ${IMPORTED.firstName} !` });
    await expect(welcome.or(memberPage.getByTestId('activation-expired'))).toBeVisible();
    if (await welcome.isVisible()) {
      await memberPage.getByLabel('Nouveau mot de passe').fill(NEW_PASSWORD);
      await memberPage.getByLabel('Confirmation du mot de passe').fill(NEW_PASSWORD);
      await expectAccessible(memberPage);
      await memberPage.getByRole('button', { name: 'Activer mon compte' }).click();
      await expect(memberPage).toHaveURL(/\/(dashboard|login)$/);
    } else {
      // A CI retry: the first attempt activated the account.
      await memberPage.goto('/login');
    }
    if (memberPage.url().endsWith('/login')) {
      await waitForShell(memberPage);
      await signInWithForm(memberPage, IMPORTED.email, NEW_PASSWORD);
      await expect(memberPage).toHaveURL(/\/dashboard$/);
    }
    await expect(
      memberPage.getByRole('button', { name: `Menu de ${IMPORTED.name}` }),
    ).toBeVisible();

    // They search their classmate without accents in the directory.
    await memberPage.goto('/directory');
    await waitForShell(memberPage);
    await memberPage.getByRole('textbox', { name: 'Rechercher par nom' }).fill('Stephane Petit');
    await expect(memberPage).toHaveURL(/search=Stephane\+Petit/);
    const cards = memberPage.getByTestId('member-card');
    await expect(cards.filter({ hasText: CLASSMATE.name })).toBeVisible();
    await expect(
      cards.filter({ hasText: CLASSMATE.name }).getByRole('link', { name: CLASSMATE.name }),
    ).toHaveAttribute('href', /^\/profile\/\d+$/);
    await expectAccessible(memberPage);

    // They open the classmate's profile from the card: name, role, year and degree.
    await cards
      .filter({ hasText: CLASSMATE.name })
      .getByRole('link', { name: CLASSMATE.name })
      .click();
    await expect(memberPage).toHaveURL(/\/profile\/\d+$/);
    await expect(memberPage.getByRole('heading', { name: CLASSMATE.name, level: 1 })).toBeVisible();
    await expect(memberPage.getByTestId('profile-role').first()).toContainText(/\d{4}/);
    await expect(memberPage.getByRole('button', { name: 'Ajouter une expérience' })).toHaveCount(0);
    await expectAccessible(memberPage);

    // Then their own profile: they add their current job, then correct its title.
    await openUserMenu(memberPage);
    await memberPage.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(memberPage.getByRole('heading', { name: IMPORTED.name, level: 1 })).toBeVisible();
    const experiences = memberPage.getByRole('region', { name: 'Expérience professionnelle' });
    // A retried run finds the job of the first attempt.
    const job = experiences.getByTestId('experience-item');
    if ((await job.count()) === 0) {
      await experiences.getByRole('button', { name: 'Ajouter une expérience' }).click();
      const dialog = memberPage.getByRole('dialog', { name: 'Nouvelle expérience' });
      await dialog.getByLabel('Intitulé du poste').fill('Chargé de mission');
      await dialog.getByLabel('Organisation').fill('Mairie de Pau');
      await dialog.getByLabel('Lieu').fill('Pau');
      await dialog.getByLabel('Poste actuel').check();
      await dialog.getByLabel('Début : mois').selectOption('3');
      await dialog.getByLabel('Début : année').selectOption('2021');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await expect(dialog).toBeHidden();
    }
    await expect(job.first()).toContainText('Mairie de Pau');
    await job
      .first()
      .getByRole('button', { name: /^Modifier / })
      .click();
    const edit = memberPage.getByRole('dialog', { name: "Modifier l'expérience" });
    await edit.getByLabel('Intitulé du poste').fill('Chargé de mission numérique');
    await expectAccessible(memberPage);
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(edit).toBeHidden();
    await expect(job.first()).toContainText('Chargé de mission numérique');
    await expect(job.first()).toContainText('Poste actuel');
    await expectAccessible(memberPage);

    // Back to the directory search.
    await memberPage.goto('/directory?search=Stephane+Petit');
    await waitForShell(memberPage);
    await expect(cards.filter({ hasText: CLASSMATE.name })).toBeVisible();

    // Then the whole school on the map: markers, the list of cities, the members not placed
    // (the imported ones have no city).
    await memberPage.getByRole('button', { name: 'Effacer la recherche' }).click();
    await viewOption(memberPage, 'Carte').click();
    await expect(memberPage).toHaveURL(/type=map/);
    await expect(
      memberPage.getByRole('region', { name: 'Carte des membres par ville' }),
    ).toBeVisible();
    await expect(memberPage.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(memberPage.getByTestId('map-unplaced')).toBeVisible();
    await memberPage.getByText(/^Liste des lieux/).click();
    await expect(
      memberPage.getByTestId('map-places').getByRole('rowheader', { name: 'Bordeaux' }),
    ).toBeVisible();
    await expectAccessible(memberPage);
    await invited.close();
  });
});

test.describe('directory', () => {
  test('a member searches without accents, filters by campus, and the map closes the filters', async ({
    page,
    visit,
  }) => {
    // Five pages and views, each checked by axe: a journey, not a single page.
    test.setTimeout(budget(60_000));
    await signInAs(page, MEMBER);
    await visit('/directory');
    await expect(page.getByRole('heading', { name: 'Annuaire', level: 1 })).toBeVisible();
    await expect(page.getByTestId('directory-count')).toContainText('membres');
    // The admin list is not offered to a member.
    await expect(viewOption(page, 'Grille')).toBeVisible();
    await expect(viewOption(page, 'Liste admin')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill('helene');
    await expect(page).toHaveURL(/search=helene/);
    const cards = page.getByTestId('member-card');
    await expect(cards.filter({ hasText: 'Hélène Lefèvre' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Hélène André' })).toBeVisible();

    const filtersButton = page.getByRole('button', { name: /^Filtres avancés/ });
    await filtersButton.click();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('combobox', { name: 'Campus' }).click();
    await page.getByRole('option', { name: 'Bordeaux' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/campus=\d+/);
    await expect(cards.filter({ hasText: 'Hélène Lefèvre' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Hélène André' })).toHaveCount(0);
    await expect(filtersButton).toHaveText('Filtres avancés (1)');
    await expectAccessible(page);

    // Switching to the map closes the advanced filters (spec 2 §5); the filters still apply.
    await viewOption(page, 'Carte').click();
    await expect(page).toHaveURL(/type=map/);
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('advanced-filters')).toBeHidden();
    await expect(page.getByTestId('map-summary')).toHaveText('Membres : 1 · Lieux : 1');
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expectAccessible(page);

    // A member asking for the admin list gets the grid.
    await visit('/directory?type=list');
    await expect(page.getByTestId('admin-member-table')).toHaveCount(0);
    await expect(page.getByTestId('member-card').first()).toBeVisible();
  });

  test('the admin list shows the chosen columns and remembers them', async ({ page, visit }) => {
    // Sign-in, the list, the column chooser and a reload, each checked by axe: a journey.
    test.setTimeout(budget(60_000));
    await signInAs(page, ADMIN);
    await visit('/directory');
    await viewOption(page, 'Liste admin').click();
    await expect(page).toHaveURL(/type=list/);
    const table = page.getByTestId('admin-member-table');
    const header = (name: string) => table.getByRole('columnheader', { name, exact: true });
    await expect(header('E-mail')).toBeVisible();
    await expect(header('Téléphone')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Rechercher par nom' }).fill('lefevre');
    await expect(page).toHaveURL(/type=list&search=lefevre/);
    await expect(table.getByRole('cell', { name: 'member@demo.example.org' })).toBeVisible();

    await page.getByRole('button', { name: /^Colonnes/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Colonnes affichées' });
    await chooser.getByRole('checkbox', { name: 'Téléphone' }).check();
    await chooser.getByRole('checkbox', { name: 'E-mail' }).uncheck();
    await expect(header('Téléphone')).toBeVisible();
    await expect(header('E-mail')).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The choice survives a new visit (remembered in the browser).
    await visit('/directory?type=list&search=lefevre');
    await expect(header('Téléphone')).toBeVisible();
    await expect(header('E-mail')).toHaveCount(0);

    // Each row has an actions menu.
    const row = page.getByTestId('admin-member-row').filter({ hasText: 'Hélène Lefèvre' });
    await row.getByRole('button', { name: 'Actions pour Hélène Lefèvre' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ouvrir le profil' })).toHaveAttribute(
      'href',
      /^\/profile\/\d+$/,
    );
    await expect(page.getByRole('menuitem', { name: "Copier l'adresse e-mail" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('dashboard', () => {
  test('a member sees the map and the recent joiners', async ({ page }) => {
    await signIn(page, MEMBER);
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    const recent = page.getByTestId('recent-joiners');
    await expect(recent.getByRole('heading', { name: 'Nouveaux membres' })).toBeVisible();
    await expect(recent.getByTestId('member-card').first()).toBeVisible();
    // The map loads as it nears the screen (below the fold): none of it before.
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await page.locator('section[aria-labelledby="dashboard-map-heading"]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Carte des membres par ville' })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByRole('link', { name: "Ouvrir la carte de l'annuaire" })).toHaveAttribute(
      'href',
      '/directory?type=map',
    );
    await expectAccessible(page);
  });

  test('an anonymous visitor of demo gets the public welcome, no member data', async ({
    page,
    visit,
  }) => {
    await visit('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { name: 'Bienvenue sur le réseau École Demo', level: 1 }),
    ).toBeVisible();
    await expect(page.getByTestId('public-welcome')).toContainText(
      "Le réseau des diplômés de l'École Demo",
    );
    await expect(
      page.getByTestId('public-welcome').getByRole('link', { name: 'Se connecter' }),
    ).toHaveAttribute('href', '/login');
    await expect(page.getByTestId('recent-joiners')).toHaveCount(0);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
  });
});

test.describe('super-administration', () => {
  test('a member cannot open /superadmin nor the school settings', async ({ page, visit }) => {
    await signInAs(page, MEMBER);
    await visit('/superadmin');
    await expect(page.getByTestId('error-status')).toHaveText('403');
    await expect(page.getByText("Vous n'avez pas accès à cette page")).toBeVisible();
    await expect(page.getByRole('tab', { name: "Validation des fichiers d'import" })).toHaveCount(
      0,
    );
    await visit('/settings/school?section=imports');
    await expect(page.getByTestId('error-status')).toHaveText('403');
    await expect(page.getByTestId('member-import-file')).toHaveCount(0);
  });
});
