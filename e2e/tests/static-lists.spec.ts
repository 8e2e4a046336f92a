import type { Page } from '@playwright/test';
import { apiSignIn, expect, expectAccessible, fieldByLabel, signInAs, test } from '../fixtures.ts';

// School settings → static lists (issue 31 item 3; spec 1 §2 Settings "static lists", §3 Other
// "List translation: scope, ext_id, locale, translation, order"): the admin adds an article
// category, moves it up with the keyboard, and finds it offered in the article form, in the
// page's language (the other language's text where that one is empty); an option articles use
// cannot be deleted, and says why. Each test adds its own option to the shared demo school and
// deletes it at the end; one after the other, as both add to the end of the same list.

const ADMIN = 'admin@demo.example.org';

test.describe.configure({ mode: 'serial' });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    texts: (n: number) => ({ fr: `Vie associative ${n}`, en: `Clubs ${n}` }),
    shown: (texts: { fr: string }) => texts.fr,
    list: 'Liste',
    frField: 'Texte en français',
    enField: 'Texte en anglais',
    add: 'Ajouter l’option',
    added: (name: string) => `Option « ${name} » ajoutée en fin de liste.`,
    moveUp: (name: string) => `Monter ${name}`,
    moved: (name: string) => `Option « ${name} » déplacée.`,
    inUse: /Impossible à supprimer\s:\sutilisée par \d+\sarticles?\./,
    news: 'Actualités',
    deleteNamed: (name: string) => `Supprimer ${name}`,
    confirm: 'Supprimer',
    deleted: (name: string) => `Option « ${name} » supprimée.`,
    category: 'Catégorie',
  },
  {
    locale: 'en',
    prefix: '/en',
    // No French text: the French pages show the English one.
    texts: (n: number) => ({ fr: '', en: `Alumni stories ${n}` }),
    shown: (texts: { en: string }) => texts.en,
    list: 'List',
    frField: 'French text',
    enField: 'English text',
    add: 'Add the option',
    added: (name: string) => `Option “${name}” added at the end of the list.`,
    moveUp: (name: string) => `Move ${name} up`,
    moved: (name: string) => `Option “${name}” moved.`,
    inUse: /Cannot be deleted: used by \d+\sarticles?\./,
    news: 'News',
    deleteNamed: (name: string) => `Delete ${name}`,
    confirm: 'Delete',
    deleted: (name: string) => `Option “${name}” deleted.`,
    category: 'Category',
  },
] as const;

/** The texts of the list's rows as the table shows them, first column, in order. */
const rowNames = (page: Page) =>
  page.getByTestId('static-option-row').locator('th').allInnerTexts();

for (const l of LANGUAGES) {
  test(`${l.locale}: the admin adds an article category, which the article form offers`, async ({
    page,
  }) => {
    // A long journey: three pages, two of them analysed twice.
    test.slow();
    const texts = l.texts(Date.now() % 100_000);
    const name = l.shown(texts);
    await signInAs(page, ADMIN);
    await page.goto(`${l.prefix}/settings/school?section=lists`);
    await expect(fieldByLabel(page, l.list)).toBeVisible();
    await expect(page.getByTestId('static-option-row').first()).toBeVisible();
    await expectAccessible(page);

    // Added at the end of the article categories (the list the section opens on).
    const form = page.getByTestId('static-option-add-form');
    await fieldByLabel(form, l.frField).fill(texts.fr);
    await fieldByLabel(form, l.enField).fill(texts.en);
    await form.getByRole('button', { name: l.add }).click();
    await expect(page.getByText(l.added(name))).toBeVisible();
    const before = await rowNames(page);
    expect(before.at(-1)).toContain(name);

    // Moved up one place with the keyboard; the focus stays on its button.
    const up = page.getByRole('button', { name: l.moveUp(name) });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(l.moved(name))).toBeVisible();
    await expect.poll(async () => (await rowNames(page)).at(-2)).toContain(name);
    await expect(page.getByRole('button', { name: l.moveUp(name) })).toBeFocused();
    await expectAccessible(page);

    // An option articles use cannot be deleted: its button says why before anything is asked.
    const newsRow = page.getByTestId('static-option-row').filter({ hasText: l.news });
    await expect(newsRow.getByRole('button', { name: l.deleteNamed(l.news) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(newsRow.getByText(l.inUse)).toBeAttached();

    // The article form offers it, in the page's language.
    await page.goto(`${l.prefix}/blog/new`);
    await page.getByRole('combobox', { name: l.category }).click();
    await expect(page.getByRole('option', { name })).toBeVisible();
    // Analysed closed: the open list scrolls, and is read with the arrow keys (a combobox).
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    // Deleted, as nothing uses it.
    await page.goto(`${l.prefix}/settings/school?section=lists`);
    await page.getByRole('button', { name: l.deleteNamed(name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: l.confirm }).click();
    await expect(page.getByText(l.deleted(name))).toBeVisible();
    await expect(page.getByTestId('static-option-row').filter({ hasText: name })).toHaveCount(0);
  });
}

test('the API refuses to delete a category that articles use, saying how many', async () => {
  const admin = await apiSignIn(ADMIN);
  const school = (await (await admin.get('/api/schools/demo/details/')).json()) as { id: number };
  const list = (await (
    await admin.get(`/api/schools/${school.id}/static-lists/article_category/`)
  ).json()) as { id: number; ext_id: string }[];
  const news = list.find((o) => o.ext_id === 'news');
  const refused = await admin.delete(
    `/api/schools/${school.id}/static-lists/article_category/${news?.id}/`,
    { headers: { 'accept-language': 'en' } },
  );
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(
    /^Cannot delete: used by \d+\u00a0articles?\. Give them another option first\.$/,
  );
  await admin.dispose();
});
