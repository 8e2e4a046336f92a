import type { Page } from '@playwright/test';
import { apiSignIn, expect, fieldByLabel, TINY_PNG, waitForSettled } from './fixtures.ts';

// The job ad form's steps (features/jobs JobForm, spec 1 §5 Job), shared by the browser
// specs in which a person posts an ad: the school admin (jobs.spec.ts) and an external
// recruiter (job-applications.spec.ts). French labels: both post on the French pages.

/** What a spec writes in the form; choices by their French label (e.g. 'CDI', 'Industrie'). */
export interface JobFormAd {
  position: string;
  company: string;
  city: string;
  contract: string;
  sector: string;
  experience: string;
  category: string;
  salary: string;
  description: string;
  contactEmail?: string;
}

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Opens the form from the jobs list ("Publier une offre") and fills every required field of
 * `ad`, the 200×200 logo uploaded through its file field (the server resizes the tiny PNG)
 * and its preview waited for; the start date and the deadline keep the dates the form
 * proposes. Leaves the form unsent.
 */
export async function fillNewJobAd(page: Page, ad: JobFormAd) {
  await page.goto('/jobs');
  await page.getByRole('link', { name: 'Publier une offre' }).click();
  await expect(page).toHaveURL(/\/jobs\/create$/);
  await waitForSettled(page);
  await fieldByLabel(page, 'Poste').fill(ad.position);
  await fieldByLabel(page, 'Entreprise').fill(ad.company);
  await fieldByLabel(page, 'Ville').fill(ad.city);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('logo-preview').locator('img')).toBeVisible();
  await choose(page, 'Type de contrat', ad.contract);
  await choose(page, 'Secteur d’activité', ad.sector);
  await choose(page, 'Expérience requise', ad.experience);
  await choose(page, 'Métier', ad.category);
  await fieldByLabel(page, 'Salaire brut annuel').fill(ad.salary);
  await fieldByLabel(page, 'Description du poste').fill(ad.description);
  if (ad.contactEmail) await fieldByLabel(page, 'E-mail de contact').fill(ad.contactEmail);
}

/**
 * Sends the filled form with the button it shows, whichever the school's `validate_jobads`
 * gave it ("Soumettre pour validation" or "Publier"), waits for the ad's page and returns the
 * ad's id and the status the server gave it (the server decides: the setting may change
 * between the form's load and its sending when another spec toggles it).
 */
export async function sendJobAd(page: Page, position: string) {
  await page.getByRole('button', { name: /^(Soumettre pour validation|Publier)$/ }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: position })).toBeVisible();
  const id = Number(/\/jobs\/(\d+)$/.exec(page.url())?.[1]);
  // The page shows a status badge only for an ad that is not active: the page asks the API, as
  // its signed-in author (Node does not resolve the school's `*.localhost` host: fixtures.ts).
  const status = await page.evaluate(async (adId) => {
    const response = await fetch(`/api/jobs/${adId}/`);
    return ((await response.json()) as { status: string }).status;
  }, id);
  expect(['pending', 'active']).toContain(status);
  return { id, pending: status === 'pending' };
}

/** validator@demo validates pending ad `id` through the API; the ad is then active. */
export async function validateJobAd(id: number) {
  const validator = await apiSignIn('validator@demo.example.org');
  const review = await validator.post(`/api/jobs/${id}/review/`, {
    data: { decision: 'validate' },
  });
  expect(review.status(), 'validation').toBe(200);
  expect(((await review.json()) as { status: string }).status).toBe('active');
  await validator.dispose();
}
