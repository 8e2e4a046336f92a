import {
  apiContext,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  schoolOrigin,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// School settings → API key and docs (issue 31 item 9; spec 1 §2 Settings "API key and docs",
// §3 "API key with owner"): the admin creates a key (its owner is themself by default), reads
// it from the page, where it is shown once, and calls `GET /api/users/me/` with it as a Bearer
// token: the answer is the owner's. The school's API lists the reads a key may call. The key
// is the test's own, revoked at the end (after a question), and then refused.

const ADMIN = 'admin@demo.example.org';

test.use({ viewport: { width: 1280, height: 800 } });

const LANGUAGES = [
  {
    locale: 'fr',
    prefix: '',
    heading: "Clé d'API et documentation",
    name: 'Nom',
    create: 'Créer la clé',
    created: 'Copiez la nouvelle clé maintenant',
    docs: "L'API de l'école",
    revoke: (name: string) => `Révoquer la clé ${name}`,
    confirm: 'Révoquer',
  },
  {
    locale: 'en',
    prefix: '/en',
    heading: 'API key and docs',
    name: 'Name',
    create: 'Create the key',
    created: 'Copy the new key now',
    docs: "The school's API",
    revoke: (name: string) => `Revoke the key ${name}`,
    confirm: 'Revoke',
  },
] as const;

for (const T of LANGUAGES) {
  test(`${T.locale}: creates an API key and calls the API with it`, async ({ page }) => {
    test.setTimeout(budget(60_000));
    const name = `E2E ${T.locale} ${Date.now()}`;
    await signInAs(page, ADMIN);
    await page.goto(`${T.prefix}/settings/school?section=api`);
    await expect(page.getByRole('heading', { level: 2, name: T.heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: T.docs })).toBeVisible();
    await expect(page.getByTestId('api-docs-count')).toBeVisible();
    await expectAccessible(page);

    await fieldByLabel(page, T.name).fill(name);
    await page.getByRole('button', { name: T.create }).click();
    const created = page.getByTestId('api-key-created');
    await expect(created.getByText(T.created)).toBeVisible();
    const key = await page.getByTestId('api-key-value').inputValue();
    expect(key).toMatch(/^alk_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toBeVisible();
    await expectAccessible(page);
    // The school's API: the users' reads, with a curl example on this school's address.
    await page.getByRole('button', { name: 'users' }).click();
    await expect(
      page.getByText(
        `curl -H "Authorization: Bearer alk_…" "${schoolOrigin('demo')}/api/users/me/"`,
      ),
    ).toBeVisible();

    // A client of its own: no cookie, the key alone.
    const request = await apiContext();
    const bearer = { headers: { Authorization: `Bearer ${key}` } };
    const me = await request.get('/api/users/me/', bearer);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ first_name: 'Antoine', last_name: 'Delacroix' });

    await page.getByRole('button', { name: T.revoke(name) }).click();
    await page.getByRole('dialog').getByRole('button', { name: T.confirm }).click();
    await expect(page.getByTestId('api-key-row').filter({ hasText: name })).toHaveCount(0);
    await waitForSettled(page);
    expect((await request.get('/api/users/me/', bearer)).status()).toBe(401);
    await request.dispose();
  });
}
