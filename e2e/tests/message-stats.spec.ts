import { randomUUID } from 'node:crypto';
import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  signInAs,
  test,
} from '../fixtures.ts';

// Issue 32 item 6 "messages can be reported (reports module) … message statistics for super
// users (counts per school and day, no content)", in French and in English: the admin writes to
// a new member, who reports the message; the super user reads the day's counts of the demo
// school in Super-administration → Message stats (no text), downloads them as CSV, then finds
// the reported message, with the conversation's participants, in Validations → Reports.

const SUPER = 'super@example.org';
const ADMIN = 'admin@demo.example.org';
const SCHOOL = 'École Demo';

const TEXTS = {
  fr: {
    prefix: '',
    tab: 'Statistiques des messages',
    total: 'Toutes les écoles',
    schoolTotal: `Total ${SCHOOL}`,
    export: 'Exporter en CSV',
    csvHeader:
      'école;sous-domaine;jour (fuseau de l’école);messages envoyés;conversations actives;expéditeurs distincts',
    reset: '30 derniers jours',
    reportType: 'Type de signalement',
    message: 'Message',
    participants: 'Participants de la conversation',
  },
  en: {
    prefix: '/en',
    tab: 'Message stats',
    total: 'All schools',
    schoolTotal: `${SCHOOL} total`,
    export: 'Export as CSV',
    csvHeader:
      "school;subdomain;day (school's time zone);messages sent;active conversations;distinct senders",
    reset: 'Last 30 days',
    reportType: 'Report type',
    message: 'Message',
    participants: "Conversation's participants",
  },
} as const;

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: a super user reads the message counts per school and day; a reported message reaches the moderators`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(budget(120_000));
    const T = TEXTS[locale];
    const stamp = `${Date.now().toString(36)}${locale}`;
    const text = `Message à signaler ${stamp}`;

    // The admin writes to a new member of demo, who reports the message (through the API).
    const superUser = await apiSignIn(SUPER);
    const member = await createActiveMember(superUser, {
      firstName: 'Inès',
      lastName: `Stat${stamp}`,
    });
    await superUser.dispose();
    const admin = await apiSignIn(ADMIN);
    const opened = await admin.post('/api/conversations/', { data: { participants: [member.id] } });
    expect([200, 201]).toContain(opened.status());
    const conversation = (await opened.json()).id as number;
    const sent = await admin.post(`/api/conversations/${conversation}/messages/`, {
      data: { body: text, client_id: randomUUID(), attachments: [] },
    });
    expect(sent.status()).toBe(201);
    const messageId = (await sent.json()).id as number;
    await admin.dispose();
    const reporter = await apiSignIn(member.email, member.password);
    const reported = await reporter.post('/api/reports/', {
      data: { type: 'message', object_id: messageId, reasons: ['harassment'] },
    });
    expect(reported.status()).toBe(201);
    await reporter.dispose();

    // Message stats: yesterday to tomorrow (UTC), so that the school's own today is in.
    await signInAs(page, SUPER);
    await visit(`${T.prefix}/superadmin?tab=messageStats&from=${day(-1)}&to=${day(1)}`);
    await expect(page.getByRole('tab', { name: T.tab })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByTestId('message-stats');
    await expect(table.getByRole('row', { name: T.schoolTotal })).toBeVisible();
    const total = page.getByTestId('message-stats-total');
    await expect(total).toContainText(T.total);
    // Counts only: the message's text is nowhere on the page.
    await expect(page.getByText(text)).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`message-stats-${locale}.png`),
      fullPage: true,
    });

    // The same lines as CSV, headers in the page's language.
    const href = await page.getByRole('link', { name: T.export }).getAttribute('href');
    expect(href).toContain(`lang=${locale}`);
    const csv = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, href ?? '');
    expect(csv.status).toBe(200);
    expect(csv.text.replace('\uFEFF', '').split('\r\n')[0]).toBe(T.csvHeader);
    expect(csv.text).toContain(`${SCHOOL};demo;`);
    expect(csv.text).not.toContain(text);

    // Back to the default period: the last 30 days, the address without dates.
    await page.getByRole('button', { name: T.reset }).click();
    await expect(page).not.toHaveURL(/from=/);
    await expect(table.getByRole('row', { name: T.schoolTotal })).toBeVisible();
    await expectAccessible(page);

    // Validations → Reports: the message, its sender and the conversation's people, no more.
    await visit(`${T.prefix}/validations?tab=reports`);
    await page.getByRole('combobox', { name: T.reportType }).click();
    await page.getByRole('option', { name: T.message, exact: true }).click();
    const card = page.getByTestId('report-card').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('reported-message')).toContainText(T.participants);
    await expect(card.getByTestId('reported-message')).toContainText(`Stat${stamp}`);
    await expectAccessible(page);
    await card.screenshot({ path: test.info().outputPath(`message-report-${locale}.png`) });
  });
}
