import type { Locale, MassMailList } from '@alumni/domain';
import { type EmailContent, labelledLink } from '../../platform/mail-layout.ts';

/**
 * The words of a mass mail around what the admin wrote (issue 34 item 2), in the school's
 * language: why the member receives it (its list) and the unsubscribe link, which every mass
 * mail carries; a test send's subject is marked as such.
 */

const WHY: Record<Locale, Record<MassMailList, string>> = {
  en: {
    newsletter: 'You receive this e-mail because you subscribed to the newsletter of {school}.',
    platform_information:
      'You receive this e-mail because you accepted the information e-mails of {school}.',
  },
  fr: {
    newsletter:
      'Vous recevez cet e-mail car vous êtes abonné(e) à la lettre d’information de {school}.',
    platform_information:
      'Vous recevez cet e-mail car vous avez accepté les e-mails d’information de {school}.',
  },
};
const UNSUBSCRIBE: Record<Locale, string> = { en: 'Unsubscribe', fr: 'Se désabonner' };
const TEST_PREFIX: Record<Locale, string> = { en: '[Test] ', fr: '[Test] ' };

/**
 * The content of one mass mail: the admin's subject and sanitised rich text (`richText`),
 * then a footer saying why the member receives it and the unsubscribe link. `test` marks the
 * subject of a test send. Returns the content for `schoolEmail` (platform/mail-layout.ts).
 */
export function massMailContent(
  locale: Locale,
  mail: {
    schoolName: string;
    subject: string;
    richText: { html: string; text: string };
    list: MassMailList;
    unsubscribeLink: string;
    test?: boolean;
  },
): EmailContent {
  const why = WHY[locale][mail.list].replace('{school}', mail.schoolName);
  return {
    subject: `${mail.test ? TEST_PREFIX[locale] : ''}${mail.subject}`,
    paragraphs: [],
    richText: mail.richText,
    footer: labelledLink(locale, `${why} ${UNSUBSCRIBE[locale]}`, mail.unsubscribeLink),
  };
}
