import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  open,
  schoolOrigin,
  signInAs,
  TINY_PNG,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Issue 13 "News (blog)", the web side: a member drafts an article and submits it, the
// validator refuses it with a reason, the member fixes it (and its address) and resubmits,
// the validator validates; it shows as published in the list and on its page, an anonymous
// visitor of the demo school (public pages) reads it, its old address leads to the new one,
// and the sitemap lists it but not a draft. The demo school does not validate articles by
// default: the suite turns `validate_blog` on as its admin, through School settings' API.
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre
const VALIDATOR = 'validator@demo.example.org';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.BLOG_SHOTS; // a folder: screenshots of each page, to look at them

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A browser page of its own, signed in as `email` (or anonymous). */
async function newPage(
  browser: Browser,
  email?: string,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  if (email) await signInAs(page, email);
  return page;
}

/** Sets demo's blog validation flags as its admin (School settings → blog validation). */
async function setBlogSettings(
  flags: { validate: boolean; has_filter: boolean },
  reasons?: { label_fr: string; label_en: string }[],
) {
  const admin = await apiSignIn('admin@demo.example.org');
  const url = '/api/school-settings/validation/blog/';
  const current = await (await admin.get(url)).json();
  const saved = await admin.put(url, {
    data: { ...flags, show_views: current.show_views, reasons: reasons ?? current.reasons },
  });
  expect(saved.status(), 'blog settings saved').toBe(200);
  await admin.dispose();
}

/** Waits until the server sees the demo school validating (or not) blog articles. */
async function expectBlogValidation(api: APIRequestContext, on: boolean) {
  await expect
    .poll(
      async () => {
        const details = await (await api.get('/api/schools/demo/details/')).json();
        return details.flags.validate_blog as boolean;
      },
      { message: `demo's validate_blog is ${on}`, timeout: 30_000 },
    )
    .toBe(on);
}

// A step that cannot happen fails in seconds rather than at the end of the long budget.
test.use({ actionTimeout: budget(15_000) });

let anonymousApi: APIRequestContext;

