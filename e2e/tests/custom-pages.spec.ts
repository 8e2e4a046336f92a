import type { APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  schoolOrigin,
  signInAs,
  test,
} from '../fixtures.ts';

// Custom pages (issue 31 item 6; spec 1 §2 /page/{slug}, Settings "features and pages"): the
// admin creates a public page in School settings → features and pages → custom pages; a
// visitor signed out (a browser context of their own) reads it at /page/{slug} (French) or
// /en/page/{slug} (English) and finds it in the navbar. Each test's page is its own, on the
// shared demo school (which has public pages), and is deleted at the end.

const ADMIN = 'admin@demo.example.org';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    tab: 'Pages personnalisées',
    add: 'Ajouter une page',
    slug: 'Adresse de la page',
    title: 'Titre en français',
    body: 'Texte en français',
    visibility: 'Tout le monde, quand l’école a des pages publiques',
    save: 'Enregistrer la page',
    saved: 'La page est enregistrée.',
    edit: (name: string) => `Modifier « ${name} »`,
    navbar: 'Navigation principale',
    text: 'Le bureau des anciens vous accueille au rez-de-chaussée.',
  },
  {
    locale: 'en',
    prefix: '/en',
    tab: 'Custom pages',
    add: 'Add a page',
    slug: 'Page address',
    title: 'Title in English',
    body: 'Text in English',
    visibility: 'Everyone, when the school has public pages',
    save: 'Save the page',
    saved: 'The page is saved.',
    edit: (name: string) => `Edit “${name}”`,
    navbar: 'Main navigation',
    text: 'The alumni office welcomes you on the ground floor.',
  },
] as const;

/** Deletes the test's page (by its slug), whatever the test reached. */
async function deletePage(admin: APIRequestContext, slug: string) {
  const school = (await (await admin.get('/api/schools/demo/details/')).json()) as { id: number };
  const base = `/api/schools/${school.id}/custom-pages/`;
  const pages = (await (await admin.get(base)).json()) as { id: number; slug: string }[];
  for (const page of pages.filter((p) => p.slug === slug)) {
    expect((await admin.delete(`${base}${page.id}/`)).status()).toBe(204);
  }
}

for (const T of LANGUAGES) {
  test(`${T.locale}: the admin creates a public page; a visitor signed out reads it and finds it in the menu`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(60_000));
    const stamp = Date.now() % 1_000_000;
    const slug = `bureau-${T.locale}-${stamp}`;
    const name = `${T.locale === 'fr' ? 'Bureau' : 'Office'} ${stamp}`;
    const admin = await apiSignIn(ADMIN);
    try {
      await signInAs(page, ADMIN);
      await page.goto(`${T.prefix}/settings/school?section=features&part=pages`);
      await expect(page.getByRole('tab', { name: T.tab, selected: true })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: T.add }).click();
      const form = page.getByTestId('custom-page-form');
      await fieldByLabel(form, T.slug).fill(slug);
      await fieldByLabel(form, T.title).fill(name);
      await form.getByRole('textbox', { name: T.body }).fill(T.text);
      await form.getByRole('radio', { name: T.visibility }).check();
      await expectAccessible(page);
      await form.getByRole('button', { name: T.save }).click();
      await expect(page.getByText(T.saved)).toBeVisible();
      await expect(page.getByRole('heading', { name: T.edit(name) })).toBeVisible();

      // Signed out, in a browser of its own: the page at its address, and in the menu.
      const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const anonymous = await visitor.newPage();
        await anonymous.goto(`${schoolOrigin('demo')}${T.prefix}/page/${slug}`);
        await expect(anonymous.getByRole('heading', { name, level: 1 })).toBeVisible();
        await expect(anonymous.getByText(T.text)).toBeVisible();
        const navbar = anonymous.getByRole('navigation', { name: T.navbar });
        const link = navbar.getByRole('link', { name });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('aria-current', 'page');
        await expectAccessible(anonymous);
      } finally {
        await visitor.close();
      }
    } finally {
      await deletePage(admin, slug);
      await admin.dispose();
    }
  });
}
