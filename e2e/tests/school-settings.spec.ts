import {
  apiSignIn,
  expect,
  expectAccessible,
  fieldByLabel,
  signInAs,
  TINY_PNG,
  test,
} from '../fixtures.ts';

// School settings → school info (spec 1 §2 Settings, §4 School settings rules; spec 2 §7
// PATCH /schools/{id}/). The demo school is shared by the other tests running beside this
// one: only its address and time zone change here (Brussels keeps Paris's offsets, so no
// event time moves meanwhile), both put back at the end, its app icon and login cover, which
// no other test looks at.

const ADMIN = 'admin@demo.example.org';

test('the admin changes the school’s address and time zone; a name is required', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  // The section opens first: it is the first of the spec's order that is built.
  await page.goto('/settings/school');
  const form = page.getByTestId('school-info-form');
  await expect(fieldByLabel(form, "Nom de l'école")).toHaveValue('École Demo');
  await expect(fieldByLabel(form, 'Fuseau horaire')).toHaveValue('Europe/Paris');
  await expectAccessible(page);

  // Without a name nothing is saved: the field says why and takes the focus.
  await fieldByLabel(form, "Nom de l'école").fill('  ');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('Ce champ est obligatoire')).toBeVisible();
  await expect(fieldByLabel(form, "Nom de l'école")).toBeFocused();
  await fieldByLabel(form, "Nom de l'école").fill('École Demo');

  // The e-mails' sender is the school's, and a colour too light on white gets a darker
  // suggestion (spec 1 §5 General), left unsaved here: other tests check contrast.
  await expect(fieldByLabel(form, "Nom de l'expéditeur")).toHaveValue('École Demo');
  await expect(fieldByLabel(form, 'Couleur principale')).toHaveValue('#ffb600');
  await fieldByLabel(form, 'Couleur principale').fill('#fff200');
  await expect(form.getByText(/Cette couleur se lit mal sur fond blanc/)).toBeVisible();
  await fieldByLabel(form, 'Couleur principale').fill('#ffb600');
  await expect(form.getByText(/Cette couleur se lit mal sur fond blanc/)).toHaveCount(0);

  const address = `${Date.now()} avenue des Essais, Lille`;
  await fieldByLabel(form, 'Adresse').fill(address);
  await fieldByLabel(form, 'Fuseau horaire').selectOption('Europe/Brussels');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les informations de l'école sont enregistrées.")).toBeVisible();

  // Saved for everyone: a fresh load reads them from the school's details.
  await page.reload();
  await expect(fieldByLabel(form, 'Adresse')).toHaveValue(address);
  await expect(fieldByLabel(form, 'Fuseau horaire')).toHaveValue('Europe/Brussels');
  const admin = await apiSignIn(ADMIN);
  const details = await admin.get('/api/schools/demo/details/');
  const school = (await details.json()) as { id: number };
  expect(school).toMatchObject({ address, time_zone: 'Europe/Brussels' });

  // Put back as the seed has them, for the other tests.
  const restored = await admin.patch(`/api/schools/${school.id}/`, {
    data: { address: '12 rue de la Paix, 75002 Paris', time_zone: 'Europe/Paris' },
  });
  expect(restored.status()).toBe(200);
  await admin.dispose();
});

test('the admin sends a new app icon; a file that is not an image is refused', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=info');
  const row = page.getByTestId('school-image-icon_pwa');
  await expect(row).toContainText('Taille enregistrée : 512 × 512 px');
  await expectAccessible(page);

  const file = row.getByTestId('school-image-icon_pwa-file');
  await file.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('texte'),
  });
  await expect(page.getByText(/Format de pièce jointe invalide/)).toBeVisible();

  await file.setInputFiles({ name: 'icone.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText("Icône de l'application : image enregistrée.")).toBeVisible();
  await expect(row.getByRole('img', { name: "Icône de l'application" })).toHaveAttribute(
    'src',
    /^\/media\/schools\/demo\/[0-9a-f]{32}\.webp$/,
  );

  // The login cover may go (no other test looks at it); the logo may not.
  const photo = page.getByTestId('school-image-login_photo');
  await photo.getByRole('button', { name: 'Retirer : Photo de la page de connexion' }).click();
  await expect(page.getByText('Photo de la page de connexion : image retirée.')).toBeVisible();
  await expect(photo).toContainText('aucune');
  await expect(
    page.getByTestId('school-image-logo').getByRole('button', { name: /Retirer/ }),
  ).toHaveCount(0);
});

