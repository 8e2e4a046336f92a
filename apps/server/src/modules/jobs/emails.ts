import type { Locale } from '@alumni/domain';
import type { EmailContent } from '../../platform/mail-layout.ts';

/**
 * The warning a job ad's author gets 7 days before its archive (issue 15 item 2 "the
 * author is warned 7 days before"), in the school's language.
 */
export function expiryWarningEmail(
  locale: Locale,
  ad: { schoolName: string; firstName: string; position: string; expiresOn: string; link: string },
): EmailContent {
  return locale === 'en'
    ? {
        subject: `${ad.schoolName}: your job ad “${ad.position}” ends in 7 days`,
        paragraphs: [
          `Hello ${ad.firstName},`,
          `Your job ad “${ad.position}” will be archived on ${ad.expiresOn}, after 90 days of publication. If the position is still open, reactivate it once archived with new dates.`,
        ],
        action: { label: 'See the ad', url: ad.link },
      }
    : {
        subject: `${ad.schoolName} : votre offre « ${ad.position} » se termine dans 7 jours`,
        paragraphs: [
          `Bonjour ${ad.firstName},`,
          `Votre offre « ${ad.position} » sera archivée le ${ad.expiresOn}, après 90 jours de publication. Si le poste est toujours ouvert, réactivez-la une fois archivée avec de nouvelles dates.`,
        ],
        action: { label: 'Voir l’offre', url: ad.link },
      };
}
