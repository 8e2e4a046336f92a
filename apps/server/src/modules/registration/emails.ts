import type { Locale } from '@alumni/domain';

/** Words of the registration e-mails, in the school's language. */
export const registrationEmails = {
  activation: (locale: Locale, schoolName: string, firstName: string, link: string) =>
    locale === 'en'
      ? {
          subject: `${schoolName}: activate your account`,
          paragraphs: [
            `Hello ${firstName},`,
            `Welcome to the ${schoolName} network. Confirm your e-mail address to activate your account. The link is valid for 7 days.`,
          ],
          action: { label: 'Activate my account', url: link },
        }
      : {
          subject: `${schoolName}\u00a0: activez votre compte`,
          paragraphs: [
            `Bonjour ${firstName},`,
            `Bienvenue sur le réseau ${schoolName}. Confirmez votre adresse e-mail pour activer votre compte. Le lien est valable 7 jours.`,
          ],
          action: { label: 'Activer mon compte', url: link },
        },
  alreadyRegistered: (locale: Locale, schoolName: string, firstName: string, link: string) =>
    locale === 'en'
      ? {
          subject: `${schoolName}: you already have an account`,
          paragraphs: [
            `Hello ${firstName},`,
            'Someone tried to create an account with this e-mail address, which already has one. Sign in with it, or choose a new password if you forgot yours.',
          ],
          action: { label: 'Sign in', url: link },
        }
      : {
          subject: `${schoolName}\u00a0: vous avez déjà un compte`,
          paragraphs: [
            `Bonjour ${firstName},`,
            "Une inscription a été tentée avec cette adresse e-mail, qui a déjà un compte. Connectez-vous avec, ou choisissez un nouveau mot de passe si vous l'avez oublié.",
          ],
          action: { label: 'Se connecter', url: link },
        },
  accepted: (locale: Locale, schoolName: string, firstName: string, link: string) =>
    locale === 'en'
      ? {
          subject: `${schoolName}: your registration is validated`,
          paragraphs: [
            `Hello ${firstName},`,
            `The school validated your registration: welcome to the ${schoolName} network.`,
          ],
          action: { label: 'Sign in', url: link },
        }
      : {
          subject: `${schoolName}\u00a0: votre inscription est validée`,
          paragraphs: [
            `Bonjour ${firstName},`,
            `L'établissement a validé votre inscription\u00a0: bienvenue sur le réseau ${schoolName}.`,
          ],
          action: { label: 'Se connecter', url: link },
        },
  /** The refusal, with the validator's reason when they wrote one. */
  refused: (locale: Locale, schoolName: string, firstName: string, reason: string | null = null) =>
    locale === 'en'
      ? {
          subject: `${schoolName}: your registration`,
          paragraphs: [
            `Hello ${firstName},`,
            'The school could not validate your registration. Contact it for more information.',
            ...(reason ? [`The reason given: ${reason}`] : []),
          ],
        }
      : {
          subject: `${schoolName}\u00a0: votre inscription`,
          paragraphs: [
            `Bonjour ${firstName},`,
            "L'établissement n'a pas pu valider votre inscription. Contactez-le pour en savoir plus.",
            ...(reason ? [`Le motif indiqué\u00a0: ${reason}`] : []),
          ],
        },
};