test('the admin reads the school’s options; an age over 99 is refused', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=options');
  const form = page.getByTestId('school-options-form');
  // The seed's demo school: registrations validated, public pages, inactive members hidden.
  await expect(form.getByLabel('Valider les inscriptions')).toBeChecked();
  await expect(form.getByLabel('Pages publiques')).toBeChecked();
  await expect(form.getByLabel("Membres inactifs dans l'annuaire")).not.toBeChecked();
  await expectAccessible(page);

  const age = fieldByLabel(form, "Âge minimum à l'inscription");
  await age.fill('120');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La valeur doit être inférieure ou égale à 99')).toBeVisible();
  // Saved as they were (other tests run on this school meanwhile).
  await age.fill('0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les options de l'école sont enregistrées.")).toBeVisible();
});

test('the admin reads where the school’s maps open; a zoom over 18 is refused', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=map');
  const form = page.getByTestId('school-map-form');
  await expect(form.getByLabel("Cartes de l'école")).toBeChecked();
  await expect(form.getByLabel("Carte des membres dans l'annuaire")).toBeChecked();
  await expect(fieldByLabel(form, 'Zoom')).toHaveValue('5');
  await expectAccessible(page);

  await fieldByLabel(form, 'Zoom').fill('30');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText('La valeur doit être inférieure ou égale à 18')).toBeVisible();
  // Saved as they were (other tests use the demo school's map meanwhile).
  await fieldByLabel(form, 'Zoom').fill('5');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Les réglages de la carte sont enregistrés.')).toBeVisible();
});

