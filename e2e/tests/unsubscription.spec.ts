import { budget, expect, expectAccessible, test, waitForSettled } from '../fixtures.ts';

// Issue 15 item 7, issue 34 item 3 and spec 2 §8 "Invalid unsubscribe token: 'Error! Invalid
// token'": the page a bulk mail's link opens, without signing in. Opening it changes nothing
// (mail scanners open links); the member confirms with a button. A working link is spent in
// emailing.spec.ts and the API tests; here, the page's words and a refused link, and the
// subscription page's refusal of a bad link.

test('the unsubscribe page asks first, then shows the server’s refusal of a bad link (fr), and a link without a token (en)', async ({
  page,
}) => {
  test.setTimeout(budget(30_000));
  await page.goto('/unsubscription?token=not-a-real-token');
  await waitForSettled(page);
  await expect(page.getByRole('heading', { name: 'Désabonnement', level: 1 })).toBeVisible();
  await expect(page.getByText('Ne plus recevoir ce type d’e-mail de cette école')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Me désabonner' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erreur ! Jeton invalide');
  await expect(page.getByRole('button', { name: 'Me désabonner' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/en/unsubscription');
  await waitForSettled(page);
  await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Error! Invalid token');
  await expect(page.getByRole('link', { name: 'My notification settings' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/en/subscription?token=not-a-real-token');
  await waitForSettled(page);
  await expect(page.getByRole('heading', { name: 'My e-mails', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-invalid')).toHaveText('Error! Invalid token');
  await expectAccessible(page);
});
