import type { APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  fieldByLabel,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Badges (issue 31 item 8; spec 1 §2 Settings "badges", §3 Badge; spec 2 §6 "School admins …
// give badges"): the admin creates a badge in School settings, gives it to a member from the
// member's profile; the profile shows it (its title names it, its description in a tooltip),
// and the directory filtered by it lists that member alone. Each test has a member and a badge
// of its own on the shared demo school; the badge is deleted at the end.

const ADMIN = 'admin@demo.example.org';
const SUPER = 'super@example.org';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    firstName: 'Badgée',
    icon: 'Émoji',
    titleField: 'Titre en français',
    descriptionField: 'Description en français',
    add: 'Ajouter le badge',
    notEmoji: 'Choisissez un seul émoji (par exemple 🎓), sans texte autour.',
    added: (title: string) => `Badge « ${title} » ajouté.`,
    manage: 'Gérer les badges',
    dialog: (name: string) => `Badges de ${name}`,
    given: (title: string, name: string) => `Badge « ${title} » donné à ${name}.`,
    close: 'Fermer',
    filters: 'Filtres avancés',
    badgeFilter: 'Badges',
  },
  {
    locale: 'en',
    prefix: '/en',
    firstName: 'Badged',
    icon: 'Emoji',
    titleField: 'Title in English',
    descriptionField: 'Description in English',
    add: 'Add the badge',
    notEmoji: 'Choose a single emoji (for example 🎓), with no text around it.',
    added: (title: string) => `Badge “${title}” added.`,
    manage: 'Manage badges',
    dialog: (name: string) => `Badges of ${name}`,
    given: (title: string, name: string) => `Badge “${title}” given to ${name}.`,
    close: 'Close',
    filters: 'Advanced filters',
    badgeFilter: 'Badges',
  },
] as const;

/** Deletes the test's badge (by its title), whatever the test reached. */
async function deleteBadge(admin: APIRequestContext, title: string) {
  const school = (await (await admin.get('/api/schools/demo/details/')).json()) as { id: number };
  const badges = (await (await admin.get(`/api/schools/${school.id}/badges/`)).json()) as {
    id: number;
    title: { fr: string; en: string };
  }[];
  for (const badge of badges.filter((b) => b.title.fr === title || b.title.en === title)) {
    expect((await admin.delete(`/api/schools/${school.id}/badges/${badge.id}/`)).status()).toBe(
      204,
    );
  }
}

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin creates a badge, gives it from a profile; the directory filters by it`, async ({
    page,
  }) => {
    test.setTimeout(budget(90_000));
    const superUser = await apiSignIn(SUPER);
    const lastName = `${T.locale === 'fr' ? 'Insigne' : 'Medal'}${Date.now() % 100_000}`;
    const name = `${T.firstName} ${lastName}`;
    const member = await createActiveMember(superUser, { firstName: T.firstName, lastName });
    await superUser.dispose();
    const title = `Jury ${T.locale} ${Date.now() % 1_000_000}`;
    const description = T.locale === 'fr' ? 'Siège aux jurys' : 'Sits on juries';
    const admin = await apiSignIn(ADMIN);
    try {
      // The admin creates the badge in School settings; text is not an emoji.
      await signInAs(page, ADMIN);
      await page.goto(`${T.prefix}/settings/school?section=badges`);
      const form = page.getByTestId('badge-add-form');
      await expect(fieldByLabel(form, T.icon)).toBeVisible();
      await expectAccessible(page);
      await fieldByLabel(form, T.icon).fill('Jury');
      await fieldByLabel(form, T.titleField).fill(title);
      await form.getByRole('button', { name: T.add }).click();
      await expect(form.getByText(T.notEmoji)).toBeVisible();
      await expect(fieldByLabel(form, T.icon)).toBeFocused();
      await fieldByLabel(form, T.icon).fill('🏅');
      await fieldByLabel(form, T.descriptionField).fill(description);
      await form.getByRole('button', { name: T.add }).click();
      await expect(page.getByText(T.added(title))).toBeVisible();
      const row = page.getByTestId('badge-row').filter({ hasText: title });
      await expect(row).toContainText('🏅');
      await expect(row).toContainText(description);
      await expectAccessible(page);

      // It gives the badge from the member's profile.
      await page.goto(`${T.prefix}/profile/${member.id}`);
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const header = page.getByTestId('profile-header');
      await expect(header.getByRole('img', { name: title })).toHaveCount(0);
      await page.getByRole('button', { name: T.manage }).click();
      const dialog = page.getByRole('dialog', { name: T.dialog(name) });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('checkbox', { name: title }).check();
      await expect(page.getByText(T.given(title, name))).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: title })).toBeChecked();
      await dialog.getByRole('button', { name: T.close, exact: true }).last().click();
      await expect(dialog).toBeHidden();

      // The profile shows it, named by its title, its description read out with it and shown
      // on hover (on keyboard focus too, which a script's focus() does not pass for).
      const badge = header.getByRole('img', { name: title });
      await expect(badge).toBeVisible();
      await expect(badge).toHaveAccessibleDescription(description);
      await badge.hover();
      await expect(page.getByRole('tooltip')).toContainText(description);
      await expectAccessible(page);

      // The directory filtered by the badge lists that member alone.
      await page.goto(`${T.prefix}/directory`);
      await waitForSettled(page);
      await page.getByRole('button', { name: new RegExp(`^${T.filters}`) }).click();
      await page.getByRole('combobox', { name: T.badgeFilter }).click();
      await page.getByRole('option', { name: `🏅 ${title}` }).click();
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL(/badge=\d+/);
      const cards = page.getByTestId('member-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(name);
      await expect(cards.first().getByRole('img', { name: title })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await deleteBadge(admin, title);
      await admin.dispose();
    }
  });
}