test('the admin adds, renames and deletes a campus; one that members use stays', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=campuses');
  // The seed's demo school asks for campuses; Bordeaux has members (the demo member's).
  await expect(page.getByLabel('Demander leur campus aux membres')).toBeChecked();
  const list = page.getByTestId('campus-list');
  const row = (name: string) =>
    list
      .getByTestId('campus-row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Bordeaux')).toBeVisible();
  await expectAccessible(page);

  // A name of its own, sorted after the seed's, so that no other test sees it first.
  const name = `Zone essai ${Date.now()}`;
  const add = page.getByTestId('campus-add-form');
  await fieldByLabel(add, 'Nouveau campus').fill(name);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText(`Campus « ${name} » ajouté.`)).toBeVisible();
  await expect(row(name)).toContainText('0');
  // Names are unique in the school: the field says so, and the notice names the field by its
  // label, its status code after the sentence (issue 30 item 7: "name: …" then "[E400 Bad
  // Request]" on one footing).
  await fieldByLabel(add, 'Nouveau campus').fill(name);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(add.getByText('Ce nom est déjà utilisé.')).toBeVisible();
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Code E400' });
  await expect(notice).toContainText('Nouveau campus : Ce nom est déjà utilisé.');
  await expect(notice).not.toContainText('name:');
  await expect(notice).not.toContainText('[E400');
  await expect(notice.getByTestId('error-reference')).toHaveText('Code E400 (Bad Request)');
  // Issue 30 item 10: the focused field has a ring of the school's colour made darker (3.5:1).
  await fieldByLabel(add, 'Nouveau campus').focus();
  await expect(fieldByLabel(add, 'Nouveau campus')).toHaveCSS('outline-color', 'rgb(179, 127, 0)');
  await expect(fieldByLabel(add, 'Nouveau campus')).toHaveCSS('outline-width', '2px');
  await fieldByLabel(add, 'Nouveau campus').fill('');

  await row(name)
    .getByRole('button', { name: `Renommer ${name}` })
    .click();
  const rename = page.getByTestId('campus-rename-form');
  await fieldByLabel(rename, `Nouveau nom de ${name}`).fill(`${name} bis`);
  await rename.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText(`Campus renommé en « ${name} bis ».`)).toBeVisible();
  await expect(row(`${name} bis`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('campuses.png'), fullPage: true });

  // A campus members belong to is not deleted, and the page says so before anything is asked
  // (issue 30 item 7: "Supprimer" was offered, then refused after a "this is final" dialog).
  const blocked = row('Bordeaux').getByRole('button', { name: 'Supprimer Bordeaux' });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await expect(blocked).toHaveAccessibleDescription(
    /^Impossible à supprimer\s: \d+ membres? y (est|sont) rattachés?\.$/,
  );
  await blocked.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row('Bordeaux')).toBeVisible();

  await row(`${name} bis`)
    .getByRole('button', { name: `Supprimer ${name} bis` })
    .click();
  await expect(page.getByRole('dialog')).toContainText(`Supprimer le campus « ${name} bis » ?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`Campus « ${name} bis » supprimé.`)).toBeVisible();
  await expect(row(`${name} bis`)).toHaveCount(0);
});

test('the admin adds, changes and deletes a degree; one that members hold stays', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=degrees');
  const name = `Zz Master essai ${Date.now()}`;
  const add = page.getByTestId('degree-add-form');
  await fieldByLabel(add, 'Nom').fill(name);
  await fieldByLabel(add, 'Filière').fill('Finance');
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('Diplôme ajouté.')).toBeVisible();
  await expect(fieldByLabel(add, 'Nom')).toHaveValue('');

  const search = page.getByLabel('Rechercher un diplôme');
  await search.fill(name);
  const row = page.getByTestId('degree-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Finance');
  await expectAccessible(page);

  await row.getByRole('button', { name: `Modifier ${name}` }).click();
  const edit = page.getByTestId('degree-edit-form');
  await fieldByLabel(edit, 'Composante').fill('École de commerce');
  await page.screenshot({ path: test.info().outputPath('degrees.png'), fullPage: true });
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Diplôme enregistré.')).toBeVisible();
  await expect(row).toContainText('École de commerce');

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText(`Diplôme « ${name} » supprimé.`)).toBeVisible();
  await expect(row).toHaveCount(0);

  // A degree that members hold is not deleted, and the page says so first (issue 30 item 7).
  const admin = await apiSignIn(ADMIN);
  const details = (await (await admin.get('/api/schools/demo/details/')).json()) as {
    degrees: { name: string; user_count: number }[];
  };
  await admin.dispose();
  const held = details.degrees.find((d) => d.user_count > 0);
  expect(held).toBeDefined();
  await search.fill(held?.name ?? '');
  const heldRow = row.filter({
    has: page.getByRole('rowheader', { name: held?.name, exact: true }),
  });
  const blocked = heldRow.getByRole('button', { name: `Supprimer ${held?.name}` });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await expect(blocked).toHaveAccessibleDescription(
    /^Impossible à supprimer\s: \d+ membres? le détien(nen)?t\.$/,
  );
  await blocked.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(heldRow).toBeVisible();
});

test('the admin reads the menu’s entries; a new link needs a name and an address', async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=features');
  const form = page.getByTestId('school-features-form');
  const entries = form.getByTestId('feature-entry');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBeGreaterThan(5);
  // The first is Home, which stays shown.
  await expect(entries.first().getByLabel('Affichée dans le menu')).toBeDisabled();
  await expectAccessible(page);

  // A new link with neither name nor address is not saved: both say why.
  await form.getByRole('button', { name: 'Ajouter un lien' }).click();
  await expect(entries).toHaveCount(count + 1);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const added = entries.last();
  await expect(added.getByText('Ce champ est obligatoire')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('features.png'), fullPage: true });

  // Taken back, and an entry moved down then up: saved as it was (other tests read this
  // school's menu meanwhile).
  await added.getByRole('button', { name: 'Supprimer Lien' }).click();
  await expect(entries).toHaveCount(count);
  const second = await entries.nth(1).locator('legend').innerText();
  const name = second.replace(/^2\. /, '').replace(/ \(.*\)$/, '');
  await form.getByRole('button', { name: `Descendre ${name}` }).click();
  await expect(entries.nth(2).locator('legend')).toContainText(name);
  await form.getByRole('button', { name: `Monter ${name}` }).click();
  await expect(entries.nth(1).locator('legend')).toContainText(name);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Le menu de l'école est enregistré.")).toBeVisible();
});
