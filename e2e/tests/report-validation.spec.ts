import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSignIn,
  expect,
  expectAccessible,
  open,
  SEED_PASSWORD,
  schoolOrigin,
  signInAs,
  test,
} from '../fixtures.ts';

// Issue 31 item 4, report validation (spec 1 §2 School settings "report validation", §3 School
// flags `validate_report`, §4 Reports; docs/areas/feed.md "Report validation"): the admin turns
// report validation on in the school settings, a member reports a post, and the report waits in
// the validations centre's Reports tab, the post still visible. In campus-en, which the seed
// leaves not validating reports and where no other test reports anything; its two runs (French,
// English) take turns on its flag, each putting it back.
test.describe.configure({ mode: 'serial' });

const ORIGIN = schoolOrigin('campus-en');
const SUPER = 'super@example.org'; // Sophie Marchand: an admin of every school
const MEMBER = 'member@demo.example.org'; // a student of campus-en

const WORDS = {
  fr: {
    section: 'Validation des signalements',
    validate: 'Valider les signalements de publications',
    offHelp: 'le signalement est accepté dès son envoi',
    onHelp: 'la publication reste visible',
    save: 'Enregistrer',
    saved: 'La validation des signalements est enregistrée.',
    actions: 'Actions sur la publication de Sophie Marchand',
    reportPost: 'Signaler cette publication',
    dialog: 'Signaler la publication de Sophie Marchand',
    intro: 'un validateur examinera la publication',
    spam: 'Spam ou publicité',
    send: 'Envoyer le signalement',
    sent: /votre signalement de la publication de Sophie Marchand est transmis/,
    tab: /Signalements/,
    pending: 'En attente',
  },
  en: {
    section: 'Report validation',
    validate: 'Validate post reports',
    offHelp: 'the report is accepted as soon as it is sent',
    onHelp: 'the post stays visible until the report is accepted',
    save: 'Save',
    saved: 'Report validation is saved.',
    actions: "Actions on Sophie Marchand's post",
    reportPost: 'Report this post',
    dialog: "Report Sophie Marchand's post",
    intro: 'a validator will review the post',
    spam: 'Spam or advertising',
    send: 'Send the report',
    sent: /your report of Sophie Marchand's post is passed on/,
    tab: /Reports/,
    pending: 'Pending',
  },
} as const;

/** Sets campus-en's `validate_report` through the API, as its admin. */
async function setValidation(admin: APIRequestContext, on: boolean) {
  const school = (await (await admin.get('/api/schools/campus-en/details/')).json()) as {
    id: number;
  };
  const saved = await admin.put(`/api/schools/${school.id}/report-validation/`, {
    data: { validate_report: on },
  });
  expect(saved.status(), `report validation ${on ? 'on' : 'off'}`).toBe(200);
}

/** Signs `page` in on campus-en as `email`, reading it in `locale` (the school prefers English). */
async function signInOnCampus(page: Page, email: string, locale: 'fr' | 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: ORIGIN }]);
  await signInAs(page, email, SEED_PASSWORD, ORIGIN);
}

for (const locale of ['fr', 'en'] as const) {
  test(`(${locale}) the admin turns report validation on; a member’s post report waits in the Reports tab`, async ({
    page,
    browser,
  }) => {
    const w = WORDS[locale];
    const prefix = locale === 'en' ? '/en' : '';
    const admin = await apiSignIn(SUPER, SEED_PASSWORD, ORIGIN);
    // Off to begin with (the seed has it on, as every school by default).
    await setValidation(admin, false);

    try {
      // The admin turns it on: the help under the switch says what each choice does.
      await signInOnCampus(page, SUPER, locale);
      await open(page, `${ORIGIN}${prefix}/settings/school?section=reportValidation`);
      await expect(page.getByRole('heading', { level: 2, name: w.section })).toBeVisible();
      const form = page.getByTestId('report-validation-form');
      const toggle = form.getByRole('switch', { name: w.validate });
      await expect(toggle).not.toBeChecked();
      await expect(form).toContainText(w.offHelp);
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(form).toContainText(w.onHelp);
      await expectAccessible(page);
      await form.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      // A post of the admin's, reported by a member from the feed.
      const text = `Montre en or ${locale} ${Date.now()}`;
      const post = await admin.post('/api/posts/', { data: { content: `<p>${text}</p>` } });
      expect(post.status(), 'post created').toBe(201);
      const member = await (await browser.newContext()).newPage();
      await signInOnCampus(member, MEMBER, locale);
      await open(member, `${ORIGIN}${prefix}/feed`);
      const card = member.getByTestId('post').filter({ hasText: text });
      await card.getByRole('button', { name: w.actions }).click();
      await member.getByRole('menuitem', { name: w.reportPost }).click();
      const dialog = member.getByRole('dialog', { name: w.dialog });
      // The school validates reports now: the dialog says a validator decides.
      await expect(dialog).toContainText(w.intro);
      await dialog.getByRole('checkbox', { name: w.spam }).check();
      await expectAccessible(member);
      await dialog.getByRole('button', { name: w.send }).click();
      await expect(dialog).toBeHidden();
      await expect(member.getByText(w.sent)).toBeVisible();
      // Pending: the post is still there for everyone.
      await member.reload();
      await expect(member.getByTestId('post').filter({ hasText: text })).toBeVisible();
      await member.context().close();

      // The report waits in the validations centre's Reports tab.
      await open(page, `${ORIGIN}${prefix}/validations?tab=reports`);
      await expect(page.getByRole('tab', { name: w.tab })).toHaveAttribute('aria-selected', 'true');
      const report = page.getByTestId('report-card').filter({ hasText: text });
      await expect(report.getByTestId('report-status')).toHaveText(w.pending);
      await expect(page.getByTestId('reports-not-validated')).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      // Back as the seed has it, for the other run and a rerun.
      await setValidation(admin, true);
      await admin.dispose();
    }
  });
}
