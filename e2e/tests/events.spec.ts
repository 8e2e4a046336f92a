import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  frenchDate,
  open,
  pickDateTime,
  schoolDatabaseSql,
  signedInPage,
  signInAs,
  TINY_PNG,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Issue 14 "Events", the web side: an admin creates an event with two ticket types and a
// member books a seat through the three steps, sees its QR code, and the admin checks them in
// by its code, twice (French); a member's event, on a school that
// validates events, is refused with a reason, fixed, resubmitted and validated (English).
// Both in one worker, in order: the second turns `validate_event` on in the suite's database
// (no screen sets it yet) and off again at the end.
const ADMIN = 'admin@demo.example.org';
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre
const VALIDATOR = 'validator@demo.example.org';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.EVENTS_SHOTS; // a folder: screenshots of each page, to look at them

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A form control by its label, required ones included (their label ends with an asterisk). */
const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** The day `days` from now, 'YYYY-MM-DD' (browser's time zone). */
function dayIn(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Waits until the server sees the demo school validating (or not) events. */
async function expectEventValidation(api: APIRequestContext, on: boolean) {
  await expect
    .poll(
      async () => {
        const details = await (await api.get('/api/schools/demo/details/')).json();
        return details.flags.validate_event as boolean;
      },
      { message: `demo's validate_event is ${on}`, timeout: 30_000 },
    )
    .toBe(on);
}

test.use({ actionTimeout: budget(15_000) });
test.describe.configure({ mode: 'serial' });

test('an admin creates an event with two ticket types; a member books in three steps (French)', async ({
  page,
  browser,
}) => {
  // The dates picked in calendars (four fields) take a few seconds more than typed ones did.
  test.setTimeout(budget(90_000));
  const title = `Gala des diplômés ${unique()}`;

  await signInAs(page, ADMIN);
  await open(page, '/evenements');
  await page.getByRole('link', { name: 'Créer un événement' }).click();
  await expect(page).toHaveURL(/\/evenements\/create$/);
  await waitForSettled(page);
  await field(page, 'Titre').fill(title);
  await field(page, 'Description').fill('Dîner et soirée dansante.');
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('cover-preview').locator('img')).toBeVisible();
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option', { name: 'Réseautage' }).click();
  await field(page, 'Organisateur').fill('Association des diplômés');
  await field(page, 'Adresse').fill('1 place Rihour');
  await field(page, 'Ville').fill('Lille');
  // Issue 30 item 8: the dates are picked in a French calendar and written in French
  // ('10 décembre 2026 à 19:00'), not the browser's '12/10/2026, 07:00 PM'.
  // By keyboard: Enter opens the calendar, Escape closes it and gives the field its focus back.
  await fieldByLabel(page, 'Début').focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog').filter({ has: page.getByLabel('Heures') });
  await expect(calendar).toBeVisible();
  // Mantine moves the focus into the calendar after it opens (a timer, then a frame): an Escape
  // pressed before that went to no one on a loaded CI run (2026-11-29). Wait for the page's
  // next timer and two frames, as a person waits to see the calendar.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
  );
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(fieldByLabel(page, 'Début')).toBeFocused();
  await pickDateTime(page, 'Début', dayIn(12), '19:00');
  await expect(fieldByLabel(page, 'Début')).toHaveText(`${frenchDate(dayIn(12))} à 19:00`);
  await expect(fieldByLabel(page, 'Date de publication')).toHaveText(
    /^\d{1,2} [a-zéû]+ \d{4} à \d{2}:\d{2}$/,
  );
  // Issue 30 item 13: the dates' errors showed only once every other field was filled.
  await pickDateTime(page, 'Fin', dayIn(12), '18:00');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect(
    page.getByText('La date de fin doit être postérieure à la date de début.'),
  ).toBeVisible();
  await pickDateTime(page, 'Fin', dayIn(12), '23:00');
  const first = page.getByRole('group', { name: 'Billet 1' });
  await field(first, 'Nom du billet').fill('Standard');
  await field(first, 'Places par commande au plus').fill('2');
  // The ticket's sales window too: its end picked in the same French calendar.
  await pickDateTime(page, 'Fin des ventes', dayIn(11), '12:00');
  await expect(fieldByLabel(first, 'Fin des ventes')).toHaveText(
    `${frenchDate(dayIn(11))} à 12:00`,
  );
  await page.getByRole('button', { name: 'Ajouter un billet' }).click();
  const second = page.getByRole('group', { name: 'Billet 2' });
  await field(second, 'Nom du billet').fill('VIP');
  await field(second, 'Prix (EUR)').fill('15');
  await field(second, 'Nombre de places').fill('5');
  await expectAccessible(page);
  await shot(page, 'fr-form-new');
  await page.getByRole('button', { name: 'Publier' }).click();

  await expect(page).toHaveURL(/\/evenements\/gala-des-diplomes-/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('event-ticket')).toHaveCount(2);
  await expect(page.getByTestId('event-ticket').nth(1)).toContainText('15,00 €');
  // The cover in its reserved box; times in the school's zone, named.
  const cover = page.getByTestId('event-cover').locator('img');
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(806);
  await expect(page.getByTestId('event-facts')).toContainText(
    /19:00\s–\s23:00 \(heure d’Europe centrale\)/,
  );
  await expectAccessible(page);
  const slug = new URL(page.url()).pathname.split('/').pop() as string;

  // The member finds it in the list and on the calendar, and books a VIP seat.
  const member = await signedInPage(browser, MEMBER);
  await open(member, '/evenements');
  await expect(member.getByTestId('event-card').filter({ hasText: title })).toBeVisible();
  await shot(member, 'fr-list');
  await field(member, 'Rechercher par titre').fill(title.split(' ').pop() as string);
  await expect(member).toHaveURL(/[?&]q=/);
  await expect(member.getByTestId('events-count')).toHaveText('1 événement à venir');
  await member.locator('label', { hasText: 'Calendrier' }).click();
  // The calendar opens on this month (issue 30 item 13); the event is in 12 days.
  const monthName = (date: Date) =>
    new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).format(date);
  await expect(member.getByRole('heading', { name: monthName(new Date()) })).toBeVisible();
  if (new Date(Date.now() + 12 * 86_400_000).getMonth() !== new Date().getMonth()) {
    await member.getByRole('button', { name: 'Mois suivant' }).click();
  }
  await expect(member.getByTestId('calendar-event').filter({ hasText: title })).toBeVisible();
  await expectAccessible(member);
  await shot(member, 'fr-calendar');
  // The map places it in Lille, its place listed under the map with a link to it.
  await member.locator('label', { hasText: 'Carte' }).click();
  const lille = member.getByTestId('events-map-place').filter({ hasText: 'Lille' });
  await expect(lille.getByRole('link', { name: title })).toBeVisible();
  await expect(member.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expectAccessible(member);
  await shot(member, 'fr-map');
  await open(member, `/evenements/${slug}`);
  await member.getByRole('radio', { name: /^VIP/ }).check();
  // Issue 30 item 10: after each step's button the focus fell to <body>; it goes to the
  // next step's heading.
  await member.getByRole('button', { name: 'Continuer' }).click();
  await expect(member.getByRole('heading', { name: 'Étape 2 sur 3 : Coordonnées' })).toBeFocused();
  await expect(member.getByTestId('booking-contact').getByLabel('E-mail')).toHaveValue(MEMBER);
  await expectAccessible(member);
  await member.getByRole('button', { name: 'Continuer' }).click();
  await expect(member.getByRole('heading', { name: 'Étape 3 sur 3 : Confirmation' })).toBeFocused();
  await expect(member.getByTestId('booking-summary')).toContainText('VIP');
  await shot(member, 'fr-booking-confirmation');
  await member.getByRole('button', { name: 'Confirmer l’inscription' }).click();
  await expect(
    member.getByRole('heading', { name: 'Votre inscription est confirmée.' }),
  ).toBeFocused();
  await expect(member.getByTestId('booking-result')).toContainText(
    'Votre inscription est confirmée.',
  );
  await expect(member.getByTestId('booking-result')).toContainText('15,00 €');
  await expect(member.getByTestId('registration-status')).toHaveText('Confirmée');
  await expect(member.getByTestId('event-ticket').nth(1)).toContainText('4 places restantes');
  await expectAccessible(member);
  await shot(member, 'fr-booked');
  // Item 7: the member's QR code with its check-in code written under it, and the .ics link.
  await expect(
    member.getByRole('img', {
      name: 'QR code de votre inscription « VIP », à présenter à l’entrée',
    }),
  ).toBeVisible();
  const code = (await member.getByTestId('check-in-code').innerText()).replace(/\s/g, '');
  // Issue 30 item 9: 8 characters a person reads out (no I, L, O, U), not 32 hex ones.
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
  await expect(member.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' })).toHaveAttribute(
    'href',
    /^\/api\/events\/\d+\/calendar\/$/,
  );
  await shot(member, 'fr-qr');
  // My participations: the member makes their private calendar link, shown once.
  await open(member, '/evenements?filter=mine');
  await member.getByRole('button', { name: 'Créer mon lien d’agenda' }).click();
  await expect(member.getByLabel('Votre lien d’agenda')).toHaveValue(
    /\/api\/events\/calendar-feed\/[^/]+\/$/,
  );
  await expectAccessible(member);
  await shot(member, 'fr-feed');
  // The organiser (admin) checks the member in by that code; a second time says since when.
  await open(page, `/evenements/${slug}?tab=checkin`);
  await expect(page.getByRole('tab', { name: 'Pointage' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const checkIn = page.getByRole('button', { name: 'Pointer', exact: true });
  await field(page, 'Code de pointage').fill(code.toUpperCase());
  await checkIn.click();
  const result = page.getByTestId('check-in-result');
  await expect(result).toContainText('Arrivée enregistrée.');
  await expect(result).toContainText('Hélène Lefèvre, billet « VIP »');
  await expect(field(page, 'Code de pointage')).toHaveValue('');
  // Issue 30 item 9: the next code's error replaces the previous arrival's green answer.
  await field(page, 'Code de pointage').fill('ZZ');
  await checkIn.click();
  await expect(page.getByText('Ce code n’a pas le bon format')).toBeVisible();
  await expect(result).toBeEmpty();
  // Read out as heard: lower case, in two groups.
  await field(page, 'Code de pointage').fill(`${code.slice(0, 4)} ${code.slice(4)}`.toLowerCase());
  await checkIn.click();
  await expect(result).toContainText(/Déjà pointé·e à \d{2}:\d{2}\./);
  await expect(page.getByTestId('checkin-row').filter({ hasText: 'Hélène Lefèvre' })).toContainText(
    /Arrivé·e à \d{2}:\d{2}/,
  );
  await expectAccessible(page);
  await shot(page, 'fr-checkin');
  if (SHOTS) {
    await page.getByRole('tab', { name: 'Participants' }).click();
    await expect(page.getByTestId('participant-row')).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, 'fr-participants');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);
    await shot(page, 'fr-participants-mobile');
    await page.getByRole('tab', { name: 'Pointage' }).click();
    await expectAccessible(page);
    await shot(page, 'fr-checkin-mobile');
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  // The dashboard lists it among the upcoming events.
  await open(member, '/dashboard');
  await expect(
    member.getByTestId('upcoming-events').getByTestId('event-card').filter({ hasText: title }),
  ).toBeVisible();
  if (SHOTS) {
    // Mobile width, to look at.
    await member.setViewportSize({ width: 390, height: 844 });
    await waitForSettled(member);
    await open(member, `/evenements/${slug}`);
    await shot(member, 'fr-event-mobile');
    await open(member, '/evenements?view=calendar');
    await shot(member, 'fr-calendar-mobile');
  }
  await member.context().close();
});

test.describe('with event validation on', () => {
  let anonymousApi: APIRequestContext;

  test.beforeAll(async () => {
    test.skip(
      !schoolDatabaseSql("UPDATE schools SET validate_event = true WHERE subdomain = 'demo'"),
      'needs the PostgreSQL database (DATABASE_URL) to turn on event validation',
    );
    anonymousApi = await apiContext();
    await expectEventValidation(anonymousApi, true);
  });

  test.afterAll(async () => {
    if (!anonymousApi) return;
    schoolDatabaseSql("UPDATE schools SET validate_event = false WHERE subdomain = 'demo'");
    await anonymousApi.dispose();
  });

  test('a member’s event is refused with a reason, fixed, resubmitted and validated (English)', async ({
    page,
    browser,
  }) => {
    test.setTimeout(budget(60_000));
    const title = `Alumni football match ${unique()}`;
    const reason = 'Please give the stadium’s address.';
    // The member's event, written through the API: the form is the first test's subject.
    const api = await apiSignIn(MEMBER);
    const day = 86_400_000;
    const body = {
      title,
      type: 'on_site',
      address: 'Stadium',
      city: 'Lille',
      organizer: 'Sports club',
      start_at: new Date(Date.now() + 20 * day).toISOString(),
      end_at: new Date(Date.now() + 20 * day + 7_200_000).toISOString(),
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      category: 'sport',
      registration_type: 'none',
    };
    // The server's row of the school may still say "no validation" for a few seconds after
    // its details do (two caches, each of SCHOOL_CACHE_TTL_MS): an event published meanwhile
    // is deleted and written again.
    let slug = '';
    await expect
      .poll(
        async () => {
          const created = await api.post('/api/events/', { data: body });
          expect(created.status()).toBe(201);
          const event = await created.json();
          if (event.status === 'published') await api.delete(`/api/events/${event.id}/`);
          slug = event.slug;
          return event.status;
        },
        { message: 'the member’s event waits for validation', timeout: 30_000 },
      )
      .toBe('pending');
    await api.dispose();

    // The validator refuses it with a reason from the Events tab.
    const validator = await signedInPage(browser, VALIDATOR);
    await open(validator, '/en/validations?tab=events');
    const row = validator.getByTestId('pending-event').filter({ hasText: title });
    await expect(row).toBeVisible();
    await shot(validator, 'en-validations-events');
    await row.getByRole('button', { name: `Refuse “${title}”` }).click();
    await field(validator, 'Reason for refusal').fill(reason);
    await expectAccessible(validator);
    const dialog = validator.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Refuse', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The member reads the reason, fixes the address and submits it again.
    await signInAs(page, MEMBER);
    await open(page, `/en/evenements/${slug}`);
    await expect(page.getByTestId('event-status')).toHaveText('Refused');
    await expect(page.getByTestId('refusal-reason')).toContainText(reason);
    await page.getByRole('link', { name: 'Edit' }).click();
    await waitForSettled(page);
    await field(page, 'Address').fill('Stade Pierre-Mauroy, 261 boulevard de Tournai');
    await expectAccessible(page);
    await shot(page, 'en-form-refused');
    await page.getByRole('button', { name: 'Submit for validation' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/evenements/${slug}$`));
    await expect(page.getByTestId('event-status')).toHaveText('Waiting for validation');

    // The validator validates it; the member reads it published, with its history.
    await validator.reload();
    await waitForSettled(validator);
    await validator.getByRole('button', { name: `Validate “${title}”` }).click();
    await expect(validator.getByTestId('pending-event').filter({ hasText: title })).toHaveCount(0);
    await validator.context().close();
    await page.reload();
    await waitForSettled(page);
    await expect(page.getByTestId('event-status')).toHaveCount(0);
    await expect(page.getByTestId('history-reason')).toContainText(reason);
    await expectAccessible(page);
    await shot(page, 'en-event-published');
  });
});
