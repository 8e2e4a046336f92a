import type { Locale } from '@alumni/domain';
import { type EmailContent, labelledLink } from '../../platform/mail-layout.ts';

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
        subject: `${ad.schoolName}\u00a0: votre offre «\u00a0${ad.position}\u00a0» se termine dans 7 jours`,
        paragraphs: [
          `Bonjour ${ad.firstName},`,
          `Votre offre «\u00a0${ad.position}\u00a0» sera archivée le ${ad.expiresOn}, après 90 jours de publication. Si le poste est toujours ouvert, réactivez-la une fois archivée avec de nouvelles dates.`,
        ],
        action: { label: 'Voir l’offre', url: ad.link },
      };
}

/**
 * The weekly summary of new job ads (issue 15 item 7), in the school's language: one line
 * per ad, a button to the jobs page, and how to stop these mails (the notification settings).
 */
export function weeklySummaryEmail(
  locale: Locale,
  mail: {
    schoolName: string;
    firstName: string;
    ads: { position: string; company: string; city: string; link: string }[];
    jobsLink: string;
    unsubscribeLink: string;
  },
): EmailContent {
  const lines = mail.ads.map((ad) =>
    labelledLink(locale, `• ${ad.position} — ${ad.company}, ${ad.city}`, ad.link),
  );
  return locale === 'en'
    ? {
        subject: `${mail.schoolName}: ${mail.ads.length} new job ad${mail.ads.length > 1 ? 's' : ''} this week`,
        paragraphs: [`Hello ${mail.firstName},`, 'New job ads on the network this week:', ...lines],
        action: { label: 'See the job ads', url: mail.jobsLink },
        footer: labelledLink(
          locale,
          'You receive this weekly summary because you asked for it. Unsubscribe',
          mail.unsubscribeLink,
        ),
      }
    : {
        subject: `${mail.schoolName}\u00a0: ${mail.ads.length} nouvelle${mail.ads.length > 1 ? 's' : ''} offre${mail.ads.length > 1 ? 's' : ''} cette semaine`,
        paragraphs: [
          `Bonjour ${mail.firstName},`,
          'Les nouvelles offres du réseau cette semaine\u00a0:',
          ...lines,
        ],
        action: { label: 'Voir les offres', url: mail.jobsLink },
        footer: labelledLink(
          locale,
          'Vous recevez ce récapitulatif hebdomadaire à votre demande. Se désabonner',
          mail.unsubscribeLink,
        ),
      };
}

/**
 * The update link of a job ad, to its contact email (issue 15 item 3): the recruiter, who may
 * have no account here, edits or closes the ad through it until `expiresOn`; in the school's
 * language.
 */
export function updateLinkEmail(
  locale: Locale,
  mail: { schoolName: string; position: string; company: string; expiresOn: string; link: string },
): EmailContent {
  return locale === 'en'
    ? {
        subject: `${mail.schoolName}: update your job ad “${mail.position}”`,
        paragraphs: [
          'Hello,',
          `Your job ad “${mail.position}” (${mail.company}) is posted on the ${mail.schoolName} network. Through the link below you can correct it or close it once the position is filled, without an account.`,
          `The link works until ${mail.expiresOn}. Keep it to yourself: whoever has it can change the ad.`,
        ],
        action: { label: 'Update the ad', url: mail.link },
      }
    : {
        subject: `${mail.schoolName}\u00a0: mettez à jour votre offre «\u00a0${mail.position}\u00a0»`,
        paragraphs: [
          'Bonjour,',
          `Votre offre «\u00a0${mail.position}\u00a0» (${mail.company}) est publiée sur le réseau ${mail.schoolName}. Le lien ci-dessous permet de la corriger ou de la clôturer une fois le poste pourvu, sans compte.`,
          `Le lien fonctionne jusqu’au ${mail.expiresOn}. Gardez-le pour vous\u00a0: qui le détient peut modifier l’offre.`,
        ],
        action: { label: 'Mettre à jour l’offre', url: mail.link },
      };
}

/**
 * A new application to a job ad, to its author (issue 30 item 3), in the school's language:
 * who applied, and a button to the ad, where the author reads the applications.
 */
export function newApplicationEmail(
  locale: Locale,
  mail: {
    schoolName: string;
    firstName: string;
    applicant: string;
    position: string;
    link: string;
  },
): EmailContent {
  return locale === 'en'
    ? {
        subject: `${mail.schoolName}: new application to “${mail.position}”`,
        paragraphs: [
          `Hello ${mail.firstName},`,
          `${mail.applicant} applied to your job ad “${mail.position}”. Their message and CV are with the ad’s applications.`,
        ],
        action: { label: 'See the applications', url: mail.link },
        footer:
          'You receive this e-mail because you posted this ad. Turn these e-mails off in your notification settings (platform information).',
      }
    : {
        subject: `${mail.schoolName}\u00a0: nouvelle candidature à «\u00a0${mail.position}\u00a0»`,
        paragraphs: [
          `Bonjour ${mail.firstName},`,
          `${mail.applicant} a postulé à votre offre «\u00a0${mail.position}\u00a0». Son message et son CV sont dans les candidatures de l’offre.`,
        ],
        action: { label: 'Voir les candidatures', url: mail.link },
        footer:
          'Vous recevez cet e-mail car vous avez publié cette offre. Désactivez ces e-mails dans vos paramètres de notification (informations de la plateforme).',
      };
}
