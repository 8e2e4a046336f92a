import type { Locale } from '@alumni/domain';
import type { EmailContent } from '../../platform/mail-layout.ts';

/**
 * Words of the imports' e-mails (spec 1 §5 User import; issue 12 items 3 and 8), in the
 * school's language: the invitation of an imported member, a new activation link asked for
 * through "forgot password", and the message telling the admin who submitted a file that a
 * super user applied or rejected it.
 */

/** An imported member's invitation: activate the account and choose a password (7 days). */
export function invitationEmail(
  locale: Locale,
  schoolName: string,
  firstName: string,
  link: string,
): EmailContent {
  return locale === 'en'
    ? {
        subject: `${schoolName}: your invitation to the network`,
        paragraphs: [
          `Hello ${firstName},`,
          `${schoolName} invites you to join its network. Activate your account and choose your password with the button below. The link is valid for 7 days.`,
        ],
        action: { label: 'Activate my account', url: link },
      }
    : {
        subject: `${schoolName}\u00a0: votre invitation sur le réseau`,
        paragraphs: [
          `Bonjour ${firstName},`,
          `${schoolName} vous invite à rejoindre son réseau. Activez votre compte et choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable 7 jours.`,
        ],
        action: { label: 'Activer mon compte', url: link },
      };
}

/**
 * A new activation link sent when a member who never activated their account asks to reset
 * a password they never chose ("forgot password" on an invited account).
 */
export function activationReminderEmail(
  locale: Locale,
  schoolName: string,
  firstName: string,
  link: string,
): EmailContent {
  return locale === 'en'
    ? {
        subject: `${schoolName}: activate your account`,
        paragraphs: [
          `Hello ${firstName},`,
          'You asked for a new password, but your account is not activated yet. Activate it and choose your password with the button below. The link is valid for 7 days.',
          'If you did not ask for it, ignore this e-mail.',
        ],
        action: { label: 'Activate my account', url: link },
      }
    : {
        subject: `${schoolName}\u00a0: activez votre compte`,
        paragraphs: [
          `Bonjour ${firstName},`,
          "Vous avez demandé un nouveau mot de passe, mais votre compte n'est pas encore activé. Activez-le et choisissez votre mot de passe avec le bouton ci-dessous. Le lien est valable 7 jours.",
          "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail.",
        ],
        action: { label: 'Activer mon compte', url: link },
      };
}

/** What the admin who submitted a file is told once a super user decided on it. */
export function importDecidedEmail(
  locale: Locale,
  decision: { applied: boolean; fileName: string; schoolName: string; created: number },
  firstName: string,
  link: string,
): EmailContent {
  const { applied, fileName, schoolName, created } = decision;
  if (locale === 'en') {
    return {
      subject: `${schoolName}: your import ${fileName} was ${applied ? 'applied' : 'rejected'}`,
      paragraphs: [
        `Hello ${firstName},`,
        applied
          ? `A super administrator applied ${fileName}: ${created} accounts were created and each new member received an invitation.`
          : `A super administrator rejected ${fileName}: nothing was imported.`,
      ],
      action: { label: 'See the imports', url: link },
    };
  }
  return {
    subject: `${schoolName}\u00a0: votre import ${fileName} est ${applied ? 'appliqué' : 'refusé'}`,
    paragraphs: [
      `Bonjour ${firstName},`,
      applied
        ? `Un super administrateur a appliqué ${fileName}\u00a0: ${created} comptes ont été créés et chaque nouveau membre a reçu une invitation.`
        : `Un super administrateur a refusé ${fileName}\u00a0: rien n'a été importé.`,
    ],
    action: { label: 'Voir les imports', url: link },
  };
}