/** A form control by its label, required ones included (their label ends with an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** Fills the article form the page shows (French labels unless `en`). */
async function fillArticle(
  page: Page,
  opts: { title: string; text: string; category: string; en?: boolean },
) {
  const l = opts.en
    ? { title: 'Title', slug: 'Article address', content: 'Content', category: 'Category' }
    : { title: 'Titre', slug: 'Adresse de l’article', content: 'Contenu', category: 'Catégorie' };
  await field(page, l.title).fill(opts.title);
  await field(page, l.title).blur();
  // The API proposes the slug from the title once the title is left.
  await expect(field(page, l.slug)).not.toHaveValue('');
  const editor = page.getByRole('textbox', { name: l.content });
  await editor.click();
  await editor.pressSequentially(opts.text);
  await page.getByRole('combobox', { name: l.category }).click();
  await page.getByRole('option', { name: opts.category }).click();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('cover-preview').locator('img')).toBeVisible();
}
// The paths that need blog validation (or restriction filters) on: one worker, in order, so
// that the school's settings they share are turned off once, at the end.
test.describe('with blog validation on', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    await setBlogSettings({ validate: true, has_filter: false }, [
      { label_fr: 'Photo sans crédit', label_en: 'Uncredited photo' },
      { label_fr: 'Hors sujet', label_en: 'Off topic' },
    ]);
    anonymousApi = await apiContext();
    // Saved settings apply at once (school.changed drops the cached school).
    await expectBlogValidation(anonymousApi, true);
  });

  test.afterAll(async () => {
    await setBlogSettings({ validate: false, has_filter: false }, []);
    await anonymousApi?.dispose();
  });

  test('a member drafts, submits, is refused, fixes and resubmits; the validator validates; everyone reads it (French)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(240_000));
    const id = unique();
    const title = `Retour sur le forum des métiers ${id}`;
    const fixedSlug = `forum-des-metiers-${id}`;
    const reason = 'Ajoutez le nom du photographe de la couverture.';

    // The member writes a draft from the list.
    await signInAs(page, MEMBER);
    await open(page, '/blog');
    await shot(page, 'fr-list-member');
    await page.getByRole('link', { name: 'Écrire un article' }).click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await waitForSettled(page);
    await fillArticle(page, {
      title,
      text: 'Plus de quarante entreprises ont rencontré nos étudiants.',
      category: 'Carrières',
    });
    await expectAccessible(page);
    await shot(page, 'fr-form-new');
    await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
    await expect(page).toHaveURL(/\/blog\/retour-sur-le-forum-des-metiers-/);
    const draftSlug = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('article-status')).toHaveText('Brouillon');
    await expectAccessible(page);

    // Its drafts filter lists it; then it is submitted for validation.
    await open(page, '/blog?status=draft');
    await expect(page.getByTestId('article-card').filter({ hasText: title })).toBeVisible();
    await page.getByTestId('article-card').filter({ hasText: title }).getByRole('link').click();
    await page.getByRole('link', { name: 'Modifier' }).click();
    await expect(page).toHaveURL(/\/blog\/edit\/\d+$/);
    await waitForSettled(page);
    await page.getByRole('button', { name: 'Soumettre pour validation' }).click();
    await expect(page.getByTestId('article-status')).toHaveText('En attente de validation');

    // The validator refuses it with a reason, from the Articles tab.
    const validator = await newPage(browser, VALIDATOR);
    await open(validator, '/validations?tab=articles');
    await expect(validator.getByTestId('tab-count-articles')).not.toHaveText('0');
    const row = validator.getByTestId('pending-article').filter({ hasText: title });
    await expect(row).toBeVisible();
    await shot(validator, 'fr-validations-articles');
    await row.getByRole('button', { name: `Refuser « ${title} »` }).click();
    const dialog = validator.getByRole('dialog');
    // The school lists refusal reasons (School settings): one is ticked, details added.
    await dialog.getByRole('button', { name: 'Refuser', exact: true }).click();
    await expect(dialog.getByText('Cochez au moins un motif.').last()).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Photo sans crédit' }).check();
    await field(validator, 'Précisions (facultatif)').fill(reason);
    await expectAccessible(validator);
    await dialog.getByRole('button', { name: 'Refuser', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The member reads the reason, fixes the article and its address, and submits it again.
    await page.reload();
    await waitForSettled(page);
    await expect(page.getByTestId('article-status')).toHaveText('Refusé');
    await expect(page.getByTestId('refusal-reason')).toContainText('Photo sans crédit');
    await expect(page.getByTestId('refusal-reason')).toContainText(reason);
    await page.getByRole('link', { name: 'Modifier' }).click();
    await waitForSettled(page);
    await expect(page.getByTestId('refusal-reason')).toContainText(reason);
    await field(page, 'Adresse de l’article').fill(fixedSlug);
    const editor = page.getByRole('textbox', { name: 'Contenu' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await editor.pressSequentially(' Photo : Jeanne Objectif.');
    await expectAccessible(page);
    await shot(page, 'fr-form-refused');
    await page.getByRole('button', { name: 'Soumettre pour validation' }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${fixedSlug}$`));
    await expect(page.getByTestId('article-status')).toHaveText('En attente de validation');

    // The validator validates it.
    await validator.reload();
    await waitForSettled(validator);
    await validator.getByRole('button', { name: `Valider « ${title} »` }).click();
    await expect(validator.getByTestId('pending-article').filter({ hasText: title })).toHaveCount(
      0,
    );
    await validator.context().close();

    // Published: in the list and on its page, with its history (the refusal and its reason).
    await open(page, '/blog');
    const card = page.getByTestId('article-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('article-category')).toHaveText('Carrières');
    await expect(card.getByTestId('article-status')).toHaveCount(0);
    await shot(page, 'fr-list-published');
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${fixedSlug}$`));
    await expect(page.getByTestId('article-content')).toContainText('Photo : Jeanne Objectif.');
    await expect(page.getByTestId('article-status')).toHaveCount(0);
    await expect(page.getByTestId('history-reason')).toContainText(reason);
    await page.getByTestId('article-like-button').click();
    await expect(page.getByTestId('article-like-count')).toHaveText('1');
    await expect(page.getByTestId('article-like-button')).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
    await shot(page, 'fr-article-member');

    // An anonymous visitor reads it; its first address leads to the new one.
    const visitor = await newPage(browser);
    await open(visitor, '/blog');
    await expect(visitor.getByTestId('article-card').filter({ hasText: title })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Écrire un article' })).toHaveCount(0);
    await open(visitor, `/blog/${draftSlug}`);
    await expect(visitor).toHaveURL(new RegExp(`/blog/${fixedSlug}$`));
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor).toHaveTitle(new RegExp(`^${title} – `));
    await expect(visitor.getByTestId('article-history')).toHaveCount(0);
    await open(visitor, '/dashboard');
    await expect(
      visitor.getByTestId('latest-news').getByTestId('article-card').filter({ hasText: title }),
    ).toBeVisible();
    await open(visitor, `/blog/${fixedSlug}`);
    await shot(visitor, 'fr-article-anonymous');
    // Mobile width.
    await visitor.setViewportSize({ width: 390, height: 844 });
    await waitForSettled(visitor);
    await shot(visitor, 'fr-article-mobile');
    await visitor.context().close();

    // The sitemap lists it, not a draft.
    const member = await apiSignIn(MEMBER);
    const cover = await member.post('/api/articles/covers/', {
      multipart: { file: { name: 'c.png', mimeType: 'image/png', buffer: TINY_PNG } },
    });
    expect(cover.status()).toBe(201);
    const draft = await member.post('/api/articles/', {
      data: {
        title: `Brouillon secret ${id}`,
        slug: `brouillon-secret-${id}`,
        content: '<p>Pas encore.</p>',
        languages: ['fr'],
        category: 'news',
        cover: (await cover.json()).key,
        draft: true,
      },
    });
    expect(draft.status()).toBe(201);
    await member.dispose();
    const sitemap = await anonymousApi.get('/api/blog/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`/blog/${fixedSlug}<`);
    expect(xml).not.toContain(`brouillon-secret-${id}`);
    // The document itself, as a crawler gets it: the server writes the article's head.
    const documentHtml = await (await anonymousApi.get(`/blog/${fixedSlug}`)).text();
    const head = documentHtml.slice(0, documentHtml.indexOf('</head>'));
    expect(head).toContain(`<title>${title} – École Demo</title>`);
    expect(head).toMatch(new RegExp(`<meta property="og:title" content="${title} – École Demo"`));
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(head).toContain(`/blog/${fixedSlug}"`);
    const draftHtml = await (await anonymousApi.get(`/blog/brouillon-secret-${id}`)).text();
    expect(draftHtml).not.toContain('og:title');
  });

  test('in English: a member submits, the validator validates, an anonymous visitor reads it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(180_000));
    const title = `Alumni dinner in Lyon ${unique()}`;

    await signInAs(page, MEMBER);
    await open(page, '/en/blog/new');
    await fillArticle(page, {
      title,
      text: 'Eighty alumni met at the Hôtel-Dieu.',
      category: 'School life',
      en: true,
    });
    // A YouTube video: any other address is refused in the dialog.
    await page.getByRole('button', { name: 'Add a YouTube video' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Add a YouTube video' });
    await field(page, 'YouTube video address').fill('https://vimeo.com/76979871');
    await videoDialog.getByRole('button', { name: 'Add the video' }).click();
    await expect(videoDialog.getByText('This address is not a YouTube video’s.')).toBeVisible();
    await field(page, 'YouTube video address').fill('https://youtu.be/dQw4w9WgXcQ');
    await videoDialog.getByRole('button', { name: 'Add the video' }).click();
    await expect(videoDialog).toBeHidden();
    await page.getByRole('checkbox', { name: 'French' }).uncheck();
    await page.getByRole('checkbox', { name: 'English' }).check();
    // A document attached (a PDF, checked on its bytes by the server).
    await page
      .getByTestId('attachment-field')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'programme.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
    await expect(page.getByTestId('attachment-field')).toContainText('programme.pdf');
    await expectAccessible(page);
    await shot(page, 'en-form');
    await page.getByRole('button', { name: 'Submit for validation' }).click();
    await expect(page).toHaveURL(/\/en\/blog\/alumni-dinner-in-lyon-/);
    const slug = new URL(page.url()).pathname.split('/').pop() as string;
    await expect(page.getByTestId('article-status')).toHaveText('Waiting for validation');
    await expectAccessible(page);

    const validator = await newPage(browser, VALIDATOR);
    await open(validator, '/en/validations?tab=articles');
    await validator.getByRole('button', { name: `Validate “${title}”` }).click();
    await expect(validator.getByTestId('pending-article').filter({ hasText: title })).toHaveCount(
      0,
    );
    // The dashboard's latest news shows it.
    await open(validator, '/en/dashboard');
    await expect(
      validator.getByTestId('latest-news').getByTestId('article-card').filter({ hasText: title }),
    ).toBeVisible();
    await shot(validator, 'en-dashboard');
    // The feed shares it in its author's name (issue 13 item 7).
    await open(validator, '/en/feed');
    const card = validator.getByTestId('post').filter({ hasText: title });
    await expect(card.getByTestId('shared-item-action')).toHaveText('published an article');
    await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/en/blog/${slug}`,
    );
    await shot(validator, 'en-feed-card');
    await validator.context().close();

    const visitor = await newPage(browser, undefined, { width: 390, height: 844 });
    await open(visitor, '/en/blog');
    await expect(visitor.getByTestId('article-card').filter({ hasText: title })).toBeVisible();
    await shot(visitor, 'en-list-mobile');
    await open(visitor, `/en/blog/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId('article-content')).toContainText('Eighty alumni');
    await expect(visitor.getByTestId('article-content').locator('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(visitor.getByTestId('article-reactions')).toContainText('0 likes');
    // Its attachment downloads as it was sent.
    const attachment = visitor.getByTestId('article-attachment');
    await expect(attachment).toHaveText('Download the attachment: programme.pdf');
    const href = (await attachment.getAttribute('href')) as string;
    const file = await anonymousApi.get(new URL(href, visitor.url()).pathname);
    expect(file.status()).toBe(200);
    expect((await file.body()).toString()).toBe('%PDF-1.4\n%%EOF\n');
    await visitor.context().close();
  });

  test('a validator publishes an article for prospects only in the admin’s name; another member reads "restricted access"', async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(120_000));
    await setBlogSettings({ validate: true, has_filter: true });
    await expect
      .poll(
        async () =>
          (await (await anonymousApi.get('/api/schools/demo/details/')).json()).flags
            .has_filter_blog as boolean,
        { timeout: 30_000 },
      )
      .toBe(true);
    const title = `Journée portes ouvertes ${unique()}`;

    // A Blog validator publishes at once, restricted to the Prospect role, on a phone.
    await signInAs(page, VALIDATOR);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, '/blog/new');
    await fillArticle(page, { title, text: 'Venez visiter le campus.', category: 'Événements' });
    // By keyboard: the pills' box lies over the MultiSelect's own input.
    await page.getByRole('combobox', { name: 'Rôles' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: 'Prospect' }).click();
    await page.keyboard.press('Escape');
    // A validator writes in a member's name (spec 1 §5 Blog "author"), found by name.
    const author = page.getByRole('combobox', { name: 'Auteur' });
    await expect(author).toHaveValue('Valérie Noël');
    await author.fill('Delacroix');
    await page.getByRole('option', { name: 'Antoine Delacroix' }).click();
    await expect(author).toHaveValue('Antoine Delacroix');
    await expectAccessible(page);
    await shot(page, 'fr-form-filters');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('article-status')).toHaveCount(0);
    await expect(page.getByTestId('article-author').first()).toContainText('Antoine Delacroix');
    const slug = new URL(page.url()).pathname.split('/').pop() as string;

    // An alumna is outside its filters.
    const member = await newPage(browser, MEMBER);
    await open(member, `/blog/${slug}`);
    await expect(member.getByTestId('article-restricted')).toHaveText(
      'Vous ne pouvez pas consulter cet article car son accès est restreint.',
    );
    await expect(member.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await shot(member, 'fr-article-restricted');
    await member.context().close();
  });
});

test('a school without public pages sends anonymous readers of its news to the login page', async ({
  page,
}) => {
  // campus-en has no public pages: /blog and an article's address ask to sign in first, and
  // come back after (spec 1 §2 Access rules).
  for (const path of ['/en/blog', '/en/blog/any-article']) {
    await page.goto(`${schoolOrigin('campus-en')}${path}`);
    await expect(page).toHaveURL(
      new RegExp(
        `/en/login\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
      ),
    );
  }
  await expectAccessible(page);
  const api = await apiContext(schoolOrigin('campus-en'));
  // campus-en has no blog either: the API answers its operations 404 (feature switches,
  // issue 30 item 19), to anonymous readers too.
  expect((await api.get('/api/articles/')).status()).toBe(404);
  await api.dispose();
});
