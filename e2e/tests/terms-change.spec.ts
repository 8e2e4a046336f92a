import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiContext,
  apiSignIn,
  expect,
  expectAccessible,
  mailLink,
  open,
  SEED_PASSWORD,
  schoolOrigin,
  signInAs,
  test,
  waitForShell,
} from '../fixtures.ts';

// Issue 31 item 5, terms change (spec 1 §2 School settings "notifying users of terms change";
// docs/areas/terms.md): the admin publishes new terms with an e-mail to the members; a member
// signs in, is asked to accept them before anything else, accepts, and reaches the dashboard;
// the admin then sees the acceptance with its date. In campus-en: a new version asks every
// member who joined before it, and demo's members sign in throughout the other tests. Its only
// seeded member (member@demo, a student there, whom shell.spec.ts and
// report-validation.spec.ts sign in) accepts through the API right after each publication,
// so that they are not held at the terms step; the journey's member is a new one per run.
test.describe.configure({ mode: 'serial' });

const ORIGIN = schoolOrigin('campus-en');
const SUPER = 'super@example.org'; // Sophie Marchand: an admin of every school, no role here
const SEEDED_MEMBER = 'member@demo.example.org';
const PASSWORD = 'Membre-e2e-2026!';

const WORDS = {
  fr: {
    section: "Notifier les utilisateurs d'un changement des conditions",
    current: 'Conditions en vigueur',
    termsUrl: "Adresse des conditions d'utilisation",
    privacyUrl: 'Adresse de la politique de confidentialité',
    notify: 'Prévenir les membres par e-mail',
    publish: 'Publier les nouvelles conditions',
    confirmTitle: 'Publier les nouvelles conditions\u00a0?',
    confirmMailed: /Chacun recevra un e-mail \(\d+ en tout\), à raison de 60 par minute\./,
    confirm: 'Publier',
    published: /Version \d+ publiée\./,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    dialog: "Nouvelles conditions d'utilisation",
    termsLink: "Conditions d'utilisation",
    privacyLink: 'Politique de confidentialité',
    accept: "J'accepte les conditions d'utilisation et la politique de confidentialité",
    required: 'Cochez la case pour accepter les conditions et continuer.',
    submit: 'Accepter et continuer',
    count: /Membres actifs ayant accepté cette version\u00a0: \d+ sur \d+/,
    latest: 'Dernières acceptations',
    // The mail is in the school's language: campus-en's is English.
    subject: 'our terms of use are changing',
  },
  en: {
    section: 'Notifying users of terms change',
    current: 'Terms in force',
    termsUrl: 'Terms of use address',
    privacyUrl: 'Privacy policy address',
    notify: 'Notify members by e-mail',
    publish: 'Publish the new terms',
    confirmTitle: 'Publish the new terms?',
    confirmMailed: /Each will get an e-mail \(\d+ in all\), at 60 a minute\./,
    confirm: 'Publish',
    published: /Version \d+ published\./,
    email: 'Email address',
    password: 'Password',
    signIn: 'Sign in',
    dialog: 'New terms of use',
    termsLink: 'Terms of use',
    privacyLink: 'Privacy policy',
    accept: 'I accept the terms of use and the privacy policy',
    required: 'Tick the box to accept the terms and go on.',
    submit: 'Accept and continue',
    count: /Active members who accepted this version: \d+ of \d+/,
    latest: 'Latest acceptances',
    subject: 'our terms of use are changing',
  },
} as const;

/**
 * A new active member of campus-en (register, activation link from the outbox, the super
 * user's acceptance of the registration), built through the API; returns their e-mail.
 */
