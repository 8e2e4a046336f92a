import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  openUserMenu,
  signIn,
  signInAs,
  TINY_PNG,
  test,
} from '../fixtures.ts';

// Issue "Profiles": the profile page (header, summary, experience, education, hobbies, links,
// pictures, roles and timeline modals, logs), read-only for other members, the admin's
// validations in Settings, and the profile-update prompt. Each test uses a fresh member of
// its own; the seeded member only looks.
//
// The prompt needs a last update older than 6 months, which no API can make: its rule is
// unit-tested in apps/web (profileModel.test.ts); here only "a fresh profile is not
// prompted" is checked.
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre
const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

test('an owner edits their profile; another member sees it read-only; the admin validates', async ({
  page,
  browser,
}) => {
  test.setTimeout(budget(120_000));
  const superUser = await apiSignIn(SUPER);
  // A name of this attempt's own: a retry must not find the first attempt's requests, left
  // pending under the same name in the admin's lists.
  const lastName = ['Profil', 'Profilbis', 'Profilter'][test.info().retry] ?? 'Profil';
  const name = `Inès ${lastName}`;
  const owner = await createActiveMember(superUser, { firstName: 'Inès', lastName });
  await superUser.dispose();

  await signIn(page, owner.email, owner.password);
  // A fresh profile has no current occupation: no profile-update prompt.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('profile-prompt')).toHaveCount(0);

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${owner.id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Summary.
  await page.getByRole('button', { name: 'Modifier le résumé' }).click();
  await page
    .getByRole('textbox', { name: 'Présentation' })
    .fill('Ingénieure passionnée de données.');
  await expect(page.getByText(/^33 \/ 1\s000 caractères$/)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByText('Ingénieure passionnée de données.')).toBeVisible();

  // A work experience with the statistics fields: add, check the dates rule, edit, delete.
  const experiences = page.getByRole('region', { name: 'Expérience professionnelle' });
  await experiences.getByRole('button', { name: 'Ajouter une expérience' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nouvelle expérience' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByLabel('Intitulé du poste')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Intitulé du poste').fill('Analyste');
  await dialog.getByLabel('Organisation').fill('Data & Co');
  await dialog.getByLabel('Lieu').fill('Lille');
  await dialog.getByLabel('Début : mois').selectOption('9');
  await dialog.getByLabel('Début : année').selectOption('2018');
  await dialog.getByLabel('Fin : mois').selectOption('6');
  await dialog.getByLabel('Fin : année').selectOption('2017');
  await dialog.getByLabel('Type de contrat').selectOption({ label: 'CDI' });
  await dialog
    .getByLabel("Secteur d'activité")
    .selectOption({ label: 'Informatique et numérique' });
  await dialog.getByLabel('Statut').selectOption({ label: 'Cadre' });
  await dialog.getByLabel('Salaire brut annuel').fill('42000');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  // The end precedes the start: refused on the end date.
  await expect(dialog.getByTestId('monthyear-end_date')).toContainText('précéder la date de début');
  await dialog.getByLabel('Fin : année').selectOption('2021');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const analyst = experiences.getByTestId('experience-item').filter({ hasText: 'Analyste' });
  await expect(analyst).toContainText('Data & Co · Lille');
  await expect(analyst).toContainText('Type de contrat : CDI');
  await expect(analyst.getByTestId('experience-salary')).toContainText('42');

  await analyst.getByRole('button', { name: 'Modifier Analyste' }).click();
  dialog = page.getByRole('dialog', { name: "Modifier l'expérience" });
  await expect(dialog.getByLabel('Intitulé du poste')).toHaveValue('Analyste');
  await dialog.getByLabel('Intitulé du poste').fill('Analyste senior');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  const senior = experiences.getByTestId('experience-item').filter({ hasText: 'Analyste senior' });
  await expect(senior).toBeVisible();

  await experiences.getByRole('button', { name: 'Ajouter une expérience' }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvelle expérience' });
  await dialog.getByLabel('Intitulé du poste').fill('Stagiaire');
  await dialog.getByLabel('Organisation').fill('Temporaire SA');
  await dialog.getByLabel('Lieu').fill('Arras');
  await dialog.getByLabel('Poste actuel').check();
  await expect(dialog.getByLabel('Fin : mois')).toHaveCount(0);
  await dialog.getByLabel('Début : mois').selectOption('1');
  await dialog.getByLabel('Début : année').selectOption('2022');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await experiences.getByRole('button', { name: 'Supprimer Stagiaire' }).click();
  await page
    .getByRole('dialog', { name: "Supprimer l'expérience" })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(experiences.getByTestId('experience-item')).toHaveCount(1);

  // Educations: one of another school, edited; one declared as this school's (pending).
  const educations = page.getByRole('region', { name: 'Formation' });
  await educations.getByRole('button', { name: 'Ajouter une formation' }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvelle formation' });
  await dialog.getByLabel("Niveau d'études").selectOption({ label: 'Master (Bac+5)' });
  await dialog.getByLabel('Intitulé de la formation').fill('Master statistique');
  await dialog.getByLabel('Établissement').fill('Université de Lille');
  await dialog.getByLabel('Statut').selectOption({ label: 'Obtenu' });
  await dialog.getByLabel("Année d'obtention").fill('2014');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await educations.getByRole('button', { name: 'Modifier Master statistique' }).click();
  dialog = page.getByRole('dialog', { name: 'Modifier la formation' });
  await dialog.getByLabel('Intitulé de la formation').fill('Master de statistique');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    educations.getByTestId('education-item').filter({ hasText: 'Master de statistique' }),
  ).toContainText('Université de Lille');

  await educations.getByRole('button', { name: 'Ajouter une formation' }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvelle formation' });
  await dialog.getByLabel(/Il s’agit de ma formation à/).check();
  await dialog.getByLabel("Niveau d'études").selectOption({ label: 'Licence, bachelor (Bac+3)' });
  await dialog.getByLabel('Intitulé de la formation').fill('Bachelor gestion');
  await dialog.getByLabel('Statut').selectOption({ label: 'Obtenu' });
  await dialog.getByLabel("Année d'obtention").fill('2012');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    educations.getByTestId('education-item').filter({ hasText: 'Bachelor gestion' }),
  ).toContainText('En attente de validation');

  // A hobby and a link.
  const hobbies = page.getByRole('region', { name: "Centres d'intérêt" });
  await hobbies.getByLabel("Nouveau centre d'intérêt").fill('Escalade');
  await hobbies.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(hobbies.getByText('Escalade')).toBeVisible();
  const links = page.getByRole('region', { name: 'Liens' });
  await links.getByLabel('Adresse (URL)').fill('pas une adresse');
  await links.getByLabel('Titre du lien').fill('Portfolio');
  await links.getByRole('button', { name: 'Ajouter le lien' }).click();
  await expect(links.getByLabel('Adresse (URL)')).toHaveAttribute('aria-invalid', 'true');
  await links.getByLabel('Adresse (URL)').fill('https://example.org/portfolio');
  await links.getByRole('button', { name: 'Ajouter le lien' }).click();
  const portfolio = links.getByRole('link', { name: /Portfolio/ });
  await expect(portfolio).toHaveAttribute('href', 'https://example.org/portfolio');
  await expect(portfolio).toHaveAttribute('target', '_blank');
  // A link may also be an uploaded document (spec 1 §3 "URL or attachment").
  await links.getByText('Document', { exact: true }).click();
  await links.getByLabel('Titre du lien').fill('Mon CV');
  await links.locator('input[type="file"]').setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await links.getByRole('button', { name: 'Ajouter le lien' }).click();
  await expect(links.getByRole('link', { name: /Mon CV/ })).toHaveAttribute(
    'href',
    /\/api\/users\/\d+\/links\/\d+\/attachment\/$/,
  );

  // The picture: a wrong format is refused with the server's message, a PNG is taken.
  const pictureFile = page.getByTestId('profile-picture-file');
  await pictureFile.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(page.getByText(/Format de pièce jointe invalide/)).toBeVisible();
  await pictureFile.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText('Photo de profil enregistrée.')).toBeVisible();
  await expect(page.getByTestId('profile-picture').locator('img')).toHaveAttribute('src', /.+/);

  // The timeline: the analyst job is the current situation of the alumni role.
  await page.getByRole('button', { name: 'Frise', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Frise du parcours' });
  await dialog
    .getByLabel('Situation actuelle')
    .selectOption({ label: 'Analyste senior – Data & Co' });
  await dialog.getByRole('button', { name: /Enregistrer la frise/ }).click();
  await expect(page.getByText('Frise enregistrée.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The roles modal: a change of graduation year is asked, then shown as pending.
  await page.getByRole('button', { name: 'Mes rôles' }).click();
  dialog = page.getByRole('dialog', { name: 'Mes rôles dans cette école' });
  await dialog.getByRole('button', { name: /Demander une modification du rôle/ }).click();
  await dialog.getByLabel("Année d'arrivée").first().selectOption('2013');
  await dialog
    .getByRole('combobox', { name: /Diplôme|Certificat/ })
    .first()
    .selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Modification en attente')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The logs list the changes.
  const logs = page.getByRole('region', { name: 'Historique des modifications' });
  await expect(logs.getByTestId('profile-log').first()).toBeVisible();
  await expect(logs).toContainText('Expérience ajoutée');
  await expectAccessible(page);

  // Another member sees the profile read-only, without salary nor statistics fields.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, MEMBER);
  await otherPage.goto(`/profile/${owner.id}`);
  await expect(otherPage.getByRole('heading', { name, level: 1 })).toBeVisible();
  const seen = otherPage.getByTestId('experience-item').filter({ hasText: 'Analyste senior' });
  await expect(seen).toBeVisible();
  await expect(seen.getByTestId('experience-salary')).toHaveCount(0);
  await expect(seen).not.toContainText('CDI');
  await expect(otherPage.getByRole('button', { name: /Modifier|Supprimer|Ajouter/ })).toHaveCount(
    0,
  );
  await expect(otherPage.getByText('Bachelor gestion')).toHaveCount(0);
  await expect(otherPage.getByRole('region', { name: 'Historique des modifications' })).toHaveCount(
    0,
  );
  await expectAccessible(otherPage);
  await other.close();

  // The school admin validates the declared education and the role change in Settings.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(adminPage, ADMIN);
  await adminPage.goto('/settings?tab=registrations');
  const educationRow = adminPage
    .getByTestId('pending-education-row')
    .filter({ hasText: 'Bachelor gestion' });
  await expect(educationRow).toContainText(name);
  await expectAccessible(adminPage);
  await educationRow.getByRole('button', { name: `Accepter la demande de ${name}` }).click();
  await expect(educationRow).toHaveCount(0);
  const changeRow = adminPage.getByTestId('role-change-row').filter({ hasText: name });
  await expect(changeRow).toContainText('2013');
  await changeRow.getByRole('button', { name: `Accepter la demande de ${name}` }).click();
  await expect(changeRow).toHaveCount(0);
  await admin.close();

  await page.reload();
  await expect(
    page.getByTestId('education-item').filter({ hasText: 'Bachelor gestion' }),
  ).not.toContainText('En attente de validation');
  await expect(page.getByTestId('profile-role').first()).toContainText('2013');
});

test('an unknown profile shows "profile not found"', async ({ page, visit }) => {
  await signInAs(page, MEMBER);
  await visit('/profile/999999');
  await expect(page.getByText('Profil introuvable.')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('404');
});

test("a school admin removes a member's role from the profile's roles modal", async ({
  page,
  visit,
}) => {
  const superUser = await apiSignIn(SUPER);
  const member = await createActiveMember(superUser, { firstName: 'Rémi', lastName: 'Sansrole' });
  await superUser.dispose();
  await signInAs(page, ADMIN);
  await visit(`/profile/${member.id}`);
  await expect(page.getByRole('heading', { name: 'Rémi Sansrole', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Rôles du membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rôles du membre dans cette école' });
  await expect(dialog.getByTestId('profile-roles-item')).toHaveCount(1);
  // The admin only removes: change and new-role requests are the member's own.
  await expect(dialog.getByRole('button', { name: /Modifier/ })).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Supprimer le rôle Diplômé' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer le rôle' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByText('Rôle supprimé.')).toBeVisible();
  const admin = await apiSignIn(ADMIN);
  const profile = await admin.get(`/api/users/${member.id}/profile/`);
  expect(profile.status()).toBe(404);
  await admin.dispose();
});
