import {
  fillPlaceholders,
  type Locale,
  type NotificationType,
  PERSONAL_DATA_MESSAGES,
} from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import { type EmailContent, schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * What personal data tells the member (issue 34 item 6): a notification in the bell and a
 * mail, in the school's language, each with a link to Settings → personal data, where the
 * export is downloaded (signed in) and the erasure cancelled. Mails are keyed: a repeated job
 * sends one.
 */

/** Where the member acts: the personal tab of the settings. */
export const PERSONAL_DATA_PAGE = '/settings?tab=personal';

/** A day in the school's time zone, as the school's language writes it. */
export function dayOf(date: Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone,
  }).format(date);
}

export interface Tell {
  db: Db;
  mailer: Mailer;
  urls: PublicUrlConfig;
  school: SchoolRow;
  member: { id: number; email: string; firstName: string };
}

/** Records a notification of `type` for the member (no actor: the platform tells). */
export async function notifyMember(
  t: Pick<Tell, 'db' | 'school' | 'member'>,
  type: NotificationType,
  data: Record<string, unknown>,
): Promise<void> {
  await t.db
    .insert(notifications)
    .values({ schoolId: t.school.id, userId: t.member.id, type, actorId: null, data });
}

/** Mails the member `body` with a button to Settings → personal data; keyed by `key`. */
export async function mailMember(
  t: Tell,
  key: string,
  words: (
    m: (typeof PERSONAL_DATA_MESSAGES)['fr'],
    locale: Locale,
  ) => {
    subject: string;
    body: string;
    button: string;
  },
): Promise<void> {
  const locale = schoolLocale(t.school);
  const m = PERSONAL_DATA_MESSAGES[locale];
  const said = words(m, locale);
  const hello = locale === 'en' ? `Hello ${t.member.firstName},` : `Bonjour ${t.member.firstName},`;
  const content: EmailContent = {
    subject: said.subject,
    paragraphs: [hello, said.body],
    action: { label: said.button, url: schoolUrl(t.urls, t.school, PERSONAL_DATA_PAGE, locale) },
  };
  await t.mailer.send({
    school: t.school,
    to: t.member.email,
    ...schoolEmail(t.school, content, locale),
    key,
  });
}

/** The words of the export-ready mail, the link expiring at `expiresAt`. */
export const exportReadyWords =
  (school: SchoolRow, expiresAt: Date) =>
  (m: (typeof PERSONAL_DATA_MESSAGES)['fr'], locale: Locale) => {
    const date = dayOf(expiresAt, locale, school.timeZone);
    return {
      subject: fillPlaceholders(m.exportMailSubject, { school: school.name }),
      body: fillPlaceholders(m.exportMailBody, { date }),
      button: m.exportMailButton,
    };
  };

/** The words of the erasure-scheduled mail, due at `dueAt`, asked by an admin or the member. */
export const erasureWords =
  (school: SchoolRow, dueAt: Date, byAdmin: boolean) =>
  (m: (typeof PERSONAL_DATA_MESSAGES)['fr'], locale: Locale) => {
    const date = dayOf(dueAt, locale, school.timeZone);
    return {
      subject: fillPlaceholders(m.erasureMailSubject, { school: school.name, date }),
      body: fillPlaceholders(byAdmin ? m.erasureAdminMailBody : m.erasureMailBody, { date }),
      button: m.erasureMailButton,
    };
  };