async function createCampusMember(superUser: APIRequestContext, name: string): Promise<string> {
  const email = `e2e-terms-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
  const anonymous = await apiContext(ORIGIN);
  const school = await (await anonymous.get('/api/schools/campus-en/details/')).json();
  const registered = await anonymous.post('/api/registration/', {
    data: {
      account_type: 'community',
      first_name: name,
      last_name: 'Conditions',
      civility: null,
      date_birth: '1991-05-06',
      city: 'Leeds',
      email,
      password: PASSWORD,
      password_confirm: PASSWORD,
      terms_use: true,
      privacy_policy: true,
      role: 4,
      graduation_year: 2014,
      campus: school.campuses[0].id,
    },
  });
  expect(registered.status(), `registration of ${email}`).toBe(201);
  const link = await mailLink(superUser, email, '/registration?token=');
  const token = new URL(link).searchParams.get('token');
  const activated = await anonymous.post('/api/registration/activation/', { data: { token } });
  expect(activated.ok(), 'activation').toBe(true);
  await anonymous.dispose();
  const pending = await (await superUser.get('/api/registrations/')).json();
  const item = pending.results.find((r: { user: { email: string } }) => r.user.email === email);
  if (item) {
    const accepted = await superUser.post(`/api/registrations/${item.id}/accept/`);
    expect(accepted.ok(), 'registration accepted').toBe(true);
  }
  return email;
}

/** Reads campus-en in `locale` (it prefers English; the cookie keeps the French pages French). */
async function useLocale(page: Page, locale: 'fr' | 'en') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: ORIGIN }]);
}

for (const locale of ['fr', 'en'] as const) {
  test(`(${locale}) new terms: the admin publishes and mails them; a member accepts them first, then reaches the dashboard`, async ({
    page,
    browser,
  }) => {
    // A registration, two sign-ins and a notice mail due after the ones before it (60 a minute).
    test.slow();
    const w = WORDS[locale];
    const prefix = locale === 'en' ? '/en' : '';
    const superUser = await apiSignIn(SUPER, SEED_PASSWORD, ORIGIN);
    const firstName = locale === 'en' ? 'Tessa' : 'Thérèse';
    const memberEmail = await createCampusMember(superUser, firstName);
    const stamp = Date.now();
    const termsUrl = `https://www.example.org/campus-en/terms-${stamp}`;
    const privacyUrl = `https://www.example.org/campus-en/privacy-${stamp}`;

    // The admin publishes the new terms, members to be told by e-mail.
    await useLocale(page, locale);
    await signInAs(page, SUPER, SEED_PASSWORD, ORIGIN);
    await open(page, `${ORIGIN}${prefix}/settings/school?section=termsChange`);
    await expect(page.getByRole('heading', { level: 2, name: w.section })).toBeVisible();
    await expect(page.getByRole('region', { name: w.current })).toBeVisible();
    const form = page.getByTestId('terms-change-form');
    await form.getByLabel(w.termsUrl).fill(termsUrl);
    await form.getByLabel(w.privacyUrl).fill(privacyUrl);
    await form.getByLabel(w.notify).check();
    await form.getByRole('button', { name: w.publish }).click();
    const confirm = page.getByRole('dialog', { name: w.confirmTitle });
    await expect(confirm.getByTestId('terms-confirm-mail')).toHaveText(w.confirmMailed);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: w.confirm, exact: true }).click();
    await expect(page.getByText(w.published)).toBeVisible();

    // The seeded member of campus-en accepts at once (other tests sign them in here).
    const seeded = await apiSignIn(SEEDED_MEMBER, SEED_PASSWORD, ORIGIN);
    expect((await seeded.post('/api/users/me/terms/accept/')).status()).toBe(200);
    await seeded.dispose();

    const current = page.getByRole('region', { name: w.current });
    await expect(current.getByRole('link', { name: new RegExp(w.termsLink) })).toHaveAttribute(
      'href',
      termsUrl,
    );
    await expectAccessible(page);

    // The member was told by e-mail, through the mail queue.
    await expect
      .poll(async () => {
        const outbox = await superUser.get(`/api/outbox/?to=${encodeURIComponent(memberEmail)}`);
        const { results } = (await outbox.json()) as {
          results: { subject: string; text: string }[];
        };
        return results.find((mail) => mail.subject.includes(w.subject))?.text ?? '';
      })
      .toContain(termsUrl);

    // The member signs in: the new terms come before anything else.
    const member = await (await browser.newContext()).newPage();
    await useLocale(member, locale);
    await member.goto(`${ORIGIN}${prefix}/login`);
    await waitForShell(member);
    await member.getByLabel(w.email).fill(memberEmail);
    await member.getByLabel(w.password, { exact: true }).fill(PASSWORD);
    await member.getByRole('button', { name: w.signIn }).click();
    const dialog = member.getByRole('dialog', { name: w.dialog });
    await expect(dialog).toBeVisible();
    await expect(member).toHaveURL(/\/login$/);
    await expect(dialog.getByRole('link', { name: new RegExp(w.termsLink) })).toHaveAttribute(
      'href',
      termsUrl,
    );
    await expect(dialog.getByRole('link', { name: new RegExp(w.privacyLink) })).toHaveAttribute(
      'href',
      privacyUrl,
    );
    await expectAccessible(member);
    // Not without the box ticked.
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(dialog.getByText(w.required)).toBeVisible();
    await dialog.getByLabel(w.accept).check();
    await dialog.getByRole('button', { name: w.submit }).click();
    await expect(member).toHaveURL(new RegExp(`${prefix}/dashboard$`));
    await expect(dialog).toHaveCount(0);
    await expectAccessible(member);
    // Accepted: a new page load asks nothing.
    await member.reload();
    await waitForShell(member);
    await expect(member.getByRole('dialog', { name: w.dialog })).toHaveCount(0);
    await member.context().close();

    // The admin sees the acceptance, with its date, in the count.
    await page.reload();
    await waitForShell(page);
    const latest = page.getByRole('list', { name: w.latest });
    await expect(latest).toContainText(`${firstName} Conditions`);
    await expect(latest).toContainText(String(new Date().getFullYear()));
    await expect(page.getByTestId('terms-acceptance-count')).toHaveText(w.count);
    await expectAccessible(page);
    await superUser.dispose();
  });
}
