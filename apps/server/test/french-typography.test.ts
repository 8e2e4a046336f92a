/// <reference types="vite/client" />
import { frenchSpacingMistakes, type Locale } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { resetEmailContent } from '../src/modules/auth/emails.ts';
import { massMailContent } from '../src/modules/emailing/emails.ts';
import { eventLinkLabel, promotionEmail } from '../src/modules/events/emails.ts';
import {
  activationReminderEmail,
  importDecidedEmail,
  invitationEmail,
} from '../src/modules/imports/emails.ts';
import {
  expiryWarningEmail,
  newApplicationEmail,
  updateLinkEmail,
  weeklySummaryEmail,
} from '../src/modules/jobs/emails.ts';
import { mentorshipEmail } from '../src/modules/mentorship/emails.ts';
import { registrationEmails } from '../src/modules/registration/emails.ts';
import { termsChangeEmail } from '../src/modules/terms/emails.ts';
import { NO_ACTIVE_ROLE } from '../src/modules/validators/routes.ts';
import { CLIENT_ERROR_WORDS } from '../src/platform/client-errors.ts';
import { type EmailContent, schoolEmail } from '../src/platform/mail-layout.ts';
import { MESSAGES } from '../src/platform/messages.ts';

// Issue 30 item 8: French puts a no-break space before : ; ? ! and inside « ». The web's
// and the domain's catalogues are checked (their own tests); the server's words, the mails
// above all ("Voir l'événement: http…", "École Demo : votre place à « Gala »"), were not.

const school = { name: 'École Demo', primaryColor: '#1c4e80', secondaryColor: '#ffb600' };
const link = 'https://demo.alumni.example/jobs/update?token=a1b2';
const who = { schoolName: school.name, firstName: 'Ada' };

/**
 * Every mail the server writes, in `locale`, each of its variants once, under its builder's
 * name (and the variant's, in brackets).
 */
function mails(locale: Locale): Record<string, EmailContent | string> {
  const promotion = { ...who, title: 'Gala', when: '29 novembre 2026 à 19:00', seats: 2 };
  const decided = { fileName: 'eleves.csv', schoolName: school.name, created: 2 };
  const ad = { position: 'Data engineer', company: 'Acme', city: 'Lyon', link };
  return {
    resetEmailContent: resetEmailContent(locale, school.name, 'Ada', link),
    eventLinkLabel: eventLinkLabel(locale),
    promotionEmail: promotionEmail(locale, {
      ...promotion,
      ticket: 'Standard',
      status: 'confirmed',
      link,
    }),
    'promotionEmail (pending)': promotionEmail(locale, {
      ...promotion,
      seats: 1,
      ticket: 'Standard',
      status: 'pending',
      link,
    }),
    invitationEmail: invitationEmail(locale, school.name, 'Ada', link),
    activationReminderEmail: activationReminderEmail(locale, school.name, 'Ada', link),
    importDecidedEmail: importDecidedEmail(locale, { ...decided, applied: true }, 'Ada', link),
    'importDecidedEmail (rejected)': importDecidedEmail(
      locale,
      { ...decided, applied: false },
      'Ada',
      link,
    ),
    expiryWarningEmail: expiryWarningEmail(locale, {
      ...who,
      position: 'Data engineer',
      expiresOn: '29 novembre 2026',
      link,
    }),
    weeklySummaryEmail: weeklySummaryEmail(locale, {
      ...who,
      ads: [ad],
      jobsLink: link,
      unsubscribeLink: link,
    }),
    'weeklySummaryEmail (two ads)': weeklySummaryEmail(locale, {
      ...who,
      ads: [ad, { ...ad, position: 'Chef de projet' }],
      jobsLink: link,
      unsubscribeLink: link,
    }),
    massMailContent: massMailContent(locale, {
      schoolName: school.name,
      subject: 'La lettre d’information',
      richText: { html: '<p>Bonjour à tous</p>', text: 'Bonjour à tous' },
      list: 'newsletter',
      unsubscribeLink: link,
    }),
    'massMailContent (information, test)': massMailContent(locale, {
      schoolName: school.name,
      subject: 'Information',
      richText: { html: '<p>Nouveauté</p>', text: 'Nouveauté' },
      list: 'platform_information',
      unsubscribeLink: link,
      test: true,
    }),
    updateLinkEmail: updateLinkEmail(locale, {
      schoolName: school.name,
      position: 'Data engineer',
      company: 'Acme',
      expiresOn: '29 novembre 2026',
      link,
    }),
    newApplicationEmail: newApplicationEmail(locale, {
      ...who,
      applicant: 'Grace Hopper',
      position: 'Data engineer',
      link,
    }),
    termsChangeEmail: termsChangeEmail(locale, {
      ...who,
      termsUseUrl: 'https://www.example.org/demo/cgu',
      privacyPolicyUrl: 'https://www.example.org/demo/confidentialite',
      signInLink: link,
    }),
    'registrationEmails.activation': registrationEmails.activation(
      locale,
      school.name,
      'Ada',
      link,
    ),
    'registrationEmails.alreadyRegistered': registrationEmails.alreadyRegistered(
      locale,
      school.name,
      'Ada',
      link,
    ),
    'registrationEmails.accepted': registrationEmails.accepted(locale, school.name, 'Ada', link),
    'registrationEmails.refused': registrationEmails.refused(locale, school.name, 'Ada'),
    ...Object.fromEntries(
      (
        ['request', 'accepted', 'refused', 'cancelled', 'reminder', 'timed_out', 'nudge'] as const
      ).map((kind) => [
        `mentorshipEmail (${kind})`,
        mentorshipEmail(locale, kind, { ...who, other: 'Grace Hopper', reason: 'Trop pris', link }),
      ]),
    ),
  };
}

