import type { APIRequestContext } from '@playwright/test';
import {
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  signInAs,
  test,
} from '../fixtures.ts';

// School settings → integrations (issue 31 item 9; spec 1 §3 "Integration: base URL, API
// token, filters, mappings"): the admin finds the seeded CRM, adds an integration with a token
// and a field mapping, sees the token said saved (never shown), and tests the connection: its
// `.invalid` address never resolves (RFC 6761), so the answer, in words, is "unreachable". The
// test's integration is deleted at the end.

const ADMIN = 'admin@demo.example.org';

test.use({ viewport: { width: 1280, height: 900 } });

/** Deletes the test's integration (by its name), whatever the test reached. */
async function deleteIntegration(admin: APIRequestContext, name: string) {
  const school = (await (await admin.get('/api/schools/demo/details/')).json()) as { id: number };
  const base = `/api/schools/${school.id}/integrations/`;
  const list = (await (await admin.get(base)).json()) as { id: number; name: string }[];
  for (const integration of list.filter((i) => i.name === name)) {
    expect((await admin.delete(`${base}${integration.id}/`)).status()).toBe(204);
  }
}

test('fr: the admin adds an integration with a token and a mapping, then tests it', async ({
  page,
}) => {
  test.setTimeout(budget(30_000));
  const name = `Annuaire ${Date.now() % 1_000_000}`;
  const admin = await apiSignIn(ADMIN);
  try {
    await signInAs(page, ADMIN);
    await page.goto('/settings/school?section=integrations');
    const seeded = page.getByTestId('integration-card').filter({ hasText: 'CRM des diplômés' });
    await expect(seeded).toContainText('Désactivée');
    await expect(seeded).toContainText('E-mail → email');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ajouter une intégration' }).click();
    const form = page.getByTestId('integration-add-form');
    await expect(fieldByLabel(form, 'Nom')).toBeFocused();
    await fieldByLabel(form, 'Nom').fill(name);
    await fieldByLabel(form, 'URL de base').fill('ftp://annuaire.example.invalid');
    await fieldByLabel(form, 'Jeton d’accès').fill('jeton-secret-42');
    await form.getByRole('button', { name: 'Ajouter une correspondance' }).click();
    const source = form.getByRole('combobox', { name: /^Notre champ \(1\)/ });
    await expect(source).toBeFocused();
    await source.click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    await fieldByLabel(form, 'Nom de leur champ (1)').fill('contact.email');
    await form.getByRole('button', { name: 'Ajouter l’intégration' }).click();
    await expect(form.getByText(/adresse doit commencer par http/).first()).toBeVisible();
    await expect(fieldByLabel(form, 'URL de base')).toBeFocused();
    await expectAccessible(page);
    await fieldByLabel(form, 'URL de base').fill('https://annuaire.example.invalid/api/');
    await form.getByRole('button', { name: 'Ajouter l’intégration' }).click();
    await expect(page.getByText(`Intégration « ${name} » ajoutée.`)).toBeVisible();

    // The token is said saved, never shown; the test answers in words.
    const card = page.getByTestId('integration-card').filter({ hasText: name });
    await expect(card).toContainText('Jeton enregistré');
    await expect(card).toContainText('E-mail → contact.email');
    await expect(page.getByText('jeton-secret-42')).toHaveCount(0);
    await card.getByRole('button', { name: `Tester la connexion de ${name}` }).click();
    await expect(card.getByTestId('integration-test-result')).toContainText(
      'L’adresse est injoignable',
    );
    await card.getByRole('button', { name: `Modifier l’intégration ${name}` }).click();
    await expect(card.getByText('Un jeton est enregistré.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remplacer le jeton' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await deleteIntegration(admin, name);
    await admin.dispose();
  }
});
