import {
  apiSignIn,
  budget,
  createActiveMember,
  expect,
  expectAccessible,
  open,
  signedInPage,
  test,
} from '../fixtures.ts';

// Issue 33 acceptance, "browser tests fr and en with axe: a mentee requests, the mentor
// accepts, a meeting is logged in the follow-up". Two new members per language, so that no
// other journey's requests count against the mentee's two (spec 2 §9) nor fill the mentor: the
// mentor turns mentoring on in Settings → Mentorship; the mentee finds them on /mentorship and
// asks with a message; the mentor, in a browser of their own, accepts; the mentee logs a meeting
// in /mentorship/followup, which the mentor then reads there too.

const WORDS = {
  fr: {
    prefix: '',
    isMentor: 'Je suis mentor',
    career: 'Évolution de carrière',
    save: 'Enregistrer',
    saved: 'Vos préférences sont enregistrées.',
    search: 'Rechercher',
    ask: (name: string) => `Demander un mentorat à ${name}`,
    dialog: (name: string) => `Demander à ${name} d’être votre mentor`,
    message: 'Message',
    send: 'Envoyer la demande',
    sent: 'Demande envoyée',
    pending: 'En attente',
    accept: (name: string) => `Accepter la demande de ${name}`,
    accepted: 'Acceptée',
    notes: 'Notes',
    log: 'Noter la rencontre',
    met: '1 rencontre',
  },
  en: {
    prefix: '/en',
    isMentor: 'I am a mentor',
    career: 'Career development',
    save: 'Save',
    saved: 'Your preferences are saved.',
    search: 'Search',
    ask: (name: string) => `Ask ${name} for mentoring`,
    dialog: (name: string) => `Ask ${name} to be your mentor`,
    message: 'Message',
    send: 'Send the request',
    sent: 'Request sent',
    pending: 'Pending',
    accept: (name: string) => `Accept ${name}’s request`,
    accepted: 'Accepted',
    notes: 'Notes',
    log: 'Log the meeting',
    met: '1 meeting',
  },
} as const;

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

for (const locale of ['fr', 'en'] as const) {
  const w = WORDS[locale];

  test(`${locale}: a mentee asks a mentor with a message, the mentor accepts, a meeting is logged in the follow-up`, async ({
    browser,
  }) => {
    test.setTimeout(budget(90_000));
    const tag = letters();
    const superUser = await apiSignIn('super@example.org');
    const mentorName = { firstName: 'Romane', lastName: `Mentor${tag}` };
    const menteeName = { firstName: 'Elio', lastName: `Mentore${tag}` };
    const mentor = await createActiveMember(superUser, mentorName);
    const mentee = await createActiveMember(superUser, menteeName);
    await superUser.dispose();
    const mentorFull = `${mentorName.firstName} ${mentorName.lastName}`;
    const menteeFull = `${menteeName.firstName} ${menteeName.lastName}`;
    // Spec 2 §8: a phone number is required to turn mentoring on.
    const mentorApi = await apiSignIn(mentor.email, mentor.password);
    const phone = await mentorApi.patch('/api/users/me/', {
      data: {
        first_name: mentorName.firstName,
        last_name: mentorName.lastName,
        phone: '+33 6 12 34 56 78',
      },
    });
    expect(phone.status(), `phone of the mentor: ${await phone.text()}`).toBe(200);
    await mentorApi.dispose();

    // The mentor turns mentoring on in Settings → Mentorship.
    const pageR = await signedInPage(browser, mentor.email, mentor.password);
    await open(pageR, `${w.prefix}/settings?tab=mentorship`);
    const settings = pageR.getByTestId('mentoring-settings-form');
    await settings.getByLabel(w.isMentor).check();
    await settings.getByRole('checkbox', { name: w.career }).first().check();
    await settings.getByRole('button', { name: w.save }).click();
    await expect(pageR.getByText(w.saved)).toBeVisible();

    // The mentee finds them by name on /mentorship and asks with a message.
    const pageE = await signedInPage(browser, mentee.email, mentee.password);
    await open(pageE, `${w.prefix}/mentorship`);
    await pageE.getByRole('searchbox', { name: w.search, exact: true }).fill(mentorName.lastName);
    const card = pageE.getByTestId('mentor-card').filter({ hasText: mentorFull });
    await expect(pageE.getByTestId('mentor-card')).toHaveCount(1);
    await card.getByRole('button', { name: w.ask(mentorFull) }).click();
    const dialog = pageE.getByRole('dialog', { name: w.dialog(mentorFull) });
    const message = `Bonjour ${tag}, je voudrais changer de métier.`;
    await dialog.getByLabel(w.message).fill(message);
    await expectAccessible(pageE);
    await dialog.getByRole('button', { name: w.send }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(w.sent)).toBeVisible();
    const asked = pageE.getByTestId('matches-mentee').getByTestId('match-item');
    await expect(asked.filter({ hasText: mentorFull }).getByTestId('match-status')).toHaveText(
      w.pending,
    );
    await expectAccessible(pageE);

    // The mentor, in their own browser, reads the request and accepts it.
    await open(pageR, `${w.prefix}/mentorship`);
    const request = pageR
      .getByTestId('matches-mentor')
      .getByTestId('match-item')
      .filter({ hasText: menteeFull });
    await expect(request).toContainText(message);
    await request.getByRole('button', { name: w.accept(menteeFull) }).click();
    await expect(request.getByTestId('match-status')).toHaveText(w.accepted);
    await expectAccessible(pageR);

    // The mentee logs a meeting in the follow-up: it shows in the list and fills month 1.
    await open(pageE, `${w.prefix}/mentorship/followup`);
    const followup = pageE.getByTestId('followup-match').filter({ hasText: mentorFull });
    const notes = `Premier échange ${tag} : CV et réseau.`;
    await followup.getByLabel(w.notes).fill(notes);
    await followup.getByRole('button', { name: w.log }).click();
    await expect(followup.getByTestId('meeting-item').filter({ hasText: notes })).toBeVisible();
    await expect(followup.getByTestId('followup-month').first()).toContainText(w.met);
    await expectAccessible(pageE);

    // The mentor reads it in their follow-up.
    await open(pageR, `${w.prefix}/mentorship/followup`);
    await expect(
      pageR
        .getByTestId('followup-match')
        .filter({ hasText: menteeFull })
        .getByTestId('meeting-item')
        .filter({ hasText: notes }),
    ).toBeVisible();
    await pageE.context().close();
    await pageR.context().close();
  });
}
