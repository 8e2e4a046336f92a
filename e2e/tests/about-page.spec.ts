import { expect, expectAccessible, fieldByLabel, signInAs, test } from '../fixtures.ts';

// The school pages (issue 31 item 6; spec 1 §2 "School page editing: about, team section,
// homepage presentation, mentorship presentation, key stats", routes /about and /about/{id};
// spec 2 §9 "Key stats: 3 minimum to show the banner", "Number abbreviation: k, m, b, t"). In
// French the admin adds a sentence to demo's presentation and a person to its team in School
// settings, then finds both on /about and the person's own page. In English a signed-out
// visitor reads demo's about page (demo has public pages): the presentation, the key numbers
// abbreviated, the team, the mentorship block, then a person's page without a profile link.

const ADMIN = 'admin@demo.example.org';

test.use({ viewport: { width: 1280, height: 800 } });

test('fr: the admin edits the presentation and adds a person to the team', async ({ page }) => {
  test.slow();
  const n = Date.now() % 100_000;
  const sentence = `Portes ouvertes le samedi ${n}.`;
  const person = `Inès Marchal ${n}`;
  await signInAs(page, ADMIN);
  await page.goto('/settings/school?section=pages');
  const presentation = page.getByTestId('school-pages-about-form');
  await expect(presentation).toBeVisible();
  await expectAccessible(page);

  // A paragraph at the end of the French presentation.
  const editor = presentation.getByRole('textbox', { name: 'Page « À propos » — français' });
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(sentence);
  await presentation.getByRole('button', { name: 'Enregistrer ce texte' }).click();
  await expect(page.getByText('Texte enregistré : Page « À propos »')).toBeVisible();

  const form = page.getByTestId('team-add-form');
  await fieldByLabel(form, 'Nom').fill(person);
  await fieldByLabel(form, 'Poste (français)').fill('Chargée des admissions');
  await fieldByLabel(form, 'Biographie (français)').fill('Elle accueille les candidats.');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText(`Personne ajoutée : ${person}`)).toBeVisible();
  await expect(page.getByTestId('team-row-name').last()).toHaveText(person);

  await page.goto('/about');
  await expect(page.getByTestId('about-presentation')).toContainText(sentence);
  const card = page.getByTestId('about-team').getByRole('link', { name: person });
  await expect(card).toBeVisible();
  await expectAccessible(page);

  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: person })).toBeVisible();
  await expect(page.getByTestId('team-member-position')).toHaveText('Chargée des admissions');
  await expect(page.getByText('Elle accueille les candidats.')).toBeVisible();
  await expect(page).toHaveTitle(`${person} – École Demo`);
});

test('en: a signed-out visitor reads the about page and a team member', async ({ page, visit }) => {
  await visit('/en/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About École Demo' })).toBeVisible();
  await expect(page.getByTestId('about-presentation')).toContainText(
    'Its alumni network links 12,000 graduates in 85 countries',
  );
  const numbers = page.getByRole('region', { name: 'Key numbers' });
  await expect(numbers).toContainText('12k');
  await expect(numbers).toContainText('1.2k');
  await expect(numbers).toContainText('94%');
  await expect(page.getByTestId('about-mentorship')).toContainText('one meeting a month');

  await page.getByTestId('about-team').getByRole('link', { name: 'Antoine Delacroix' }).click();
  await expect(page).toHaveURL(/\/en\/about\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Antoine Delacroix' })).toBeVisible();
  await expect(page.getByTestId('team-member-position')).toHaveText('Alumni network manager');
  // Linked to the admin's profile, which only members are shown.
  await expect(page.getByRole('link', { name: /profile/ })).toHaveCount(0);
  await expectAccessible(page);
});