/** What a mail's reader sees: its subject and the text version the layout writes. */
const readText = (mail: EmailContent | string, locale: Locale) =>
  typeof mail === 'string'
    ? [mail]
    : [mail.subject, schoolEmail(school, mail, locale).text, mail.action?.label ?? ''];

/** The French side of a message table: its strings, and its functions' words for 1 and 2. */
const frenchOf = (table: Record<string, unknown>): [string, string][] =>
  Object.entries(table).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[key, value]];
    if (typeof value === 'function') return [1, 2].map((n) => [`${key}(${n})`, value(n)]);
    return [];
  });

const mistakesIn = (texts: [string, string][]) =>
  texts.flatMap(([where, text]) =>
    frenchSpacingMistakes(text).map((mistake) => `${where}: ${mistake}`),
  );

/** The modules' mail builders: each must be written out above (a new one fails this list). */
const BUILDERS = import.meta.glob<Record<string, unknown>>('../src/modules/*/emails.ts', {
  eager: true,
});

describe('French typography of the server’s words', () => {
  it('covers every mail builder of the modules', () => {
    const built = new Set(Object.keys(mails('fr')).map((key) => key.split(' ')[0]));
    const exported = Object.values(BUILDERS).flatMap((module) =>
      Object.entries(module).flatMap(([name, value]) =>
        typeof value === 'function'
          ? [name]
          : Object.keys(value as object).map((key) => `${name}.${key}`),
      ),
    );
    expect(exported.filter((name) => !built.has(name))).toEqual([]);
  });

  it('mails: a no-break space before : ; ? ! and inside « », the button line too', () => {
    const texts = Object.entries(mails('fr')).flatMap(([name, mail]) =>
      readText(mail, 'fr').map((text): [string, string] => [name, text]),
    );
    expect(mistakesIn(texts)).toEqual([]);
  });

  it('mails in English keep English typography', () => {
    const texts = Object.values(mails('en')).flatMap((mail) => readText(mail, 'en'));
    for (const text of texts) expect(text).not.toMatch(/[\u00a0\u202f]/);
  });

  it('error messages: a no-break space before : ; ? ! and inside « »', () => {
    expect(
      mistakesIn([
        ...frenchOf(MESSAGES.fr),
        ...frenchOf(CLIENT_ERROR_WORDS.fr),
        ['NO_ACTIVE_ROLE', NO_ACTIVE_ROLE.fr],
      ]),
    ).toEqual([]);
  });
});
