import type { Locale } from '@alumni/domain';
import { type EmailContent, labelledLink } from '../../platform/mail-layout.ts';

/**
 * The mail telling a member that the school's terms changed (issue 31 item 5), in `locale`:
 * the two new addresses, that they will be asked to accept them at their next sign-in, and a
 * button to sign in.
 */
export function termsChangeEmail(
  locale: Locale,
  mail: {
    schoolName: string;
    firstName: string;
    termsUseUrl: string | null;
    privacyPolicyUrl: string | null;
    signInLink: string;
  },
): EmailContent {
  const en = locale === 'en';
  const links = [
    mail.termsUseUrl &&
      labelledLink(locale, en ? 'Terms of use' : 'Conditions d’utilisation', mail.termsUseUrl),
    mail.privacyPolicyUrl &&
      labelledLink(
        locale,
        en ? 'Privacy policy' : 'Politique de confidentialité',
        mail.privacyPolicyUrl,
      ),
  ].filter((line): line is string => Boolean(line));
  return en
    ? {
        subject: `${mail.schoolName}: our terms of use are changing`,
        paragraphs: [
          `Hello ${mail.firstName},`,
          `${mail.schoolName} has updated the terms of use and the privacy policy of its network:`,
          ...links,
          'You will be asked to accept them the next time you sign in.',
        ],
        action: { label: 'Sign in', url: mail.signInLink },
      }
    : {
        subject: `${mail.schoolName}\u00a0: nos conditions d’utilisation évoluent`,
        paragraphs: [
          `Bonjour ${mail.firstName},`,
          `${mail.schoolName} a mis à jour les conditions d’utilisation et la politique de confidentialité de son réseau\u00a0:`,
          ...links,
          'Il vous sera demandé de les accepter à votre prochaine connexion.',
        ],
        action: { label: 'Se connecter', url: mail.signInLink },
      };
}
