import {
  apiSignIn,
  budget,
  expect,
  expectAccessible,
  fieldByLabel,
  open,
  signInAs,
  test,
  waitForSettled,
} from '../fixtures.ts';

// Issue 30, events as their members and organisers find them: the organiser's tabs open on a
// click (item 1); a waiting member is told when a seat frees up and the cancel dialog says
// which button keeps the registration (items 3, 13); the calendar fits a phone (item 12).
// The events are written through the API (events.spec.ts has the form).
const ADMIN = 'admin@demo.example.org';
const MEMBER = 'member@demo.example.org'; // Hélène Lefèvre

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
const SHOTS = process.env.EVENTS_SHOTS; // a folder: screenshots of each page, to look at them

test.use({ actionTimeout: budget(15_000) });

/** The ticket an event written through the API gets unless told: 10 free seats, 2 an order. */
const STANDARD = { name: 'Standard', price_cents: 0, quantity: 10, per_order_limit: 2 };

/** When the events of these tests start: after those of events.spec.ts (the dashboard's). */
const START = new Date(Date.now() + 40 * 86_400_000);

/**
 * An event of the admin's, published and bookable in 40 days (START), written through the
 * API (events.spec.ts has the form). Returns its id, slug and tickets.
 */
async function adminEvent(title: string, tickets = [STANDARD]) {
  const api = await apiSignIn(ADMIN);
  const start = START.getTime();
  const res = await api.post('/api/events/', {
    data: {
      title,
      type: 'on_site',
      address: '1 place Rihour',
      city: 'Lille',
      organizer: 'Association des diplômés',
      start_at: new Date(start).toISOString(),
      end_at: new Date(start + 7_200_000).toISOString(),
      publish_at: new Date(Date.now() - 60_000).toISOString(),
      category: 'networking',
      registration_type: 'internal',
      tickets,
    },
  });
  expect(res.status(), 'event written').toBe(201);
  const event = (await res.json()) as { id: number; slug: string; tickets: { id: number }[] };
  await api.dispose();
  return event;
}

// Issue 30 item 1: on a freshly opened event page, a click on "Participants" or "Pointage"
// (or Enter on the focused tab) changed the address but left the panel on "Événement".
test('an organiser opens the Participants and Check-in tabs by click and keyboard', async ({
  page,
}) => {
  const event = await adminEvent(`Onglets ${unique()}`);
  await signInAs(page, ADMIN);
  await open(page, `/evenements/${event.slug}`);
  const participants = page.getByRole('tab', { name: 'Participants' });
  await participants.click();
  await expect(page).toHaveURL(/\?tab=participants$/);
  await expect(participants).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Exporter');
  const checkIn = page.getByRole('tab', { name: 'Pointage' });
  await checkIn.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=checkin$/);
  await expect(checkIn).toHaveAttribute('aria-selected', 'true');
  await expect(fieldByLabel(page, 'Code de pointage')).toBeVisible();
  await page.getByRole('tab', { name: 'Événement' }).click();
  await expect(page.getByRole('heading', { name: 'Inscription', level: 2 })).toBeVisible();
});

// Issue 30 item 3: a waiting registration was confirmed when a seat freed, but its member
// was told nothing. Item 13: after cancelling, the page asked for the QR code again (409),
// and the dialog's buttons read "Annuler" and "Annuler mon inscription".
test('a waiting member is told of the seat that freed up, and cancels it again', async ({
  page,
}) => {
  const title = `Atelier CV ${unique()}`;
  const event = await adminEvent(title, [{ ...STANDARD, quantity: 1, per_order_limit: 1 }]);
  const registrations = `/api/events/${event.id}/registrations/`;
  const ticket = { ticket_id: event.tickets[0]?.id };
  const admin = await apiSignIn(ADMIN);
  const seat = await (await admin.post(registrations, { data: ticket })).json();
  const member = await apiSignIn(MEMBER);
  const waiting = await member.post(registrations, { data: ticket });
  expect((await waiting.json()).status).toBe('waiting');
  await member.dispose();
  expect((await admin.post(`${registrations}${seat.id}/cancel/`)).ok()).toBe(true);
  await admin.dispose();

  await signInAs(page, MEMBER);
  await open(page, '/dashboard');
  await page.getByRole('button', { name: /^Notifications, \d+ non lue/ }).click();
  const item = page
    .getByRole('menu', { name: 'Notifications' })
    .getByTestId('notification-item')
    .filter({ hasText: title });
  await expect(item).toContainText(
    `Une place s’est libérée : votre inscription à « ${title} » a quitté la liste d’attente.`,
  );
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/evenements/${event.slug}$`));
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmée');
  await expect(page.getByTestId('check-in-code')).toBeVisible();
  await expectAccessible(page);

  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await page.getByRole('button', { name: 'Annuler mon inscription' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Garder mon inscription' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annuler mon inscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('my-registration')).toHaveCount(0);
  await waitForSettled(page);
  expect(refused).toEqual([]);
});

// Issue 30 item 12: the month grid was 656 px wide on a 390 px screen, days off-screen.
test('on a phone, the calendar is an agenda of the month’s days with events', async ({ page }) => {
  const title = `Pot de rentrée ${unique()}`;
  await adminEvent(title);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, MEMBER);
  await open(page, '/evenements?view=calendar');
  // The calendar opens on this month: on to the event's.
  const now = new Date();
  const months = (START.getFullYear() - now.getFullYear()) * 12 + START.getMonth() - now.getMonth();
  for (let i = 0; i < months; i++) {
    await page.getByRole('button', { name: 'Mois suivant' }).click();
  }
  const agenda = page.getByTestId('event-agenda');
  // An event that runs past midnight (its start follows the clock) is listed on each of its
  // days: the first one is in view.
  const link = agenda.getByRole('link', { name: title }).first();
  await expect(link).toBeInViewport();
  await expect(page.getByTestId('event-calendar').getByRole('table')).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/fr-calendar-phone.png`, fullPage: true });
});
