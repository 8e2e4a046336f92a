import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  open,
  signedInPage,
  signInAs,
  TINY_PNG,
  test,
} from '../fixtures.ts';

// Issue "Feed, reports and blocks": a member posts (rich text and an image), another
// likes and comments, a third reports the post, the validator accepts the report and the
// post leaves everyone's feed; a member report blocks at once and is lifted in Settings;
// posted HTML never runs. Posts are told apart by a text of their own: tests share the
// school's feed.
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre
const VALIDATOR = 'validator@demo.example.org';
const SUPER = 'super@example.org';

const unique = (label: string) => `${label} ${Date.now()}-${Math.floor(Math.random() * 1e4)}`;

const postWith = (page: Page, text: string) => page.getByTestId('post').filter({ hasText: text });

async function createPost(api: APIRequestContext, content: string): Promise<number> {
  const response = await api.post('/api/posts/', { data: { content } });
  expect(response.status(), 'post created').toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('a post is liked, commented, reported, and removed for everyone once the report is accepted', async ({
  page,
  browser,
  visit,
}) => {
  test.setTimeout(budget(120_000));
  const superUser = await apiSignIn(SUPER);
  const author = await createActiveMember(superUser, { firstName: 'Paula', lastName: 'Auteur' });
  const reporter = await createActiveMember(superUser, { firstName: 'Rémi', lastName: 'Signal' });
  await superUser.dispose();
  const text = unique('Rencontre des anciens');

  // The author writes a formatted post with an image: bold and a bulleted list from the
  // toolbar, a web address that becomes a link, and a link added with the link editor.
  await signInAs(page, author.email, author.password);
  await visit('/feed');
  await expect(page.getByRole('heading', { name: "Fil d'actualité", level: 1 })).toBeVisible();
  const composer = page.getByRole('region', { name: 'Nouvelle publication' });
  const message = composer.getByRole('textbox', { name: 'Votre message' });
  await composer.getByRole('button', { name: 'Publier' }).click();
  await expect(composer.getByText('Écrivez quelque chose ou ajoutez une image.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toBeFocused();
  await message.pressSequentially(`${text} : `);
  await composer.getByRole('button', { name: 'Gras' }).click();
  await expect(composer.getByRole('button', { name: 'Gras' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.keyboard.type('samedi');
  await composer.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type(' à Lille, voir le programme');
  await expect(composer.getByText('Écrivez quelque chose ou ajoutez une image.')).toBeHidden();
  // "programme" selected, then linked through the link editor (address without its scheme).
  for (let i = 0; i < 'programme'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await composer.getByRole('button', { name: 'Ajouter ou modifier un lien' }).click();
  const address = page.getByRole('textbox', { name: 'Adresse du lien' });
  await address.fill('example.org/programme');
  await expectAccessible(page);
  await address.press('Enter');
  await expect(message.getByRole('link', { name: 'programme' })).toBeVisible();
  // The link box closes, then tiptap gives the editor the focus back in an animation frame,
  // writing its selection ("programme") into the page as it does. Keys pressed before that
  // frame are undone by it: Control+End's caret went back onto "programme" and Enter replaced
  // the link (the flake of CI runs on a loaded machine). Wait for the focus, as a person sees the
  // caret come back, then leave the link so nothing replaces it.
  await expect(address).toBeHidden();
  await expect(message).toBeFocused();
  // The focus can come back before that frame has run (still a flake on a full CI run,
  // 2026-11-29): wait for the page's next two frames, after which tiptap's has.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
  await message.press('Control+End');
  await message.press('Enter');
  await composer.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('inscription sur https://example.org/rencontre avant jeudi');
  await composer.locator('input[type="file"]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(composer.getByTestId('attached-image')).toHaveCount(1);
  await expectAccessible(page);
  await composer.getByRole('button', { name: 'Publier' }).click();
  await expect(page.getByText('Votre publication est en ligne.')).toBeVisible();
  await expect(message).toHaveText('');
  await expect(composer.getByTestId('attached-image')).toHaveCount(0);
  const mine = postWith(page, text);
  await expect(mine.locator('strong')).toHaveText('samedi');
  await expect(mine.locator('ul > li')).toHaveText(
    'inscription sur https://example.org/rencontre avant jeudi',
  );
  const typedLink = mine.getByRole('link', { name: 'https://example.org/rencontre' });
  await expect(typedLink).toHaveAttribute('href', 'https://example.org/rencontre');
  await expect(typedLink).toHaveAttribute('target', '_blank');
  await expect(typedLink).toHaveAttribute('rel', /\bnoopener\b.*\bnofollow\b/);
  const editorLink = mine.getByRole('link', { name: 'programme', exact: true });
  await expect(editorLink).toHaveAttribute('href', 'https://example.org/programme');
  await expect(editorLink).toHaveAttribute('target', '_blank');
  await expect(editorLink).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(mine.getByTestId('post-images').locator('img')).toHaveCount(1);
  await expect(mine.getByRole('link', { name: 'Paula Auteur', exact: true })).toHaveAttribute(
    'href',
    `/profile/${author.id}`,
  );

  // The author edits it in place (text rewritten with the keyboard shortcut for bold, an image
  // added, the first one kept): the post says "edited".
  await mine.getByRole('button', { name: 'Actions sur la publication de Paula Auteur' }).click();
  await expect(page.getByRole('menuitem', { name: 'Signaler cette publication' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Modifier' }).click();
  const editor = mine.getByRole('textbox', { name: 'Texte de la publication' });
  await expect(editor).toBeFocused();
  await expect(editor.locator('strong')).toHaveText('samedi');
  await expect(editor.locator('ul > li')).toContainText('inscription sur');
  await expect(mine.getByTestId('attached-image')).toHaveCount(1);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(`${text} : `);
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type('dimanche');
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type(' à Lille.');
  await mine.locator('input[type="file"]').setInputFiles({
    name: 'second.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await expect(mine.getByTestId('attached-image')).toHaveCount(2);
  await expectAccessible(page);
  await mine.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(mine.locator('strong')).toHaveText('dimanche');
  await expect(mine.getByTestId('post-content')).toHaveText(`${text} : dimanche à Lille.`);
  await expect(mine.getByTestId('edited')).toBeVisible();
  await expect(mine.getByTestId('post-images').locator('img')).toHaveCount(2);

  // Another member likes and comments.
  const other = await signedInPage(browser, MEMBER);
  await open(other, '/feed');
  const seen = postWith(other, text);
  const like = seen.getByRole('button', { name: /J'aime/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(seen.getByTestId('like-count')).toHaveText('1');
  await seen.getByRole('button', { name: '0 commentaire' }).click();
  await expect(seen.getByText("Aucun commentaire pour l'instant.")).toBeVisible();
  await seen.getByRole('textbox', { name: 'Écrire un commentaire' }).fill('<b>Bravo</b> !');
  await seen.getByRole('button', { name: 'Commenter' }).click();
  await expect(seen.getByTestId('comment-content')).toHaveText('<b>Bravo</b> !');
  await expect(seen.getByRole('button', { name: '1 commentaire' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectAccessible(other);

  // The dashboard shows the post among the latest ones.
  await open(other, '/dashboard');
  const latest = other.getByRole('region', { name: 'Dernières publications' });
  await expect(latest.getByTestId('latest-post').filter({ hasText: text })).toBeVisible();

  // A third member reports the post; the dialog asks for a reason, and a description for "Autre".
  const third = await signedInPage(browser, reporter.email, reporter.password);
  await open(third, '/feed');
  await postWith(third, text)
    .getByRole('button', { name: 'Actions sur la publication de Paula Auteur' })
    .click();
  await third.getByRole('menuitem', { name: 'Signaler cette publication' }).click();
  const dialog = third.getByRole('dialog', { name: 'Signaler la publication de Paula Auteur' });
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog.getByText('Ce champ est obligatoire')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Spam ou publicité' }).check();
  await dialog.getByRole('checkbox', { name: 'Autre' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(
    dialog.getByText('Décrivez le problème lorsque vous choisissez « Autre ».'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Publicité déguisée.');
  await expectAccessible(third);
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    third.getByText(/votre signalement de la publication de Paula Auteur/),
  ).toBeVisible();

  // The report is listed in the reporter's settings, pending.
  await open(third, '/settings?tab=reports');
  const row = third.getByTestId('my-report').filter({ hasText: text });
  await expect(row).toContainText('En attente');
  await expect(row).toContainText('Spam ou publicité, Autre');
  await expect(
    row.getByRole('button', { name: 'Retirer le signalement concernant Paula Auteur' }),
  ).toBeVisible();

  // The validator accepts it in the validations centre.
  const validator = await signedInPage(browser, VALIDATOR);
  await open(validator, '/validations?tab=reports');
  const card = validator.getByTestId('report-card').filter({ hasText: text });
  await card
    .getByRole('button', { name: 'Accepter le signalement concernant Paula Auteur' })
    .click();
  const confirm = validator.getByRole('dialog', { name: 'Accepter ce signalement ?' });
  await confirm.getByRole('button', { name: 'Accepter', exact: true }).click();
  await expect(
    validator.getByText(
      'Signalement accepté : la publication de Paula Auteur est masquée pour tous les membres.',
    ),
  ).toBeVisible();
  await validator.context().close();

  // The post is gone for everyone, its author included.
  for (const viewer of [page, other, third]) {
    await viewer.goto('/feed');
    await expect(viewer.getByTestId('post').first()).toBeVisible();
    await expect(postWith(viewer, text)).toHaveCount(0);
  }
  await third.reload();
  await open(third, '/settings?tab=reports');
  await expect(third.getByTestId('my-report').filter({ hasText: text })).toContainText('Accepté');
  await other.context().close();
  await third.context().close();
});

test('reporting a member hides their posts at once; unblocking in Settings shows them again', async ({
  page,
  visit,
}) => {
  test.setTimeout(budget(90_000));
  const superUser = await apiSignIn(SUPER);
  const blocked = await createActiveMember(superUser, { firstName: 'Bruno', lastName: 'Bloque' });
  const reporter = await createActiveMember(superUser, { firstName: 'Lina', lastName: 'Garde' });
  await superUser.dispose();
  const text = unique('Annonce de Bruno');
  const author = await apiSignIn(blocked.email, blocked.password);
  await createPost(author, `<p>${text}</p>`);
  await author.dispose();

  await signInAs(page, reporter.email, reporter.password);
  await visit('/feed');
  await postWith(page, text)
    .getByRole('button', { name: 'Actions sur la publication de Bruno Bloque' })
    .click();
  await page.getByRole('menuitem', { name: 'Signaler ce membre' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signaler Bruno Bloque' });
  await dialog.getByRole('checkbox', { name: 'Harcèlement' }).check();
  await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
  await expect(page.getByText(/Vous avez bloqué Bruno Bloque/)).toBeVisible();
  await expect(postWith(page, text)).toHaveCount(0);

  await visit('/settings?tab=reports');
  const row = page.getByTestId('my-report').filter({ hasText: 'Bruno Bloque' });
  await expect(row).toContainText('Accepté');
  await row.getByRole('button', { name: 'Débloquer Bruno Bloque' }).click();
  // Withdrawing cannot be undone by the author: the decision queue asks first.
  const confirm = page.getByRole('dialog', { name: 'Débloquer le membre' });
  await expect(confirm).toContainText('Débloquer Bruno Bloque ?');
  await confirm.getByRole('button', { name: 'Débloquer', exact: true }).click();
  await expect(page.getByText(/Vous avez débloqué Bruno Bloque/)).toBeVisible();
  await expect(row).toContainText('Retiré');
  await expect(row.getByRole('button')).toHaveCount(0);

  await visit('/feed');
  await expect(postWith(page, text)).toBeVisible();
});

test('posted HTML never runs: scripts and event handlers are gone, typed tags show as text', async ({
  page,
  visit,
}) => {
  const text = unique('Piège');
  const api = await apiSignIn(MEMBER);
  await createPost(
    api,
    `<p>hi ${text}</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">`,
  );
  await api.dispose();

  await signInAs(page, MEMBER);
  await visit('/en/feed');
  const post = postWith(page, text);
  await expect(post.getByTestId('post-content')).toHaveText(`hi ${text}`);
  await expect(post.locator('script')).toHaveCount(0);
  await expect(post.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // Typed into the editor, the same HTML is kept as text.
  const typed = `<script>window.__pwned=3</script><img src=x onerror="window.__pwned=4"> ${text}`;
  const composer = page.getByRole('region', { name: 'New post' });
  await composer.getByRole('textbox', { name: 'Your message' }).fill(typed);
  await expect(composer.locator('[contenteditable] script, [contenteditable] img')).toHaveCount(0);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  const shown = page.getByTestId('post').filter({ hasText: typed });
  await expect(shown.getByTestId('post-content')).toHaveText(typed);
  await expect(shown.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

  // Its author deletes it, after confirming.
  await shown.getByRole('button', { name: "Actions on Hélène Lefèvre's post" }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The post is deleted.')).toBeVisible();
  await expect(page.getByTestId('post').filter({ hasText: typed })).toHaveCount(0);

  // An address that ends the post, with nothing typed after it, still becomes a link.
  const last = unique('Programme');
  await composer
    .getByRole('textbox', { name: 'Your message' })
    .fill(`${last} https://example.org/fin`);
  await composer.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(
    postWith(page, last).getByRole('link', { name: 'https://example.org/fin' }),
  ).toHaveAttribute('href', 'https://example.org/fin');
});
